import type { RateLimiter } from '../../lib/rate-limit.js';
import type { ResourceRules } from '../../graphql/rules.js';
import { NEWSLETTER_PER_ADDRESS } from './newsletter.limits.js';

/** Anyone may sign up, a few times per client address; the subscriber list is staff-only (the default). */
export const newsletterRules = (limiter: RateLimiter): ResourceRules => ({
  Mutation: { subscribeToNewsletter: limiter.perAddress(NEWSLETTER_PER_ADDRESS) },
  types: ['NewsletterSubscriber', 'NewsletterSubscriberPage', 'DownloadFile'],
});
