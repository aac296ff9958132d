import { AuditKind, type AuditAction } from './audit-entry.entity.js';

/** A mutation's arguments, as its resolver gets them. */
export type MutationArgs = Record<string, unknown>;

/**
 * What the audit log records of one mutation (a module's `audited`, read by audit.middleware.ts). A
 * mutation that does different things by its input (publish, withdraw or schedule; about a news item
 * or a column) names the action and the kind from its arguments.
 */
export interface AuditedMutation {
  action: AuditAction | ((args: MutationArgs) => AuditAction);
  kind: AuditKind | ((args: MutationArgs) => AuditKind);
  /** A mutation whose answer names the record it was about (a restored revision: its item), read after it ran. */
  recordOf?: (result: unknown) => { kind: AuditKind; id: number };
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
  // Every few seconds while an editor types; its own revision is the record of it.
  'autosaveDraft',
];

/** The ORM entity behind a kind, whose title or name labels an entry (none for sign-ins). */
export const KIND_ENTITIES: Partial<Record<AuditKind, string>> = {
  ...Object.fromEntries(Object.values(AuditKind).map((kind) => [kind, kind])),
  [AuditKind.Profile]: 'User',
  [AuditKind.Session]: undefined,
};
