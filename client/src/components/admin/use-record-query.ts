import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { parseId } from '../../lib/parse-id';

/** The query of a screen about one record: the `:id` of the path, 0 when it is not a record id. */
export function useRecordQuery<Data, Row>(document: TypedDocumentNode<Data, { id: number }>, select: (data: Data) => Row | null | undefined) {
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery<Data, { id: number }>(document, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  return { id, record: data ? select(data) : undefined, error };
}
