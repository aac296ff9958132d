import type { TypedDocumentNode } from '@apollo/client';
import type { AdminFeature } from '../../../components/admin/admin-feature';
import type { ResourceCache } from '../../../components/admin/resource-cache';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import type { RelatedNewsRow } from '../../../components/related-news';
import type { ListVariables, PageOf } from '../../../components/resource-list';
import type { AdminPaths } from '../../../lib/admin-paths';
import { LIMITS } from '../../../gql/limits';
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

/**
 * A named resource's operations (its `.graphql`). Each answers under the same alias, so the
 * preset reads them all alike: `list`, `record`, `saved`.
 */
export interface NamedDocuments {
  list: TypedDocumentNode<{ list: PageOf<NamedRecord> }, ListVariables>;
  show: TypedDocumentNode<{ record: NamedRecordWithNews | null }, { id: number; newsPage: number }>;
  edit: TypedDocumentNode<{ record: NamedRecord | null }, { id: number }>;
  create: TypedDocumentNode<{ saved: NamedRecord }, { input: NamedValues }>;
  update: TypedDocumentNode<{ saved: NamedRecord }, { input: NamedValues & { id: number } }>;
  remove: ResourceDeletion['document'];
}

/** A named resource on the preset: where it lives, its texts, operations and rules. */
export interface NamedResource {
  /** The area of its validation keys (`Tag` → `Tag.Name.min`) and of its generated limits. */
  area: 'Tag' | 'Category';
  limits: NamedLimits;
  paths: AdminPaths;
  cache: ResourceCache;
  texts: NamedTexts;
  documents: NamedDocuments;
  deletion: ResourceDeletion;
}

/** Declares a resource on the preset from its admin feature, texts and operations. */
export function defineNamedResource(area: NamedResource['area'], feature: AdminFeature & { cache: ResourceCache }, texts: NamedTexts, documents: NamedDocuments): NamedResource {
  const { paths, cache } = feature;
  return { area, limits: LIMITS[area], paths, cache, texts, documents, deletion: { ...cache, document: documents.remove, texts: texts.delete } };
}
