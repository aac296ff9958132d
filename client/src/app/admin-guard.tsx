import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { MeDocument } from '../gql/graphql';
import { pathFor } from '../lib/i18n/paths';
import { useSession, useSessionUser } from '../lib/session/session';

/**
 * Admin access needs a signed-in user with an email (spec §2). On load it tries the
 * refresh cookie once; without a user it sends the visitor to sign in with
 * `status=requested` and `redirectTo` set to the address asked for.
 */
export function AdminGuard() {
  const session = useSession();
  const user = useSessionUser();
  const client = useApolloClient();
  const { i18n } = useLingui();
  const location = useLocation();
  const [denied, setDenied] = useState(false);
  const attempted = useRef(false);

  useEffect(() => {
    // Once a user was here, losing it (sign-out, expired session) is handled by whoever
    // cleared it; the guard checks the refresh cookie only for a fresh page load.
    if (user) attempted.current = true;
    if (user || attempted.current) return;
    attempted.current = true;
    // No cancellation: the check runs once per page load (also under StrictMode's double effects).
    void (async () => {
      try {
        if (!session.getAccessToken()) await session.refresh();
        const result = await client.query({ query: MeDocument, fetchPolicy: 'network-only', context: { skipAuthRefresh: true } });
        if (!result.data?.me.email) throw new Error('Not staff');
        session.setUser(result.data.me);
      } catch {
        session.clear();
        setDenied(true);
      }
    })();
  }, [user, session, client]);

  if (user?.email) return <Outlet />;
  if (denied) {
    const lang = i18n.locale === 'en' ? 'en' : 'tr';
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${pathFor(lang, 'signIn')}?status=requested&redirectTo=${redirectTo}`} replace />;
  }
  return <FullScreenSpinner />;
}
