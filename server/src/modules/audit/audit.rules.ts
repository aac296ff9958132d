import type { ResourceRules } from '../../graphql/rules.js';

/** The audit log is staff-only (the default of every query). */
export const auditRules: ResourceRules = { types: ['AuditEntry', 'AuditEntryPage'] };
