import { useContext, useEffect } from 'react';
import { SessionContext } from './session/session';
import { reportView, viewAttributes, type ViewKind } from './view-beacon';

/**
 * Counts one view of a public detail page after it is shown (lib/view-beacon.ts) and returns the
 * attributes to put on the element showing the record: the page the reader lands on is counted by
 * the boot script from them, before the app starts; the app counts the pages opened after it.
 */
export function useCountView(kind: ViewKind, id: number | undefined): Record<string, string> {
  const session = useContext(SessionContext);
  useEffect(() => {
    if (id !== undefined) void reportView(kind, id, session?.getAccessToken());
  }, [kind, id, session]);
  return viewAttributes(kind, id);
}
