import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditKind } from '../../../gql/graphql';
import { adminPaths, type AdminResource } from '../../../lib/admin-paths';

/** What a staff member did, as the log says it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  create: msg`Oluşturdu`,
  update: msg`Düzenledi`,
  delete: msg`Sildi`,
  confirm: msg`Onayladı`,
  signIn: msg`Giriş yaptı`,
  signOut: msg`Çıkış yaptı`,
};

/** The kinds of record, in the order of the admin menu (the filter's choices). */
export const AUDIT_KIND_LABELS: Record<AuditKind, MessageDescriptor> = {
  News: msg`Haber`,
  Category: msg`Kategori`,
  Tag: msg`Etiket`,
  Columnist: msg`Köşe yazarı`,
  Column: msg`Köşe yazısı`,
  ArchiveIssue: msg`Arşiv sayısı`,
  Event: msg`Etkinlik`,
  Advert: msg`Reklam`,
  PageSlot: msg`Sayfa alanı`,
  ContactMessage: msg`İletişim mesajı`,
  NewsletterSubscriber: msg`Bülten abonesi`,
  SubscriptionRequest: msg`Abonelik talebi`,
  Profile: msg`Profil`,
  Session: msg`Oturum`,
};

export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

export function isAuditKind(value: string | null | undefined): value is AuditKind {
  return Boolean(value) && (AUDIT_KINDS as string[]).includes(value!);
}

/** Where each kind of record is seen in the admin: its detail screen, else its edit screen. */
const RECORD_SCREENS: Partial<Record<AuditKind, { resource: AdminResource; screen: 'show' | 'edit' }>> = {
  News: { resource: 'news', screen: 'show' },
  Category: { resource: 'categories', screen: 'show' },
  Tag: { resource: 'tags', screen: 'show' },
  Columnist: { resource: 'columnists', screen: 'show' },
  Column: { resource: 'columns', screen: 'show' },
  ArchiveIssue: { resource: 'archives', screen: 'show' },
  Event: { resource: 'events', screen: 'edit' },
  Advert: { resource: 'adverts', screen: 'edit' },
  PageSlot: { resource: 'pages', screen: 'edit' },
  ContactMessage: { resource: 'contacts', screen: 'show' },
  SubscriptionRequest: { resource: 'subscriptions', screen: 'show' },
};

/**
 * The admin address of an entry's record, when it has one that can still exist: not after a
 * delete, not for kinds without a screen of their own (newsletter subscribers, sessions). The
 * profile is the signed-in user's own, so it is not linked either.
 */
export function auditRecordPath(entry: { kind: AuditKind; action: AuditAction; recordId?: number | null }): string | undefined {
  if (entry.action === 'delete' || !entry.recordId) return undefined;
  const target = RECORD_SCREENS[entry.kind];
  if (!target) return undefined;
  return adminPaths(target.resource)[target.screen](entry.recordId);
}
