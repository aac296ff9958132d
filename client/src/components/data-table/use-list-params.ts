import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Admin list state lives in the URL (spec §2): `page` (1-based, default 1) and
 * `query` (default ''). Defaults are left out of the URL.
 */
export function useListParams(pageParam = 'page') {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get(pageParam) ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const query = params.get('query') ?? '';

  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete(pageParam);
        else copy.set(pageParam, String(next));
        return copy;
      }),
    [setParams, pageParam],
  );

  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next) copy.set('query', next);
          else copy.delete('query');
          copy.delete(pageParam);
          return copy;
        },
        { replace: true },
      ),
    [setParams, pageParam],
  );

  return { page, query, setPage, setQuery };
}
