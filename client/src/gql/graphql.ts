/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** Photos added to a news gallery. */
export type AddNewsPhotosInput = {
  id: number;
  photos: Array<unknown>;
};

/** What a staff member did. */
export type AuditAction =
  | 'confirm'
  | 'create'
  | 'delete'
  | 'previewLink'
  | 'publish'
  | 'restore'
  | 'schedule'
  | 'signIn'
  | 'signOut'
  | 'unpublish'
  | 'update';

/** The kind of record an audit entry is about. */
export type AuditKind =
  | 'Advert'
  | 'ArchiveIssue'
  | 'Category'
  | 'Column'
  | 'Columnist'
  | 'ContactMessage'
  | 'Event'
  | 'News'
  | 'NewsletterSubscriber'
  | 'PageSlot'
  | 'Profile'
  | 'Session'
  | 'SubscriptionRequest'
  | 'Tag';

/** What the editor is typing, kept as their autosave revision of the item (the item's row is not changed). */
export type AutosaveDraftInput = {
  /** The item's version the edit form was opened on. */
  baseVersion: number;
  /** Slate JSON, allow-listed like the item's own; may still be blank. */
  content: unknown;
  /** The main fields in the edit form's order. */
  fields?: Array<RevisionFieldInput> | null | undefined;
  itemId: number;
  kind: EditorialKind;
  /** The teaser (news) or description (archive issue); ignored for a column. */
  summary?: string | null | undefined;
  /** Checked by the item's own rules (lengths, characters); may still be short or empty. */
  title: string;
};

/** An avatar image (JPEG, PNG, WebP or GIF). */
export type AvatarInput = {
  /** Required. */
  avatar?: unknown;
};

export type ChangeLanguageInput = {
  language: Language;
};

/** A new password for the signed-in user; the other sign-ins of that user end. */
export type ChangePasswordInput = {
  newPassword: string;
  /** The current password (INVALID_CREDENTIALS, `Profile.OldPassword.incorrect`, when wrong). */
  oldPassword: string;
  passwordConfirm: string;
};

/** Publish now, withdraw to draft or schedule a news item, column or archive issue. */
export type ChangePublicationInput = {
  id: number;
  kind: EditorialKind;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** Required. published: public now; draft: withdrawn; scheduled: public at `publishAt`. */
  status?: PublicationStatus | null | undefined;
  /** The item's `version` the edit is based on: when it is no longer the stored one, the save is refused (CONFLICT, 409) and nothing changes. */
  version?: number | null | undefined;
};

/** A request for a yearly corporate print subscription. */
export type CompanySubscriptionInput = {
  /** Where the issues are shipped. */
  address: string;
  /** The company's name (`name` is the person making the request). */
  companyName: string;
  email: string;
  name: string;
  /** Digits, spaces, +, -, ( and ) only. */
  phone: string;
  /** Optional; digits only, at most 20. */
  taxNumber?: string | null | undefined;
};

/** A reader's message from the contact form. */
export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
  /** Digits, spaces, +, -, ( and ) only. */
  phone: string;
};

export type CreateArchiveIssueInput = {
  /** Slate JSON; not empty. */
  content: unknown;
  description: string;
  /** `yes` or `no`. */
  isFeatured: string;
  /** Where to buy the issue: an http or https address. */
  link: string;
  /** Slate JSON; not empty. */
  masthead: unknown;
  /** Cover image (JPEG, PNG, WebP or GIF); required. */
  poster?: unknown;
  /** PDF preview of the issue; required. */
  preview?: unknown;
  /** TRY, at least 0, at most two decimals: "250", "250.5" or "250,50". */
  price: string;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`). */
  status?: PublicationStatus | null | undefined;
  title: string;
};

export type CreateCategoryInput = {
  description: string;
  name: string;
};

export type CreateColumnInput = {
  /** A live columnist. Required. */
  columnistId?: number | null | undefined;
  /** Slate's JSON; the editor's blank paragraph counts as empty. */
  content: unknown;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`). */
  status?: PublicationStatus | null | undefined;
  title: string;
};

export type CreateColumnistInput = {
  /** The portrait (JPEG, PNG, WebP or GIF). Required. */
  image?: unknown;
  name: string;
};

/** A new event. */
export type CreateEventInput = {
  /** When it starts: an instant, sent as an ISO 8601 date-time with its offset (e.g. 2026-12-01T16:00:00.000Z); the site shows it in Europe/Istanbul time. */
  date: string;
  location: string;
  title: string;
};

export type CreateNewsInput = {
  categoryId?: number | null | undefined;
  /** Slate JSON; the editor's blank paragraph counts as empty. */
  content?: unknown;
  /** Featuring period from now: no | 1d | 3d | 1w (default no). */
  isFeatured?: string | null | undefined;
  /** The poster image: required on create, optional on edit. */
  poster?: unknown;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`). */
  status?: PublicationStatus | null | undefined;
  /** At least one tag. */
  tagIds?: Array<number> | null | undefined;
  teaser?: string | null | undefined;
  title?: string | null | undefined;
  /** news | headline | dusunceOkulu (default news). */
  type?: string | null | undefined;
};

export type CreatePreviewLinkInput = {
  id: number;
  kind: EditorialKind;
};

export type CreateTagInput = {
  description: string;
  name: string;
};

/** The records that have a publication status, revisions and previews. */
export type EditorialKind =
  | 'ArchiveIssue'
  | 'Column'
  | 'News';

export type ForgotPasswordInput = {
  email: string;
};

/** The record to act on. */
export type IdInput = {
  id: number;
};

/** Interface language. */
export type Language =
  | 'en'
  | 'tr';

/** One photo of a news gallery. */
export type NewsPhotoInput = {
  id: number;
  photoId: number;
};

/** news: daily news; headline: the weekly headline; dusunceOkulu: the thought school block. */
export type NewsType =
  | 'dusunceOkulu'
  | 'headline'
  | 'news';

/** An address signing up for the newsletter. */
export type NewsletterInput = {
  email: string;
};

/** A request for a yearly personal print subscription. */
export type PersonalSubscriptionInput = {
  /** Where the issues are shipped. */
  address: string;
  email: string;
  name: string;
  /** Digits, spaces, +, -, ( and ) only. */
  phone: string;
};

/** draft: only staff see it; scheduled: published by the server at publishAt; published: readers see it. */
export type PublicationStatus =
  | 'draft'
  | 'published'
  | 'scheduled';

/** The new order of a news gallery: every photo id, first to last. */
export type ReorderNewsPhotosInput = {
  id: number;
  photoIds: Array<number>;
};

export type ResetPasswordInput = {
  password: string;
  passwordConfirm: string;
  /** The token from the reset link. */
  token: string;
};

/** The revision to restore as the newest draft. */
export type RestoreRevisionInput = {
  id: number;
};

/** One main field of the edit form as text (a category's name, the featuring period…). */
export type RevisionFieldInput = {
  name: string;
  value: string;
};

/** Why a revision was kept: save, autosave, publish or restore. */
export type RevisionReason =
  | 'autosave'
  | 'publish'
  | 'restore'
  | 'save';

export type RevokePreviewLinkInput = {
  id: number;
};

export type SignInInput = {
  email: string;
  password: string;
  rememberMe?: boolean;
};

/** pending: waiting for the payment; confirmed: paid, confirmed by staff. */
export type SubscriptionStatus =
  | 'confirmed'
  | 'pending';

/** personal or company (corporate). */
export type SubscriptionType =
  | 'company'
  | 'personal';

/** The advert to edit; fields left out (or null) keep their value. */
export type UpdateAdvertInput = {
  id: number;
  /** A new image (JPEG, PNG, WebP or GIF), replacing the stored one. */
  image?: unknown;
  /** An absolute http:// or https:// address (`Advert.Link.invalid` otherwise). */
  link?: string | null | undefined;
  name?: string | null | undefined;
  /** The slot: home-main. */
  slot?: string | null | undefined;
};

/** The issue to edit; fields and files left out (or null) keep their value. */
export type UpdateArchiveIssueInput = {
  content?: unknown;
  description?: string | null | undefined;
  id: number;
  isFeatured?: string | null | undefined;
  link?: string | null | undefined;
  masthead?: unknown;
  /** A new cover image; the old one is removed. */
  poster?: unknown;
  /** A new PDF preview; the old one is removed. */
  preview?: unknown;
  price?: string | null | undefined;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`). */
  status?: PublicationStatus | null | undefined;
  title?: string | null | undefined;
  /** The item's `version` the edit is based on: when it is no longer the stored one, the save is refused (CONFLICT, 409) and nothing changes. */
  version?: number | null | undefined;
};

