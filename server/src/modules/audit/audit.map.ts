import { AuditKind, type AuditAction } from './audit-entry.entity.js';

/** What the audit log records of one mutation (a module's `audited`, read by audit.middleware.ts). */
export interface AuditedMutation {
  action: AuditAction;
  kind: AuditKind;
}

/**
 * Mutations deliberately left out of the audit log: the public ones (readers, the sign-in flow) and
 * reading marks. A new staff mutation must be in its module's `audited` or here (the audit test
 * fails otherwise).
 */
export const NOT_AUDITED = [
  'refreshAccessToken',
  'forgotPassword',
  'resetPassword',
  'recordView',
  'sendContactMessage',
  'subscribeToNewsletter',
  'requestPersonalSubscription',
  'requestCompanySubscription',
  'markContactMessageRead',
];

/** The ORM entity behind a kind, whose title or name labels an entry (none for sign-ins). */
export const KIND_ENTITIES: Partial<Record<AuditKind, string>> = {
  ...Object.fromEntries(Object.values(AuditKind).map((kind) => [kind, kind])),
  [AuditKind.Profile]: 'User',
  [AuditKind.Session]: undefined,
};
