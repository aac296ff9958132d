import { AuditAction, AuditKind } from './audit-entry.entity.js';

/**
 * Every staff mutation that the audit log records, by name → what it does and to which kind of
 * record. This table is the only place that decides what is recorded: the audit middleware
 * (audit.middleware.ts) wraps exactly these mutations. Names not (yet) in the schema are skipped,
 * so a module's mutations can be listed before it is merged. A new staff mutation must be listed
 * here or in `NOT_AUDITED` (the audit test fails otherwise).
 */
export const AUDITED_MUTATIONS: Record<string, { action: AuditAction; kind: AuditKind }> = {
  // Sessions and the user's own account
  signIn: { action: AuditAction.signIn, kind: AuditKind.Session },
  signOut: { action: AuditAction.signOut, kind: AuditKind.Session },
  updateProfile: { action: AuditAction.update, kind: AuditKind.Profile },
  changeLanguage: { action: AuditAction.update, kind: AuditKind.Profile },
  changePassword: { action: AuditAction.update, kind: AuditKind.Profile },
  uploadAvatar: { action: AuditAction.update, kind: AuditKind.Profile },
  changeAvatar: { action: AuditAction.update, kind: AuditKind.Profile },
  removeAvatar: { action: AuditAction.update, kind: AuditKind.Profile },

  // Content
  createCategory: { action: AuditAction.create, kind: AuditKind.Category },
  updateCategory: { action: AuditAction.update, kind: AuditKind.Category },
  deleteCategory: { action: AuditAction.delete, kind: AuditKind.Category },
  createTag: { action: AuditAction.create, kind: AuditKind.Tag },
  updateTag: { action: AuditAction.update, kind: AuditKind.Tag },
  deleteTag: { action: AuditAction.delete, kind: AuditKind.Tag },
  createNews: { action: AuditAction.create, kind: AuditKind.News },
  updateNews: { action: AuditAction.update, kind: AuditKind.News },
  deleteNews: { action: AuditAction.delete, kind: AuditKind.News },
  addNewsPhotos: { action: AuditAction.update, kind: AuditKind.News },
  deleteNewsPhoto: { action: AuditAction.update, kind: AuditKind.News },
  reorderNewsPhotos: { action: AuditAction.update, kind: AuditKind.News },
  createColumnist: { action: AuditAction.create, kind: AuditKind.Columnist },
  updateColumnist: { action: AuditAction.update, kind: AuditKind.Columnist },
  deleteColumnist: { action: AuditAction.delete, kind: AuditKind.Columnist },
  createColumn: { action: AuditAction.create, kind: AuditKind.Column },
  updateColumn: { action: AuditAction.update, kind: AuditKind.Column },
  deleteColumn: { action: AuditAction.delete, kind: AuditKind.Column },
  createArchiveIssue: { action: AuditAction.create, kind: AuditKind.ArchiveIssue },
  updateArchiveIssue: { action: AuditAction.update, kind: AuditKind.ArchiveIssue },
  deleteArchiveIssue: { action: AuditAction.delete, kind: AuditKind.ArchiveIssue },
  createEvent: { action: AuditAction.create, kind: AuditKind.Event },
  updateEvent: { action: AuditAction.update, kind: AuditKind.Event },
  deleteEvent: { action: AuditAction.delete, kind: AuditKind.Event },

  // The office (issue 7, part A)
  updateAdvert: { action: AuditAction.update, kind: AuditKind.Advert },
  updatePageSlot: { action: AuditAction.update, kind: AuditKind.PageSlot },
  deleteContactMessage: { action: AuditAction.delete, kind: AuditKind.ContactMessage },
  deleteNewsletterSubscriber: { action: AuditAction.delete, kind: AuditKind.NewsletterSubscriber },
  confirmSubscriptionRequest: { action: AuditAction.confirm, kind: AuditKind.SubscriptionRequest },
  deleteSubscriptionRequest: { action: AuditAction.delete, kind: AuditKind.SubscriptionRequest },
};

/** Mutations deliberately left out: the public ones (readers, the sign-in flow) and reading marks. */
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
