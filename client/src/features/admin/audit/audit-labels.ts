import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditKind } from '../../../gql/graphql';
import { ADMIN_FEATURES } from '../index';

/** What a staff member did, as the log says it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  create: msg`Oluşturdu`,
  update: msg`Düzenledi`,
  delete: msg`Sildi`,
  confirm: msg`Onayladı`,
  signIn: msg`Giriş yaptı`,
  signOut: msg`Çıkış yaptı`,
  publish: msg`Yayımladı`,
  unpublish: msg`Yayından kaldırdı`,
  schedule: msg`Zamanladı`,
  restore: msg`Eski sürümü geri yükledi`,
  previewLink: msg`Önizleme bağlantısı oluşturdu ya da iptal etti`,
};

/** The kinds of record (the filter's choices), in the order of the feature list; then the staff's sign-ins. */
export const AUDIT_KIND_LABELS = Object.fromEntries([
  ...ADMIN_FEATURES.flatMap((feature) => (feature.audit ? [[feature.audit.kind, feature.audit.label] as const] : [])),
  ['Session', msg`Oturum`] as const,
]) as Record<AuditKind, MessageDescriptor>;

export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

export function isAuditKind(value: string | null | undefined): value is AuditKind {
  return Boolean(value) && (AUDIT_KINDS as string[]).includes(value!);
}

/**
 * The admin address of an entry's record, when it has one that can still exist: not after a
 * delete, not for kinds without a screen of their own (newsletter subscribers, sessions). The
 * profile is the signed-in user's own, so it is not linked either.
 */
export function auditRecordPath(entry: { kind: AuditKind; action: AuditAction; recordId?: number | null }): string | undefined {
  if (entry.action === 'delete' || !entry.recordId) return undefined;
  const feature = ADMIN_FEATURES.find((candidate) => candidate.audit?.kind === entry.kind);
  const screen = feature?.audit?.screen;
  return feature && screen ? feature.paths[screen](entry.recordId) : undefined;
}
