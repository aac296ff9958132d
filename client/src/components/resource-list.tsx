import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataTableColumn } from './data-table/data-table';
import { RowActions, type RowActionLabels } from './data-table/row-actions';
import { useListParams } from './data-table/use-list-params';
import type { AdminPaths } from '../lib/admin-paths';
import type { DeleteTarget } from './use-delete-dialog';
import type { ReactNode } from 'react';

/** Admin lists show 20 a page (design §5). */
export const ADMIN_PAGE_SIZE = 20;

export interface ListVariables {
  page: number;
  pageSize: number;
  query: string;
}

/** The part of a `<Item>Page` a list screen reads. */
export interface PageOf<Row> {
  items: Row[];
  pageSize: number;
  totalItems: number;
}

/**
 * An admin list query driven by the URL: `page` and `query` search params (spec §2). The list
 * route calls it and hands the result to its feature's list body. `filters` are further variables
 * of the query (e.g. `columnistId`), read by the route from its own search params.
 */
export function useResourceList<Data, Row, Filters extends object = Record<never, never>>(
  document: TypedDocumentNode<Data, ListVariables & Filters>,
  select: (data: Data) => PageOf<Row>,
  { pageSize = ADMIN_PAGE_SIZE, filters }: { pageSize?: number; filters?: Filters } = {},
) {
  const { page, query, setPage, setQuery } = useListParams();
  const variables = { page, pageSize, query, ...filters } as ListVariables & Filters;
  const { data, previousData, loading, error } = useQuery<Data, ListVariables & Filters>(document, { variables });
  const shown = (data ?? previousData) as Data | undefined;
  return { page, query, setPage, setQuery, pageSize, loading, error, result: shown ? select(shown) : undefined };
}

export type ResourceListState<Row> = ReturnType<typeof useResourceList<unknown, Row>>;

export interface ResourceListTexts<Row> {
  /** Accessible name of the table. */
  table: string;
  search: string;
  /** Shown when there is nothing yet, and when nothing matches the search. */
  empty: string;
  noMatch: string;
  /** Row action labels naming the row. */
  actions: (row: Row) => RowActionLabels;
}

export interface ResourceListProps<Row extends { id: number }> {
  list: ResourceListState<Row>;
  paths: AdminPaths;
  columns: DataTableColumn<Row>[];
  texts: ResourceListTexts<Row>;
  /** What a delete confirmation calls the row. */
  rowName: (row: Row) => string;
  /** From `useDeleteDialog`: no delete button without it. */
  remove?: { requestDelete: (target: DeleteTarget) => void; dialog: ReactNode };
  /** Filters shown next to the search box. */
  toolbar?: ReactNode;
  /** Whether a filter other than the search narrows the list (the empty text then says "no match"). */
  filtered?: boolean;
  /** False for a resource without a detail screen (events): the row has no view button. */
  showScreen?: boolean;
  /** False for a resource that is never edited (contact messages): the row has no edit button. */
  editScreen?: boolean;
}

/** The list screen body of every admin resource: search, table, totals, pager, row actions, delete. */
export function ResourceList<Row extends { id: number }>({ list, paths, columns, texts, rowName, remove, toolbar, filtered = false, showScreen = true, editScreen = true }: ResourceListProps<Row>) {
  const { result } = list;
  return (
    <>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={result?.items ?? []}
        getRowKey={(row) => row.id}
        loading={list.loading}
        error={list.error}
        page={list.page}
        pageSize={result?.pageSize ?? list.pageSize}
        totalItems={result?.totalItems ?? 0}
        onPageChange={list.setPage}
        search={{ value: list.query, onChange: list.setQuery, label: texts.search }}
        toolbar={toolbar}
        emptyText={list.query || filtered ? texts.noMatch : texts.empty}
        rowActions={(row) => (
          <RowActions
            showTo={showScreen ? paths.show(row.id) : undefined}
            editTo={editScreen ? paths.edit(row.id) : undefined}
            onDelete={remove ? () => remove.requestDelete({ id: row.id, name: rowName(row) }) : undefined}
            labels={texts.actions(row)}
          />
        )}
      />
      {remove?.dialog}
    </>
  );
}
