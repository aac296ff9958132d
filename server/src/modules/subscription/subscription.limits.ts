import type { Limit } from '../../lib/rate-limit.js';

const HOUR = 60 * 60_000;

/**
 * Subscription requests from one client address, each kind counted on its own: 5 personal and 5
 * corporate requests an hour (every call counts, also one refused as bad input).
 */
export const PERSONAL_SUBSCRIPTION_PER_ADDRESS: Limit = { max: 5, windowMs: HOUR };
export const COMPANY_SUBSCRIPTION_PER_ADDRESS: Limit = { max: 5, windowMs: HOUR };
