import type { Limit } from './rate-limit.js';

const MINUTE = 60_000;

/**
 * Failed sign-ins from one client address (graphql-rate-limit on the mutation). Successful ones
 * do not count, so an office of editors behind one address is never locked out by its own work.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS: Limit = { max: 20, windowMs: 5 * MINUTE };
/** Failed sign-ins for one email, known or not; a success clears them. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: Limit = { max: 5, windowMs: 15 * MINUTE };
/** Forgot-password calls from one client address. */
export const FORGOT_PASSWORD_PER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE };
/** Reset mails asked for one email, known or not. */
export const FORGOT_PASSWORD_PER_ACCOUNT: Limit = { max: 3, windowMs: 15 * MINUTE };
/** Reset-password attempts from one client address (guards against token guessing). */
export const RESET_PASSWORD_PER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE };
