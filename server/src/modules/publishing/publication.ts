import { registerEnumType } from 'type-graphql';

/** Where an editorial item stands: readers see only `published` ones. */
export enum PublicationStatus {
  draft = 'draft',
  scheduled = 'scheduled',
  published = 'published',
}

/** The records that have a publication status, revisions and previews (the same strings as AuditKind). */
export enum EditorialKind {
  News = 'News',
  Column = 'Column',
  ArchiveIssue = 'ArchiveIssue',
}

registerEnumType(PublicationStatus, {
  name: 'PublicationStatus',
  description: 'draft: only staff see it; scheduled: published by the server at publishAt; published: readers see it.',
});
registerEnumType(EditorialKind, { name: 'EditorialKind', description: 'The records that have a publication status, revisions and previews.' });
