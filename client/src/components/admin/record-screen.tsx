import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { AdminPaths } from '../../lib/admin-paths';
import { PageMeta } from '../../lib/head/page-meta';
import { PageHeader, type Crumb } from '../page-header';
import { RecordView } from '../record-view';
import { useRecordQuery, type RecordVariables } from './use-record-query';

export interface RecordQueryProps<Data, Row, More extends object = Record<never, never>> {
  /** The record's query, taking the `:id` of the path and `variables`. */
  query: TypedDocumentNode<Data, RecordVariables<More>>;
  /** Further variables of the query (e.g. the page of the record's related news). */
  variables?: More;
  select: (data: Data) => Row | null | undefined;
  /** The record's name in breadcrumbs, titles and the delete confirmation. */
  name: (record: Row) => string;
}

export interface RecordScreenProps<Data, Row, More extends object = Record<never, never>> extends RecordQueryProps<Data, Row, More> {
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
  /** The body; `loading` while another page of its related records comes. */
  children: (record: Row, state: { loading: boolean }) => ReactNode;
}

/**
 * A screen about one record (detail, edit, or another of its screens): the query of the path's id,
 * title, breadcrumbs and actions, then the body; the spec's 404 when the id is not a record's.
 */
export function RecordScreen<Data, Row extends { id: number }, More extends object = Record<never, never>>(props: RecordScreenProps<Data, Row, More>) {
  const { query, variables, select, name, title, listLabel, paths, crumb, linkRecord = false, actions, children } = props;
  const { id, record, error, loading } = useRecordQuery(query, select, variables);
  const shownTitle = title(record ?? undefined);
  const crumbs: Crumb[] = [{ label: listLabel, to: paths.list }];
  if (record) crumbs.push({ label: name(record), to: linkRecord ? paths.show(record.id) : undefined });
  if (crumb) crumbs.push({ label: crumb });
  return (
    <>
      <PageMeta title={shownTitle} alternates={false} noIndex />
      <PageHeader title={shownTitle} crumbs={crumbs} actions={record && actions?.(record)} />
      <RecordView id={id} record={record} error={error}>
        {(shown) => children(shown, { loading })}
      </RecordView>
    </>
  );
}
