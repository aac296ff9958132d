import type { Limit } from '../lib/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failed sign-ins from one client address, whatever the email (graphql-rate-limit's window, kept
 * in our store). Each attempt is reserved before the password is checked, so a parallel burst gets
 * no more checks than are left; a successful one gives its reservation back, so an office of
 * editors behind one address is never locked out by its own work. A pair (account, address) that
 * signed in before is not held by it: the editor's own address stays open while a stranger there
 * sprays other accounts (docs/decisions/0006-sign-in-lock-outs-and-single-use-tokens.md).
 */
export const SIGN_IN_FAILURES_PER_ADDRESS: Limit = { max: 20, windowMs: 5 * MINUTE };

/**
 * Failed sign-ins for one email from one client address, known email or not; a success clears
 * them. The lock grows: 5 failures wait out a minute, 10 a quarter of an hour, 20 an hour, 40 a
 * day. Only that pair is held: the same account from another address is not (a stranger cannot
 * lock the editor out). Longest window first (see `RateLimiter.takeAll`).
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: readonly Limit[] = [
  { max: 40, windowMs: 24 * HOUR },
  { max: 20, windowMs: HOUR },
  { max: 10, windowMs: 15 * MINUTE },
  { max: 5, windowMs: MINUTE },
];

/** How long a successful sign-in makes its address known to the account (exempt from the address-wide limit). */
export const KNOWN_SIGN_IN_ADDRESS_MS = 30 * 24 * HOUR;

/** Forgot-password calls from one client address. */
export const FORGOT_PASSWORD_PER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE };
/** Reset mails asked for one email, known or not. */
export const FORGOT_PASSWORD_PER_ACCOUNT: Limit = { max: 3, windowMs: 15 * MINUTE };
/** Reset-password attempts from one client address (guards against token guessing). */
export const RESET_PASSWORD_PER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE };
