import { allow } from 'graphql-shield';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { ResourceRules } from '../../graphql/rules.js';
import { COMPANY_SUBSCRIPTION_PER_ADDRESS, PERSONAL_SUBSCRIPTION_PER_ADDRESS } from './subscription.limits.js';

/** Anyone may read the offer and request a subscription (a few per client address); the requests are staff-only. */
export const subscriptionRules = (limiter: RateLimiter): ResourceRules => ({
  Query: { publicSubscriptionOffer: allow },
  Mutation: {
    requestPersonalSubscription: limiter.perAddress(PERSONAL_SUBSCRIPTION_PER_ADDRESS),
    requestCompanySubscription: limiter.perAddress(COMPANY_SUBSCRIPTION_PER_ADDRESS),
  },
  types: ['SubscriptionOffer', 'SubscriptionRequest', 'SubscriptionRequestPage'],
});
