import { newsletterRoutes } from '../../rest/routes/newsletter.routes.js';
import { newsletterFormRoutes } from '../../rest/routes/public-forms.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { NEWSLETTER_LIMITS } from './newsletter.inputs.js';
import { NewsletterResolver } from './newsletter.resolver.js';
import { newsletterRules } from './newsletter.rules.js';
import { NewsletterService } from './newsletter.service.js';

/** Sign-ups to the newsletter: no public page shows them. */
export const newsletterModule: ModuleDescriptor<{ newsletter: NewsletterService }> = {
  name: 'newsletter',
  entities: [NewsletterSubscriber],
  resolvers: [NewsletterResolver],
  rules: newsletterRules,
  services: (em) => ({ newsletter: new NewsletterService(em) }),
  routes: [...newsletterFormRoutes, ...newsletterRoutes],
  limits: { Newsletter: NEWSLETTER_LIMITS },
  audited: { deleteNewsletterSubscriber: { action: AuditAction.delete, kind: AuditKind.NewsletterSubscriber } },
};
