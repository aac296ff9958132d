import { eventRoutes } from '../../rest/routes/event.routes.js';
import { AuditKind } from '../audit/audit-entry.entity.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
import { Event } from './event.entity.js';
import { EVENT_LIMITS } from './event.inputs.js';
import { EventResolver } from './event.resolver.js';
import { eventRules } from './event.rules.js';
import { EventService } from './event.service.js';

export const eventModule: ModuleDescriptor<{ events: EventService }> = {
  name: 'event',
  entities: [Event],
  resolvers: [EventResolver],
  rules: eventRules,
  services: (em) => ({ events: new EventService(em) }),
  routes: eventRoutes,
  limits: { Event: EVENT_LIMITS },
  audited: auditedCrud('Event', AuditKind.Event),
  invalidatesPages: crudMutations('Event'),
};
