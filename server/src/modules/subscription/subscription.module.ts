import { subscriptionFormRoutes } from '../../rest/routes/public-forms.routes.js';
import { subscriptionRoutes } from '../../rest/routes/subscription.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { SubscriptionRequest } from './subscription-request.entity.js';
import { SUBSCRIPTION_LIMITS } from './subscription.inputs.js';
import { SubscriptionResolver } from './subscription.resolver.js';
import { subscriptionRules } from './subscription.rules.js';
import { SubscriptionService } from './subscription.service.js';

/** Print-subscription requests: confirming or deleting one changes no public page. */
export const subscriptionModule: ModuleDescriptor<{ subscriptions: SubscriptionService }> = {
  name: 'subscription',
  entities: [SubscriptionRequest],
  resolvers: [SubscriptionResolver],
  rules: subscriptionRules,
  services: (em, deps) => ({ subscriptions: new SubscriptionService(em, deps.config.subscriptionPayment, deps.notifier) }),
  routes: [...subscriptionFormRoutes, ...subscriptionRoutes],
  limits: { Subscription: SUBSCRIPTION_LIMITS },
  audited: {
    confirmSubscriptionRequest: { action: AuditAction.confirm, kind: AuditKind.SubscriptionRequest },
    deleteSubscriptionRequest: { action: AuditAction.delete, kind: AuditKind.SubscriptionRequest },
  },
};
