import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { AdminPaths } from '../../lib/admin-paths';
import { PageMeta } from '../../lib/head/page-meta';
import { PageHeader, type Crumb } from '../page-header';
import { RecordView } from '../record-view';
import { useRecordQuery } from './use-record-query';

export interface RecordQueryProps<Data, Row> {
  /** The record's query, taking the `:id` of the path. */
  query: TypedDocumentNode<Data, { id: number }>;
  select: (data: Data) => Row | null | undefined;
  /** The record's name in breadcrumbs, titles and the delete confirmation. */
  name: (record: Row) => string;
}

export interface RecordScreenProps<Data, Row> extends RecordQueryProps<Data, Row> {
  /** The title, given the record once it loaded. */
  title: (record: Row | undefined) => string;
  /** The list's name, the first breadcrumb. */
  listLabel: string;
  paths: AdminPaths;
  /** The last breadcrumb, after the record's name (e.g. "Düzenle"); none on a detail screen. */
  crumb?: string;
  /** Whether the record's breadcrumb links to its detail screen. */
  linkRecord?: boolean;
  actions?: (record: Row) => ReactNode;
  children: (record: Row) => ReactNode;
}

/**
 * A screen about one record (detail, edit, or another of its screens): the query of the path's id,
 * title, breadcrumbs and actions, then the body; the spec's 404 when the id is not a record's.
 */
export function RecordScreen<Data, Row extends { id: number }>(props: RecordScreenProps<Data, Row>) {
  const { query, select, name, title, listLabel, paths, crumb, linkRecord = false, actions, children } = props;
  const { id, record, error } = useRecordQuery(query, select);
  const shownTitle = title(record ?? undefined);
  const crumbs: Crumb[] = [{ label: listLabel, to: paths.list }];
  if (record) crumbs.push({ label: name(record), to: linkRecord ? paths.show(record.id) : undefined });
  if (crumb) crumbs.push({ label: crumb });
  return (
    <>
      <PageMeta title={shownTitle} alternates={false} noIndex />
      <PageHeader title={shownTitle} crumbs={crumbs} actions={record && actions?.(record)} />
      <RecordView id={id} record={record} error={error}>
        {children}
      </RecordView>
    </>
  );
}
