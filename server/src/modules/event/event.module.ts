import { eventRoutes } from '../../rest/routes/event.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import { crudMutations, type ModuleDescriptor } from '../module.js';
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
  audited: {
    createEvent: { action: AuditAction.create, kind: AuditKind.Event },
    updateEvent: { action: AuditAction.update, kind: AuditKind.Event },
    deleteEvent: { action: AuditAction.delete, kind: AuditKind.Event },
  },
  invalidatesPages: crudMutations('Event'),
};
