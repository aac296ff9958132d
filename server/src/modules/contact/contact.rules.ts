import type { RateLimiter } from '../../lib/rate-limit.js';
import type { ResourceRules } from '../../graphql/rules.js';
import { CONTACT_PER_ADDRESS } from './contact.limits.js';

/** Anyone may send a message, a few per client address; reading them is staff-only (the default). */
export const contactRules = (limiter: RateLimiter): ResourceRules => ({
  Mutation: { sendContactMessage: limiter.perAddress(CONTACT_PER_ADDRESS) },
  types: ['ContactMessage', 'ContactMessagePage'],
});
