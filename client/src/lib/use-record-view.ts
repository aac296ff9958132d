import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { RecordViewDocument } from '../gql/graphql';

export type ViewKind = 'news' | 'column' | 'archive';

/**
 * Counts one view of a public detail page from the reader's browser, after the page is shown — not
 * while rendering, so a page served from a cache still counts. The server leaves out staff and a
 * reader's repeated views within an hour; a failure changes nothing for the reader.
 */
export function useRecordView(kind: ViewKind, id: number | undefined): void {
  const [record] = useMutation(RecordViewDocument);
  useEffect(() => {
    if (id === undefined) return;
    record({ variables: { kind, id } }).catch(() => undefined);
  }, [kind, id, record]);
}
