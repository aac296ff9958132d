import type { Limit } from '../../lib/rate-limit.js';

/**
 * Password changes of one user: every attempt counts and a success clears them, so a stolen access
 * token cannot be used to guess the current password (429 with Retry-After beyond the limit).
 */
export const CHANGE_PASSWORD_ATTEMPTS_PER_USER: Limit = { max: 5, windowMs: 15 * 60_000 };
