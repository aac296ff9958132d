import { contactRoutes } from '../../rest/routes/contact.routes.js';
import { contactFormRoutes } from '../../rest/routes/public-forms.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { ContactMessage } from './contact-message.entity.js';
import { CONTACT_LIMITS } from './contact.inputs.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRules } from './contact.rules.js';
import { ContactService } from './contact.service.js';

/** Readers' messages: staff reading or deleting them changes no public page. */
export const contactModule: ModuleDescriptor<{ contacts: ContactService }> = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  rules: contactRules,
  services: (em, deps) => ({ contacts: new ContactService(em, deps.notifier) }),
  routes: [...contactFormRoutes, ...contactRoutes],
  limits: { Contact: CONTACT_LIMITS },
  audited: { deleteContactMessage: { action: AuditAction.delete, kind: AuditKind.ContactMessage } },
};