/** The record to edit; fields left out (or null) keep their value. */
export type UpdateCategoryInput = {
  description?: string | null | undefined;
  id: number;
  name?: string | null | undefined;
};

/** The column to edit; fields left out (or null) keep their value. */
export type UpdateColumnInput = {
  columnistId?: number | null | undefined;
  content?: unknown;
  id: number;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`). */
  status?: PublicationStatus | null | undefined;
  title?: string | null | undefined;
  /** The item's `version` the edit is based on: when it is no longer the stored one, the save is refused (CONFLICT, 409) and nothing changes. */
  version?: number | null | undefined;
};

/** The columnist to edit; fields left out (or null) keep their value. */
export type UpdateColumnistInput = {
  id: number;
  /** A new portrait, replacing the stored one. */
  image?: unknown;
  name?: string | null | undefined;
};

/** The event to edit; fields left out (or null) keep their value. */
export type UpdateEventInput = {
  /** When it starts: an instant, sent as an ISO 8601 date-time with its offset (e.g. 2026-12-01T16:00:00.000Z); the site shows it in Europe/Istanbul time. */
  date?: string | null | undefined;
  id: number;
  location?: string | null | undefined;
  title?: string | null | undefined;
};

/** The news item to edit; fields left out (or null) keep their value. */
export type UpdateNewsInput = {
  categoryId?: number | null | undefined;
  /** Slate JSON; the editor's blank paragraph counts as empty. */
  content?: unknown;
  id: number;
  /** Featuring period from now: no | 1d | 3d | 1w (default no). */
  isFeatured?: string | null | undefined;
  /** The poster image: required on create, optional on edit. */
  poster?: unknown;
  /** When a scheduled item goes public: an ISO 8601 instant in the future. Required with status scheduled; sent without a status, it schedules. */
  publishAt?: string | null | undefined;
  /** draft: kept for staff; scheduled: published by the server at `publishAt`; published: public at once. Left out on create: published at once (or scheduled, with a `publishAt`). */
  status?: PublicationStatus | null | undefined;
  /** At least one tag. */
  tagIds?: Array<number> | null | undefined;
  teaser?: string | null | undefined;
  title?: string | null | undefined;
  /** news | headline | dusunceOkulu (default news). */
  type?: string | null | undefined;
  /** The item's `version` the edit is based on: when it is no longer the stored one, the save is refused (CONFLICT, 409) and nothing changes. */
  version?: number | null | undefined;
};

/** The home-page slot and the news item chosen for it. */
export type UpdatePageSlotInput = {
  id: number;
  /** A live news item. Required. */
  newsId?: number | null | undefined;
};

/** The signed-in user's own name and email. */
export type UpdateProfileInput = {
  /** Unique among users (CONFLICT, `Profile.Email.taken`); stored lower-cased. */
  email: string;
  name: string;
};

/** The record to edit; fields left out (or null) keep their value. */
export type UpdateTagInput = {
  description?: string | null | undefined;
  id: number;
  name?: string | null | undefined;
};

export type EditorialDraftFieldsFragment = { __typename: 'Revision', id: number, reason: RevisionReason, createdAt: string, itemVersion: number, title: string, summary: string | null, content: unknown, fields: Array<{ __typename: 'RevisionField', name: string, value: string }>, author: { __typename: 'User', id: number, name: string } | null };

export type PendingDraftQueryVariables = Exact<{
  kind: EditorialKind;
  itemId: number;
}>;


export type PendingDraftQuery = { pendingDraft: { __typename: 'Revision', id: number, reason: RevisionReason, createdAt: string, itemVersion: number, title: string, summary: string | null, content: unknown, fields: Array<{ __typename: 'RevisionField', name: string, value: string }>, author: { __typename: 'User', id: number, name: string } | null } | null };

export type AutosaveDraftMutationVariables = Exact<{
  input: AutosaveDraftInput;
}>;


export type AutosaveDraftMutation = { autosaveDraft: { __typename: 'Revision', id: number, createdAt: string } };

export type SavedTextQueryVariables = Exact<{
  kind: EditorialKind;
  itemId: number;
}>;


export type SavedTextQuery = { revisions: Array<{ __typename: 'Revision', id: number, reason: RevisionReason, createdAt: string, itemVersion: number, title: string, summary: string | null, content: unknown, fields: Array<{ __typename: 'RevisionField', name: string, value: string }>, author: { __typename: 'User', id: number, name: string } | null }> };

export type NewsPreviewUrlQueryVariables = Exact<{
  id: number;
}>;


export type NewsPreviewUrlQuery = { newsItem: { __typename: 'News', id: number, pagePreviewUrl: string } };

export type ColumnPreviewUrlQueryVariables = Exact<{
  id: number;
}>;


export type ColumnPreviewUrlQuery = { column: { __typename: 'Column', id: number, pagePreviewUrl: string } };

export type ArchiveIssuePreviewUrlQueryVariables = Exact<{
  id: number;
}>;


export type ArchiveIssuePreviewUrlQuery = { archiveIssue: { __typename: 'ArchiveIssue', id: number, pagePreviewUrl: string } };

export type PreviewLinkFieldsFragment = { __typename: 'PreviewLink', id: number, url: string, createdAt: string, expiresAt: string, revokedAt: string | null, active: boolean, createdBy: { __typename: 'User', id: number, name: string } | null };

export type PreviewLinksQueryVariables = Exact<{
  kind: EditorialKind;
  id: number;
}>;


export type PreviewLinksQuery = { previewLinks: Array<{ __typename: 'PreviewLink', id: number, url: string, createdAt: string, expiresAt: string, revokedAt: string | null, active: boolean, createdBy: { __typename: 'User', id: number, name: string } | null }> };

export type CreatePreviewLinkMutationVariables = Exact<{
  input: CreatePreviewLinkInput;
}>;


export type CreatePreviewLinkMutation = { createPreviewLink: { __typename: 'PreviewLink', id: number, url: string, createdAt: string, expiresAt: string, revokedAt: string | null, active: boolean, createdBy: { __typename: 'User', id: number, name: string } | null } };

export type RevokePreviewLinkMutationVariables = Exact<{
  input: RevokePreviewLinkInput;
}>;


export type RevokePreviewLinkMutation = { revokePreviewLink: { __typename: 'PreviewLink', id: number, url: string, createdAt: string, expiresAt: string, revokedAt: string | null, active: boolean, createdBy: { __typename: 'User', id: number, name: string } | null } };

export type ChangePublicationMutationVariables = Exact<{
  input: ChangePublicationInput;
}>;


export type ChangePublicationMutation = { changePublication: { __typename: 'PublicationState', kind: EditorialKind, id: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number } };

export type RevisionRowFragment = { __typename: 'Revision', id: number, kind: EditorialKind, itemId: number, number: number, reason: RevisionReason, published: boolean, createdAt: string, itemVersion: number, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null };

export type RevisionTextFragment = { __typename: 'Revision', title: string, summary: string | null, content: unknown, contentText: string, id: number, kind: EditorialKind, itemId: number, number: number, reason: RevisionReason, published: boolean, createdAt: string, itemVersion: number, fields: Array<{ __typename: 'RevisionField', name: string, value: string }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null };

export type RevisionsQueryVariables = Exact<{
  kind: EditorialKind;
  itemId: number;
}>;


export type RevisionsQuery = { revisions: Array<{ __typename: 'Revision', title: string, summary: string | null, content: unknown, contentText: string, id: number, kind: EditorialKind, itemId: number, number: number, reason: RevisionReason, published: boolean, createdAt: string, itemVersion: number, fields: Array<{ __typename: 'RevisionField', name: string, value: string }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null }> };

export type RestoreRevisionMutationVariables = Exact<{
  input: RestoreRevisionInput;
}>;


export type RestoreRevisionMutation = { restoreRevision: { __typename: 'Revision', title: string, summary: string | null, content: unknown, contentText: string, id: number, kind: EditorialKind, itemId: number, number: number, reason: RevisionReason, published: boolean, createdAt: string, itemVersion: number, fields: Array<{ __typename: 'RevisionField', name: string, value: string }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null } };

export type AdvertFieldsFragment = { __typename: 'Advert', id: number, location: string, name: string, link: string, imageUrl: string | null, thumbUrl: string | null, createdAt: string, updatedAt: string };

export type AdvertsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type AdvertsQuery = { advertList: { __typename: 'AdvertPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Advert', id: number, location: string, name: string, link: string, imageUrl: string | null, thumbUrl: string | null, createdAt: string, updatedAt: string }> } };

export type AdvertForEditQueryVariables = Exact<{
  id: number;
}>;


export type AdvertForEditQuery = { advert: { __typename: 'Advert', id: number, location: string, name: string, link: string, imageUrl: string | null, thumbUrl: string | null, createdAt: string, updatedAt: string } };

export type UpdateAdvertMutationVariables = Exact<{
  input: UpdateAdvertInput;
}>;


export type UpdateAdvertMutation = { updateAdvert: { __typename: 'Advert', id: number, location: string, name: string, link: string, imageUrl: string | null, thumbUrl: string | null, createdAt: string, updatedAt: string } };

export type ArchiveIssueFieldsFragment = { __typename: 'ArchiveIssue', id: number, title: string, slug: string, description: string, posterUrl: string, posterThumbUrl: string, previewUrl: string, isFeatured: string, price: string, link: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string };

export type ArchiveIssuesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
  status?: PublicationStatus | null | undefined;
}>;


export type ArchiveIssuesQuery = { archiveIssueList: { __typename: 'ArchiveIssuePage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'ArchiveIssue', id: number, title: string, slug: string, description: string, posterUrl: string, posterThumbUrl: string, previewUrl: string, isFeatured: string, price: string, link: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string }> } };

export type ArchiveIssueQueryVariables = Exact<{
  id: number;
}>;


export type ArchiveIssueQuery = { archiveIssue: { __typename: 'ArchiveIssue', contentHtml: string, mastheadHtml: string, id: number, title: string, slug: string, description: string, posterUrl: string, posterThumbUrl: string, previewUrl: string, isFeatured: string, price: string, link: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string } };

export type ArchiveIssueForEditQueryVariables = Exact<{
  id: number;
}>;


export type ArchiveIssueForEditQuery = { archiveIssue: { __typename: 'ArchiveIssue', content: unknown, masthead: unknown, id: number, title: string, slug: string, description: string, posterUrl: string, posterThumbUrl: string, previewUrl: string, isFeatured: string, price: string, link: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string } };

export type CreateArchiveIssueMutationVariables = Exact<{
  input: CreateArchiveIssueInput;
}>;


export type CreateArchiveIssueMutation = { createArchiveIssue: { __typename: 'ArchiveIssue', id: number, title: string, slug: string, description: string, posterUrl: string, posterThumbUrl: string, previewUrl: string, isFeatured: string, price: string, link: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string } };

export type UpdateArchiveIssueMutationVariables = Exact<{
  input: UpdateArchiveIssueInput;
}>;


export type UpdateArchiveIssueMutation = { updateArchiveIssue: { __typename: 'ArchiveIssue', id: number, title: string, slug: string, description: string, posterUrl: string, posterThumbUrl: string, previewUrl: string, isFeatured: string, price: string, link: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string } };

export type DeleteArchiveIssueMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteArchiveIssueMutation = { deleteArchiveIssue: boolean };

export type AuditEntryFieldsFragment = { __typename: 'AuditEntry', id: number, createdAt: string, userName: string, action: AuditAction, kind: AuditKind, recordId: number | null, label: string | null, ip: string, user: { __typename: 'User', id: number, name: string, deleted: boolean } | null };

export type AuditEntriesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  userId?: number | null | undefined;
  kind?: AuditKind | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { __typename: 'AuditEntryPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'AuditEntry', id: number, createdAt: string, userName: string, action: AuditAction, kind: AuditKind, recordId: number | null, label: string | null, ip: string, user: { __typename: 'User', id: number, name: string, deleted: boolean } | null }> } };

export type AuditPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditPeopleQuery = { auditPeople: Array<{ __typename: 'User', id: number, name: string, deleted: boolean }> };

export type CategoryFieldsFragment = { __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string };

export type CategoriesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type CategoriesQuery = { list: { __typename: 'CategoryPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string }> } };

export type CategoryQueryVariables = Exact<{
  id: number;
  newsPage: number;
}>;


export type CategoryQuery = { record: { __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string, news: { __typename: 'NewsPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'News', id: number, title: string, slug: string, type: NewsType, createdAt: string }> } } };

export type CategoryForEditQueryVariables = Exact<{
  id: number;
}>;


export type CategoryForEditQuery = { record: { __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string } };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { saved: { __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string } };

export type UpdateCategoryMutationVariables = Exact<{
  input: UpdateCategoryInput;
}>;


export type UpdateCategoryMutation = { saved: { __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string } };

export type DeleteCategoryMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteCategoryMutation = { deleteCategory: boolean };

export type ColumnistFieldsFragment = { __typename: 'Columnist', id: number, name: string, slug: string, imageUrl: string, thumbUrl: string, columnCount: number, deleted: boolean, createdAt: string, updatedAt: string };

export type ColumnistsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type ColumnistsQuery = { columnistList: { __typename: 'ColumnistPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Columnist', id: number, name: string, slug: string, imageUrl: string, thumbUrl: string, columnCount: number, deleted: boolean, createdAt: string, updatedAt: string }> } };

export type ColumnistQueryVariables = Exact<{
  id: number;
  columnsPage: number;
}>;


export type ColumnistQuery = { columnist: { __typename: 'Columnist', id: number, name: string, slug: string, imageUrl: string, thumbUrl: string, columnCount: number, deleted: boolean, createdAt: string, updatedAt: string }, columnList: { __typename: 'ColumnPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Column', id: number, title: string, hit: number, createdAt: string }> } };

export type ColumnistForEditQueryVariables = Exact<{
  id: number;
}>;


export type ColumnistForEditQuery = { columnist: { __typename: 'Columnist', id: number, name: string, slug: string, imageUrl: string, thumbUrl: string, columnCount: number, deleted: boolean, createdAt: string, updatedAt: string } };

export type CreateColumnistMutationVariables = Exact<{
  input: CreateColumnistInput;
}>;


export type CreateColumnistMutation = { createColumnist: { __typename: 'Columnist', id: number, name: string, slug: string, imageUrl: string, thumbUrl: string, columnCount: number, deleted: boolean, createdAt: string, updatedAt: string } };

export type UpdateColumnistMutationVariables = Exact<{
  input: UpdateColumnistInput;
}>;


export type UpdateColumnistMutation = { updateColumnist: { __typename: 'Columnist', id: number, name: string, slug: string, imageUrl: string, thumbUrl: string, columnCount: number, deleted: boolean, createdAt: string, updatedAt: string } };

export type DeleteColumnistMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteColumnistMutation = { deleteColumnist: boolean };

export type ColumnistChoiceFieldsFragment = { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string };

export type ColumnFieldsFragment = { __typename: 'Column', id: number, title: string, slug: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string } | null };

export type ColumnsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
  columnistId?: number | null | undefined;
  status?: PublicationStatus | null | undefined;
}>;


export type ColumnsQuery = { columnList: { __typename: 'ColumnPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Column', id: number, title: string, slug: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string } | null }> } };

export type ColumnistChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ColumnistChoicesQuery = { allColumnists: Array<{ __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string }> };

export type ColumnQueryVariables = Exact<{
  id: number;
}>;


export type ColumnQuery = { column: { __typename: 'Column', contentHtml: string, id: number, title: string, slug: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string } | null } };

export type ColumnForEditQueryVariables = Exact<{
  id: number;
}>;


export type ColumnForEditQuery = { column: { __typename: 'Column', content: unknown, id: number, title: string, slug: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string } | null }, allColumnists: Array<{ __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string }> };

export type CreateColumnMutationVariables = Exact<{
  input: CreateColumnInput;
}>;


export type CreateColumnMutation = { createColumn: { __typename: 'Column', id: number, title: string, slug: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string } | null } };

export type UpdateColumnMutationVariables = Exact<{
  input: UpdateColumnInput;
}>;


export type UpdateColumnMutation = { updateColumn: { __typename: 'Column', id: number, title: string, slug: string, hit: number, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, deleted: boolean, thumbUrl: string } | null } };

export type DeleteColumnMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteColumnMutation = { deleteColumn: boolean };

export type ContactMessageFieldsFragment = { __typename: 'ContactMessage', id: number, name: string, email: string, phone: string, message: string, read: boolean, readAt: string | null, createdAt: string };

export type ContactMessagesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
  read?: boolean | null | undefined;
}>;


export type ContactMessagesQuery = { contactMessageList: { __typename: 'ContactMessagePage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'ContactMessage', id: number, name: string, email: string, phone: string, message: string, read: boolean, readAt: string | null, createdAt: string }> } };

export type ContactMessageQueryVariables = Exact<{
  id: number;
}>;


export type ContactMessageQuery = { contactMessage: { __typename: 'ContactMessage', id: number, name: string, email: string, phone: string, message: string, read: boolean, readAt: string | null, createdAt: string } };

export type MarkContactMessageReadMutationVariables = Exact<{
  input: IdInput;
}>;


export type MarkContactMessageReadMutation = { markContactMessageRead: { __typename: 'ContactMessage', id: number, name: string, email: string, phone: string, message: string, read: boolean, readAt: string | null, createdAt: string } };

export type DeleteContactMessageMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteContactMessageMutation = { deleteContactMessage: boolean };

export type DashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStatsQuery = { categoryList: { __typename: 'CategoryPage', totalItems: number }, tagList: { __typename: 'TagPage', totalItems: number }, columnList: { __typename: 'ColumnPage', totalItems: number }, columnistList: { __typename: 'ColumnistPage', totalItems: number }, eventList: { __typename: 'EventPage', totalItems: number }, archiveIssueList: { __typename: 'ArchiveIssuePage', totalItems: number }, newsList: { __typename: 'NewsPage', totalItems: number } };

export type DashboardSectionFieldsFragment = { __typename: 'DashboardSection', count: number, latest: Array<{ __typename: 'DashboardItem', id: number, label: string, detail: string | null, date: string }> };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { __typename: 'Dashboard', newsThisMonth: { __typename: 'DashboardSection', count: number, latest: Array<{ __typename: 'DashboardItem', id: number, label: string, detail: string | null, date: string }> }, pendingSubscriptions: { __typename: 'DashboardSection', count: number, latest: Array<{ __typename: 'DashboardItem', id: number, label: string, detail: string | null, date: string }> }, unreadContactMessages: { __typename: 'DashboardSection', count: number, latest: Array<{ __typename: 'DashboardItem', id: number, label: string, detail: string | null, date: string }> }, newsletterSubscribers: { __typename: 'DashboardSection', count: number, latest: Array<{ __typename: 'DashboardItem', id: number, label: string, detail: string | null, date: string }> }, expiringSubscriptions: { __typename: 'DashboardSection', count: number, latest: Array<{ __typename: 'DashboardItem', id: number, label: string, detail: string | null, date: string }> } } };

export type EditorialItemFieldsFragment = { __typename: 'EditorialItem', kind: EditorialKind, id: number, title: string, status: PublicationStatus, publishAt: string | null, updatedAt: string, author: { __typename: 'User', id: number, name: string } | null };

export type EditorialCalendarQueryVariables = Exact<{
  days: number;
}>;


export type EditorialCalendarQuery = { editorialCalendar: { __typename: 'EditorialCalendar', scheduled: Array<{ __typename: 'EditorialItem', kind: EditorialKind, id: number, title: string, status: PublicationStatus, publishAt: string | null, updatedAt: string, author: { __typename: 'User', id: number, name: string } | null }>, recentDrafts: Array<{ __typename: 'EditorialItem', kind: EditorialKind, id: number, title: string, status: PublicationStatus, publishAt: string | null, updatedAt: string, author: { __typename: 'User', id: number, name: string } | null }> } };

export type EventFieldsFragment = { __typename: 'Event', id: number, title: string, date: string, location: string, createdAt: string, updatedAt: string };

export type EventsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type EventsQuery = { eventList: { __typename: 'EventPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Event', id: number, title: string, date: string, location: string, createdAt: string, updatedAt: string }> } };

export type EventForEditQueryVariables = Exact<{
  id: number;
}>;


export type EventForEditQuery = { event: { __typename: 'Event', id: number, title: string, date: string, location: string, createdAt: string, updatedAt: string } };

export type CreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CreateEventMutation = { createEvent: { __typename: 'Event', id: number, title: string, date: string, location: string, createdAt: string, updatedAt: string } };

export type UpdateEventMutationVariables = Exact<{
  input: UpdateEventInput;
}>;


export type UpdateEventMutation = { updateEvent: { __typename: 'Event', id: number, title: string, date: string, location: string, createdAt: string, updatedAt: string } };

export type DeleteEventMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteEventMutation = { deleteEvent: boolean };

export type NamedNewsPageFragment = { __typename: 'NewsPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'News', id: number, title: string, slug: string, type: NewsType, createdAt: string }> };

export type NewsRowFragment = { __typename: 'News', id: number, title: string, slug: string, type: NewsType, isFeatured: string, featuredAt: string | null, hit: number, posterThumbUrl: string, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null };

export type NewsPhotoFieldsFragment = { __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number };

export type NewsFieldsFragment = { __typename: 'News', teaser: string, content: unknown, contentHtml: string, posterUrl: string, categoryId: number | null, id: number, title: string, slug: string, type: NewsType, isFeatured: string, featuredAt: string | null, hit: number, posterThumbUrl: string, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, tags: Array<{ __typename: 'Tag', id: number, name: string }>, photos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null };

export type NewsListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
  status?: PublicationStatus | null | undefined;
}>;


export type NewsListQuery = { newsList: { __typename: 'NewsPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'News', id: number, title: string, slug: string, type: NewsType, isFeatured: string, featuredAt: string | null, hit: number, posterThumbUrl: string, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null }> } };

export type NewsItemQueryVariables = Exact<{
  id: number;
}>;


export type NewsItemQuery = { newsItem: { __typename: 'News', teaser: string, content: unknown, contentHtml: string, posterUrl: string, categoryId: number | null, id: number, title: string, slug: string, type: NewsType, isFeatured: string, featuredAt: string | null, hit: number, posterThumbUrl: string, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, tags: Array<{ __typename: 'Tag', id: number, name: string }>, photos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null } };

export type NewsChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsChoicesQuery = { allCategories: Array<{ __typename: 'Category', id: number, name: string }>, allTags: Array<{ __typename: 'Tag', id: number, name: string }> };

export type CreateNewsMutationVariables = Exact<{
  input: CreateNewsInput;
}>;


export type CreateNewsMutation = { createNews: { __typename: 'News', teaser: string, content: unknown, contentHtml: string, posterUrl: string, categoryId: number | null, id: number, title: string, slug: string, type: NewsType, isFeatured: string, featuredAt: string | null, hit: number, posterThumbUrl: string, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, tags: Array<{ __typename: 'Tag', id: number, name: string }>, photos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null } };

export type UpdateNewsMutationVariables = Exact<{
  input: UpdateNewsInput;
}>;


export type UpdateNewsMutation = { updateNews: { __typename: 'News', teaser: string, content: unknown, contentHtml: string, posterUrl: string, categoryId: number | null, id: number, title: string, slug: string, type: NewsType, isFeatured: string, featuredAt: string | null, hit: number, posterThumbUrl: string, status: PublicationStatus, publishAt: string | null, publishedAt: string | null, version: number, createdAt: string, updatedAt: string, tags: Array<{ __typename: 'Tag', id: number, name: string }>, photos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null } };

export type DeleteNewsMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteNewsMutation = { deleteNews: boolean };

export type AddNewsPhotosMutationVariables = Exact<{
  input: AddNewsPhotosInput;
}>;


export type AddNewsPhotosMutation = { addNewsPhotos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number }> };

export type DeleteNewsPhotoMutationVariables = Exact<{
  input: NewsPhotoInput;
}>;


export type DeleteNewsPhotoMutation = { deleteNewsPhoto: boolean };

export type ReorderNewsPhotosMutationVariables = Exact<{
  input: ReorderNewsPhotosInput;
}>;


export type ReorderNewsPhotosMutation = { reorderNewsPhotos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string, position: number }> };

export type NewsletterSubscriberFieldsFragment = { __typename: 'NewsletterSubscriber', id: number, email: string, createdAt: string };

export type NewsletterSubscribersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type NewsletterSubscribersQuery = { newsletterSubscriberList: { __typename: 'NewsletterSubscriberPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'NewsletterSubscriber', id: number, email: string, createdAt: string }> } };

export type DeleteNewsletterSubscriberMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteNewsletterSubscriberMutation = { deleteNewsletterSubscriber: boolean };

export type PageSlotFieldsFragment = { __typename: 'PageSlot', id: number, area: string, newsId: number | null, createdAt: string, updatedAt: string, chosenNews: { __typename: 'News', id: number, title: string, deleted: boolean } | null };

export type PageSlotsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type PageSlotsQuery = { pageSlotList: { __typename: 'PageSlotPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'PageSlot', id: number, area: string, newsId: number | null, createdAt: string, updatedAt: string, chosenNews: { __typename: 'News', id: number, title: string, deleted: boolean } | null }> } };

export type NewsChoiceFieldsFragment = { __typename: 'News', id: number, title: string, createdAt: string };

export type PageSlotForEditQueryVariables = Exact<{
  id: number;
}>;


export type PageSlotForEditQuery = { pageSlot: { __typename: 'PageSlot', id: number, area: string, newsId: number | null, createdAt: string, updatedAt: string, chosenNews: { __typename: 'News', id: number, title: string, deleted: boolean } | null }, allNews: Array<{ __typename: 'News', id: number, title: string, createdAt: string }> };

export type UpdatePageSlotMutationVariables = Exact<{
  input: UpdatePageSlotInput;
}>;


export type UpdatePageSlotMutation = { updatePageSlot: { __typename: 'PageSlot', id: number, area: string, newsId: number | null, createdAt: string, updatedAt: string, chosenNews: { __typename: 'News', id: number, title: string, deleted: boolean } | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type UploadAvatarMutationVariables = Exact<{
  input: AvatarInput;
}>;


export type UploadAvatarMutation = { uploadAvatar: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type ChangeAvatarMutationVariables = Exact<{
  input: AvatarInput;
}>;


export type ChangeAvatarMutation = { changeAvatar: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type RemoveAvatarMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveAvatarMutation = { removeAvatar: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type SubscriptionRequestFieldsFragment = { __typename: 'SubscriptionRequest', id: number, type: SubscriptionType, status: SubscriptionStatus, name: string, email: string, phone: string, address: string, companyName: string | null, taxNumber: string | null, subscribedAt: string | null, endsAt: string | null, active: boolean, createdAt: string, updatedAt: string };

export type SubscriptionRequestsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
  status?: SubscriptionStatus | null | undefined;
  type?: SubscriptionType | null | undefined;
  expiringWithinDays?: number | null | undefined;
}>;


export type SubscriptionRequestsQuery = { subscriptionRequestList: { __typename: 'SubscriptionRequestPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'SubscriptionRequest', id: number, type: SubscriptionType, status: SubscriptionStatus, name: string, email: string, phone: string, address: string, companyName: string | null, taxNumber: string | null, subscribedAt: string | null, endsAt: string | null, active: boolean, createdAt: string, updatedAt: string }> } };

export type SubscriptionRequestQueryVariables = Exact<{
  id: number;
}>;


export type SubscriptionRequestQuery = { subscriptionRequest: { __typename: 'SubscriptionRequest', id: number, type: SubscriptionType, status: SubscriptionStatus, name: string, email: string, phone: string, address: string, companyName: string | null, taxNumber: string | null, subscribedAt: string | null, endsAt: string | null, active: boolean, createdAt: string, updatedAt: string } };

export type ConfirmSubscriptionRequestMutationVariables = Exact<{
  input: IdInput;
}>;


export type ConfirmSubscriptionRequestMutation = { confirmSubscriptionRequest: { __typename: 'SubscriptionRequest', id: number, type: SubscriptionType, status: SubscriptionStatus, name: string, email: string, phone: string, address: string, companyName: string | null, taxNumber: string | null, subscribedAt: string | null, endsAt: string | null, active: boolean, createdAt: string, updatedAt: string } };

export type DeleteSubscriptionRequestMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteSubscriptionRequestMutation = { deleteSubscriptionRequest: boolean };

export type TagFieldsFragment = { __typename: 'Tag', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string };

export type TagsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  query: string;
}>;


export type TagsQuery = { list: { __typename: 'TagPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Tag', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string }> } };

export type TagQueryVariables = Exact<{
  id: number;
  newsPage: number;
}>;


export type TagQuery = { record: { __typename: 'Tag', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string, news: { __typename: 'NewsPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'News', id: number, title: string, slug: string, type: NewsType, createdAt: string }> } } };

export type TagForEditQueryVariables = Exact<{
  id: number;
}>;


export type TagForEditQuery = { record: { __typename: 'Tag', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string } };

export type CreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type CreateTagMutation = { saved: { __typename: 'Tag', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string } };

export type UpdateTagMutationVariables = Exact<{
  input: UpdateTagInput;
}>;


export type UpdateTagMutation = { saved: { __typename: 'Tag', id: number, name: string, slug: string, description: string, newsCount: number, createdAt: string, updatedAt: string } };

export type DeleteTagMutationVariables = Exact<{
  input: IdInput;
}>;


export type DeleteTagMutation = { deleteTag: boolean };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { __typename: 'SignInResult', accessToken: string, user: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type PublicArchiveListQueryVariables = Exact<{
  page: number;
}>;


export type PublicArchiveListQuery = { publicArchiveList: { __typename: 'ArchiveIssuePage', page: number, totalPages: number, totalItems: number, items: Array<{ __typename: 'ArchiveIssue', id: number, title: string, slug: string, description: string, price: string, posterUrl: string, isFeatured: string, createdAt: string }> } };

export type PublicArchiveIssueQueryVariables = Exact<{
  slug: string;
}>;


export type PublicArchiveIssueQuery = { publicArchiveIssue: { __typename: 'ArchiveIssue', id: number, title: string, slug: string, status: PublicationStatus, description: string, price: string, link: string, posterUrl: string, previewUrl: string, mastheadHtml: string, contentHtml: string, createdAt: string, updatedAt: string } };

export type PublicNewsCardFragment = { __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null };

export type PublicColumnCardFragment = { __typename: 'Column', id: number, title: string, slug: string, createdAt: string, hit: number, columnist: { __typename: 'Columnist', id: number, name: string, slug: string, thumbUrl: string, deleted: boolean } | null };

export type PublicColumnListPageQueryVariables = Exact<{
  page: number;
  sortBy: string;
  columnistId?: number | null | undefined;
}>;


export type PublicColumnListPageQuery = { publicColumnList: { __typename: 'ColumnPage', page: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'Column', id: number, title: string, slug: string, createdAt: string, hit: number, columnist: { __typename: 'Columnist', id: number, name: string, slug: string, thumbUrl: string, deleted: boolean } | null }> } };

export type PublicColumnistChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicColumnistChoicesQuery = { publicAllColumnists: Array<{ __typename: 'Columnist', id: number, name: string }> };

export type PublicColumnDetailQueryVariables = Exact<{
  slug: string;
}>;


export type PublicColumnDetailQuery = { publicColumn: { __typename: 'Column', id: number, title: string, slug: string, status: PublicationStatus, contentHtml: string, createdAt: string, updatedAt: string, columnist: { __typename: 'Columnist', id: number, name: string, imageUrl: string, thumbUrl: string, deleted: boolean, columnCount: number } | null } };

export type PublicColumnsOfColumnistQueryVariables = Exact<{
  columnistId: number;
}>;


export type PublicColumnsOfColumnistQuery = { publicColumnList: { __typename: 'ColumnPage', items: Array<{ __typename: 'Column', id: number, title: string, slug: string, createdAt: string, hit: number, columnist: { __typename: 'Columnist', id: number, name: string, slug: string, thumbUrl: string, deleted: boolean } | null }> } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type PublicHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicHomeQuery = { headline: { __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null } | null, featured: Array<{ __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null }>, latest: Array<{ __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null }>, dusunceOkulu: Array<{ __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null }>, latestColumns: Array<{ __typename: 'Column', id: number, title: string, slug: string, createdAt: string, hit: number, columnist: { __typename: 'Columnist', id: number, name: string, slug: string, thumbUrl: string, deleted: boolean } | null }>, upcomingEvents: Array<{ __typename: 'Event', id: number, title: string, date: string, location: string }>, publicAllCategories: Array<{ __typename: 'Category', id: number, name: string, slug: string, description: string, newsCount: number }> };

export type PublicHomeSlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicHomeSlotsQuery = { advert: { __typename: 'Advert', id: number, name: string, link: string, imageUrl: string | null }, primary: { __typename: 'PageSlot', id: number, area: string, news: { __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null } | null }, secondary: { __typename: 'PageSlot', id: number, area: string, news: { __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null } | null } };

export type PublicMostReadQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicMostReadQuery = { publicTopNews: Array<{ __typename: 'News', id: number, title: string, slug: string, hit: number }> };

export type PublicNewsListPageQueryVariables = Exact<{
  page: number;
  title: string;
  sortBy: string;
  categoryId?: number | null | undefined;
}>;


export type PublicNewsListPageQuery = { publicNewsList: { __typename: 'NewsPage', page: number, totalItems: number, totalPages: number, items: Array<{ __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null }> } };

export type PublicNewsCategoryChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicNewsCategoryChoicesQuery = { publicAllCategories: Array<{ __typename: 'Category', id: number, name: string }> };

export type PublicNewsFeaturedQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicNewsFeaturedQuery = { publicFeaturedNews: Array<{ __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null }> };

export type PublicNewsLatestQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicNewsLatestQuery = { publicLatestNews: Array<{ __typename: 'News', id: number, title: string, slug: string, teaser: string, posterUrl: string, createdAt: string, hit: number, category: { __typename: 'Category', id: number, name: string, slug: string } | null }> };

export type PublicNewsDetailQueryVariables = Exact<{
  slug: string;
}>;


export type PublicNewsDetailQuery = { publicNewsItem: { __typename: 'News', id: number, title: string, slug: string, status: PublicationStatus, teaser: string, contentHtml: string, posterUrl: string, createdAt: string, updatedAt: string, category: { __typename: 'Category', id: number, name: string, deleted: boolean } | null, tags: Array<{ __typename: 'Tag', id: number, name: string }>, author: { __typename: 'User', id: number, name: string, deleted: boolean } | null, photos: Array<{ __typename: 'NewsPhoto', id: number, url: string, thumbUrl: string }> } };

export type SubscribeToNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SubscribeToNewsletterMutation = { subscribeToNewsletter: boolean };

export type PublicSubscriptionOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSubscriptionOfferQuery = { publicSubscriptionOffer: { __typename: 'SubscriptionOffer', personalPrice: number, corporatePrice: number, currency: string, months: number, freeShipping: boolean, iban: string, accountHolder: string, bankName: string } };

export type RequestPersonalSubscriptionMutationVariables = Exact<{
  input: PersonalSubscriptionInput;
}>;


export type RequestPersonalSubscriptionMutation = { requestPersonalSubscription: boolean };

export type RequestCompanySubscriptionMutationVariables = Exact<{
  input: CompanySubscriptionInput;
}>;


export type RequestCompanySubscriptionMutation = { requestCompanySubscription: boolean };

export type SessionUserFragment = { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type RefreshAccessTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshAccessTokenMutation = { refreshAccessToken: { __typename: 'AccessTokenResult', accessToken: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type ChangeLanguageMutationVariables = Exact<{
  input: ChangeLanguageInput;
}>;


export type ChangeLanguageMutation = { changeLanguage: { __typename: 'User', id: number, name: string, email: string, language: Language, avatarUrl: string | null } };

export type RecordViewMutationVariables = Exact<{
  kind: string;
  id: number;
}>;


export type RecordViewMutation = { recordView: boolean };

export { EditorialDraftFieldsFragmentDoc } from './documents/EditorialDraftFieldsFragmentDoc';
export { PreviewLinkFieldsFragmentDoc } from './documents/PreviewLinkFieldsFragmentDoc';
export { RevisionRowFragmentDoc } from './documents/RevisionRowFragmentDoc';
export { RevisionTextFragmentDoc } from './documents/RevisionTextFragmentDoc';
export { AdvertFieldsFragmentDoc } from './documents/AdvertFieldsFragmentDoc';
export { ArchiveIssueFieldsFragmentDoc } from './documents/ArchiveIssueFieldsFragmentDoc';
export { AuditEntryFieldsFragmentDoc } from './documents/AuditEntryFieldsFragmentDoc';
export { CategoryFieldsFragmentDoc } from './documents/CategoryFieldsFragmentDoc';
export { ColumnistFieldsFragmentDoc } from './documents/ColumnistFieldsFragmentDoc';
export { ColumnistChoiceFieldsFragmentDoc } from './documents/ColumnistChoiceFieldsFragmentDoc';
export { ColumnFieldsFragmentDoc } from './documents/ColumnFieldsFragmentDoc';
export { ContactMessageFieldsFragmentDoc } from './documents/ContactMessageFieldsFragmentDoc';
export { DashboardSectionFieldsFragmentDoc } from './documents/DashboardSectionFieldsFragmentDoc';
export { EditorialItemFieldsFragmentDoc } from './documents/EditorialItemFieldsFragmentDoc';
export { EventFieldsFragmentDoc } from './documents/EventFieldsFragmentDoc';
export { NamedNewsPageFragmentDoc } from './documents/NamedNewsPageFragmentDoc';
export { NewsRowFragmentDoc } from './documents/NewsRowFragmentDoc';
export { NewsPhotoFieldsFragmentDoc } from './documents/NewsPhotoFieldsFragmentDoc';
export { NewsFieldsFragmentDoc } from './documents/NewsFieldsFragmentDoc';
export { NewsletterSubscriberFieldsFragmentDoc } from './documents/NewsletterSubscriberFieldsFragmentDoc';
export { PageSlotFieldsFragmentDoc } from './documents/PageSlotFieldsFragmentDoc';
export { NewsChoiceFieldsFragmentDoc } from './documents/NewsChoiceFieldsFragmentDoc';
export { SubscriptionRequestFieldsFragmentDoc } from './documents/SubscriptionRequestFieldsFragmentDoc';
export { TagFieldsFragmentDoc } from './documents/TagFieldsFragmentDoc';
export { PublicNewsCardFragmentDoc } from './documents/PublicNewsCardFragmentDoc';
export { PublicColumnCardFragmentDoc } from './documents/PublicColumnCardFragmentDoc';
export { SessionUserFragmentDoc } from './documents/SessionUserFragmentDoc';
export { PendingDraftDocument } from './documents/PendingDraftDocument';
export { AutosaveDraftDocument } from './documents/AutosaveDraftDocument';
export { SavedTextDocument } from './documents/SavedTextDocument';
export { NewsPreviewUrlDocument } from './documents/NewsPreviewUrlDocument';
export { ColumnPreviewUrlDocument } from './documents/ColumnPreviewUrlDocument';
export { ArchiveIssuePreviewUrlDocument } from './documents/ArchiveIssuePreviewUrlDocument';
export { PreviewLinksDocument } from './documents/PreviewLinksDocument';
export { CreatePreviewLinkDocument } from './documents/CreatePreviewLinkDocument';
export { RevokePreviewLinkDocument } from './documents/RevokePreviewLinkDocument';
export { ChangePublicationDocument } from './documents/ChangePublicationDocument';
export { RevisionsDocument } from './documents/RevisionsDocument';
export { RestoreRevisionDocument } from './documents/RestoreRevisionDocument';
export { AdvertsDocument } from './documents/AdvertsDocument';
export { AdvertForEditDocument } from './documents/AdvertForEditDocument';
export { UpdateAdvertDocument } from './documents/UpdateAdvertDocument';
export { ArchiveIssuesDocument } from './documents/ArchiveIssuesDocument';
export { ArchiveIssueDocument } from './documents/ArchiveIssueDocument';
export { ArchiveIssueForEditDocument } from './documents/ArchiveIssueForEditDocument';
export { CreateArchiveIssueDocument } from './documents/CreateArchiveIssueDocument';
export { UpdateArchiveIssueDocument } from './documents/UpdateArchiveIssueDocument';
export { DeleteArchiveIssueDocument } from './documents/DeleteArchiveIssueDocument';
export { AuditEntriesDocument } from './documents/AuditEntriesDocument';
export { AuditPeopleDocument } from './documents/AuditPeopleDocument';
export { CategoriesDocument } from './documents/CategoriesDocument';
export { CategoryDocument } from './documents/CategoryDocument';
export { CategoryForEditDocument } from './documents/CategoryForEditDocument';
export { CreateCategoryDocument } from './documents/CreateCategoryDocument';
export { UpdateCategoryDocument } from './documents/UpdateCategoryDocument';
export { DeleteCategoryDocument } from './documents/DeleteCategoryDocument';
export { ColumnistsDocument } from './documents/ColumnistsDocument';
export { ColumnistDocument } from './documents/ColumnistDocument';
export { ColumnistForEditDocument } from './documents/ColumnistForEditDocument';
export { CreateColumnistDocument } from './documents/CreateColumnistDocument';
export { UpdateColumnistDocument } from './documents/UpdateColumnistDocument';
export { DeleteColumnistDocument } from './documents/DeleteColumnistDocument';
export { ColumnsDocument } from './documents/ColumnsDocument';
export { ColumnistChoicesDocument } from './documents/ColumnistChoicesDocument';
export { ColumnDocument } from './documents/ColumnDocument';
export { ColumnForEditDocument } from './documents/ColumnForEditDocument';
export { CreateColumnDocument } from './documents/CreateColumnDocument';
export { UpdateColumnDocument } from './documents/UpdateColumnDocument';
export { DeleteColumnDocument } from './documents/DeleteColumnDocument';
export { ContactMessagesDocument } from './documents/ContactMessagesDocument';
export { ContactMessageDocument } from './documents/ContactMessageDocument';
export { MarkContactMessageReadDocument } from './documents/MarkContactMessageReadDocument';
export { DeleteContactMessageDocument } from './documents/DeleteContactMessageDocument';
export { DashboardStatsDocument } from './documents/DashboardStatsDocument';
export { DashboardDocument } from './documents/DashboardDocument';
export { EditorialCalendarDocument } from './documents/EditorialCalendarDocument';
export { EventsDocument } from './documents/EventsDocument';
export { EventForEditDocument } from './documents/EventForEditDocument';
export { CreateEventDocument } from './documents/CreateEventDocument';
export { UpdateEventDocument } from './documents/UpdateEventDocument';
export { DeleteEventDocument } from './documents/DeleteEventDocument';
export { NewsListDocument } from './documents/NewsListDocument';
export { NewsItemDocument } from './documents/NewsItemDocument';
export { NewsChoicesDocument } from './documents/NewsChoicesDocument';
export { CreateNewsDocument } from './documents/CreateNewsDocument';
export { UpdateNewsDocument } from './documents/UpdateNewsDocument';
export { DeleteNewsDocument } from './documents/DeleteNewsDocument';
export { AddNewsPhotosDocument } from './documents/AddNewsPhotosDocument';
export { DeleteNewsPhotoDocument } from './documents/DeleteNewsPhotoDocument';
export { ReorderNewsPhotosDocument } from './documents/ReorderNewsPhotosDocument';
export { NewsletterSubscribersDocument } from './documents/NewsletterSubscribersDocument';
export { DeleteNewsletterSubscriberDocument } from './documents/DeleteNewsletterSubscriberDocument';
export { PageSlotsDocument } from './documents/PageSlotsDocument';
export { PageSlotForEditDocument } from './documents/PageSlotForEditDocument';
export { UpdatePageSlotDocument } from './documents/UpdatePageSlotDocument';
export { UpdateProfileDocument } from './documents/UpdateProfileDocument';
export { ChangePasswordDocument } from './documents/ChangePasswordDocument';
export { UploadAvatarDocument } from './documents/UploadAvatarDocument';
export { ChangeAvatarDocument } from './documents/ChangeAvatarDocument';
export { RemoveAvatarDocument } from './documents/RemoveAvatarDocument';
export { SubscriptionRequestsDocument } from './documents/SubscriptionRequestsDocument';
export { SubscriptionRequestDocument } from './documents/SubscriptionRequestDocument';
export { ConfirmSubscriptionRequestDocument } from './documents/ConfirmSubscriptionRequestDocument';
export { DeleteSubscriptionRequestDocument } from './documents/DeleteSubscriptionRequestDocument';
export { TagsDocument } from './documents/TagsDocument';
export { TagDocument } from './documents/TagDocument';
export { TagForEditDocument } from './documents/TagForEditDocument';
export { CreateTagDocument } from './documents/CreateTagDocument';
export { UpdateTagDocument } from './documents/UpdateTagDocument';
export { DeleteTagDocument } from './documents/DeleteTagDocument';
export { SignInDocument } from './documents/SignInDocument';
export { ForgotPasswordDocument } from './documents/ForgotPasswordDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { PublicArchiveListDocument } from './documents/PublicArchiveListDocument';
export { PublicArchiveIssueDocument } from './documents/PublicArchiveIssueDocument';
export { PublicColumnListPageDocument } from './documents/PublicColumnListPageDocument';
export { PublicColumnistChoicesDocument } from './documents/PublicColumnistChoicesDocument';
export { PublicColumnDetailDocument } from './documents/PublicColumnDetailDocument';
export { PublicColumnsOfColumnistDocument } from './documents/PublicColumnsOfColumnistDocument';
export { SendContactMessageDocument } from './documents/SendContactMessageDocument';
export { PublicHomeDocument } from './documents/PublicHomeDocument';
export { PublicHomeSlotsDocument } from './documents/PublicHomeSlotsDocument';
export { PublicMostReadDocument } from './documents/PublicMostReadDocument';
export { PublicNewsListPageDocument } from './documents/PublicNewsListPageDocument';
export { PublicNewsCategoryChoicesDocument } from './documents/PublicNewsCategoryChoicesDocument';
export { PublicNewsFeaturedDocument } from './documents/PublicNewsFeaturedDocument';
export { PublicNewsLatestDocument } from './documents/PublicNewsLatestDocument';
export { PublicNewsDetailDocument } from './documents/PublicNewsDetailDocument';
export { SubscribeToNewsletterDocument } from './documents/SubscribeToNewsletterDocument';
export { PublicSubscriptionOfferDocument } from './documents/PublicSubscriptionOfferDocument';
export { RequestPersonalSubscriptionDocument } from './documents/RequestPersonalSubscriptionDocument';
export { RequestCompanySubscriptionDocument } from './documents/RequestCompanySubscriptionDocument';
export { MeDocument } from './documents/MeDocument';
export { RefreshAccessTokenDocument } from './documents/RefreshAccessTokenDocument';
export { SignOutDocument } from './documents/SignOutDocument';
export { ChangeLanguageDocument } from './documents/ChangeLanguageDocument';
export { RecordViewDocument } from './documents/RecordViewDocument';