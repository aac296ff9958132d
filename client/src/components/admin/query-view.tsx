import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '../query-error-alert';

/** A body that needs a further query first (e.g. a form's choices): progress, the error, then `children(data)`. */
export function QueryView<Data>({ query, children }: { query: TypedDocumentNode<Data, Record<string, never>>; children: (data: Data) => ReactNode }) {
  const { t } = useLingui();
  const { data, error } = useQuery<Data, Record<string, never>>(query, { fetchPolicy: 'cache-and-network' });
  if (data) return <>{children(data)}</>;
  if (error) return <QueryErrorAlert error={error} />;
  return <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />;
}
