import type { Limit } from '../../lib/rate-limit.js';

const MINUTE = 60_000;

/**
 * Contact messages from one client address: 5 in 10 minutes. Every call counts (also one refused
 * as bad input), so a script cannot probe the form for free; a reader sends one message at a time.
 */
export const CONTACT_PER_ADDRESS: Limit = { max: 5, windowMs: 10 * MINUTE };
