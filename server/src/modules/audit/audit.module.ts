import { auditRoutes } from '../../rest/routes/office.routes.js';
import type { ModuleDescriptor } from '../module.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditResolver } from './audit.resolver.js';
import { auditRules } from './audit.rules.js';
import { AuditService } from './audit.service.js';

export const auditModule: ModuleDescriptor<{ audit: AuditService }> = {
  name: 'audit',
  entities: [AuditEntry],
  resolvers: [AuditResolver],
  rules: auditRules,
  services: (em, deps) => ({ audit: new AuditService(em, deps.log) }),
  routes: auditRoutes,
};
