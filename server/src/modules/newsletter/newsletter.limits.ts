import type { Limit } from '../../lib/rate-limit.js';

const MINUTE = 60_000;

/** Newsletter sign-ups from one client address: 5 in 10 minutes (every call counts, a 409 too). */
export const NEWSLETTER_PER_ADDRESS: Limit = { max: 5, windowMs: 10 * MINUTE };
