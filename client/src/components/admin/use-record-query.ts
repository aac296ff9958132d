import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { parseId } from '../../lib/parse-id';

/** The variables of a one-record query: the path's id, and any others (e.g. a page of its related news). */
export type RecordVariables<More extends object> = { id: number } & More;

/**
 * The query of a screen about one record: the `:id` of the path, 0 when it is not a record id.
 * While another page of its related records loads (`more` changed), the record shown stays.
 */
export function useRecordQuery<Data, Row extends { id: number }, More extends object = Record<never, never>>(
  document: TypedDocumentNode<Data, RecordVariables<More>>,
  select: (data: Data) => Row | null | undefined,
  more?: More,
) {
  const id = parseId(useParams().id) ?? 0;
  const variables = { id, ...more } as RecordVariables<More>;
  const { data, previousData, loading, error } = useQuery<Data, RecordVariables<More>>(document, { variables, fetchPolicy: 'cache-and-network', skip: !id });
  // previousData is typed as a partial answer; it is the whole answer of the previous variables.
  const previous = previousData ? select(previousData as Data) : undefined;
  const record = data ? select(data) : loading && previous?.id === id ? previous : undefined;
  return { id, record, error, loading };
}
