import type { TypedDocumentNode } from '@apollo/client';
import type { ResourceCache } from '../../../components/admin/resource-cache';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import type { RelatedNewsRow } from '../../../components/related-news';
import type { ListVariables, PageOf } from '../../../components/resource-list';
import type { AdminPaths } from '../../../lib/admin-paths';
import type { NamedLimits, NamedValues } from './named-schema';
import type { NamedTexts } from './named-texts';

/** The fields every named resource (category, tag) has. */
export interface NamedRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  newsCount: number;
  createdAt: string;
  updatedAt: string;
}

export type NamedRecordWithNews = NamedRecord & { news: PageOf<RelatedNewsRow> };

/** A query of the resource and where its answer holds what the screen shows. */
export interface NamedQuery<Data, Variables, Shown> {
  query: TypedDocumentNode<Data, Variables>;
  select: (data: Data) => Shown;
}

/** A save mutation taking `{ input }` and where its answer holds the saved record. */
export interface NamedMutation<Data, Input> {
  mutation: TypedDocumentNode<Data, { input: Input }>;
  select: (data: Data) => NamedRecord;
}

/** What every screen of a named resource reads. */
export interface NamedBase {
  paths: AdminPaths;
  texts: NamedTexts;
  cache: ResourceCache;
  deletion: ResourceDeletion;
}

/** The list screen's part: the paged list query. */
export interface NamedListing<Data> extends NamedBase {
  list: NamedQuery<Data, ListVariables, PageOf<NamedRecord>>;
}

/** The detail screen's part: the record with a page of its news. */
export interface NamedShowing<Data> extends NamedBase {
  show: NamedQuery<Data, { id: number; newsPage: number }, NamedRecordWithNews | null | undefined>;
}

/** The form's part: the rules (keys `<area>.Name.*`, `<area>.Description.*`) and the saves. */
export interface NamedSaving<CreateData, UpdateData> extends NamedBase {
  area: string;
  limits: NamedLimits;
  create: NamedMutation<CreateData, NamedValues>;
  update: NamedMutation<UpdateData, NamedValues & { id: number }>;
}

/** The edit screen's part: the record to edit, and the form's. */
export interface NamedEditing<Data, CreateData, UpdateData> extends NamedSaving<CreateData, UpdateData> {
  edit: NamedQuery<Data, { id: number }, NamedRecord | null | undefined>;
}

/**
 * A named resource on the preset (categories, tags): its texts, documents, cache and rules. The
 * screens each read their part, so each infers its own document types.
 */
export type NamedResource<ListData, ShowData, EditData, CreateData, UpdateData> = NamedListing<ListData> &
  NamedShowing<ShowData> &
  NamedEditing<EditData, CreateData, UpdateData>;

export interface NamedResourceInput<ListData, ShowData, EditData, CreateData, UpdateData> extends Omit<NamedResource<ListData, ShowData, EditData, CreateData, UpdateData>, 'deletion'> {
  /** The `deleteX(input: IdInput)` mutation. */
  remove: ResourceDeletion['document'];
}

/** Declares a resource on the preset; the types of each query and its `select` are checked together. */
export function defineNamedResource<ListData, ShowData, EditData, CreateData, UpdateData>({ remove, ...resource }: NamedResourceInput<ListData, ShowData, EditData, CreateData, UpdateData>): NamedResource<ListData, ShowData, EditData, CreateData, UpdateData> {
  return { ...resource, deletion: { ...resource.cache, document: remove, texts: resource.texts.delete } };
}
