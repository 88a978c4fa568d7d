import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { doesSessionExist, loginPath, onSessionLost, redirectToLogin } from '../../lib/session';
import { useTranslation } from '../../lib/i18n';
import { pageVouchesForSession, sessionChecked } from '../../lib/initial-state';

type State = 'checking' | 'signedIn' | 'signedOut' | 'lost';

/**
 * Where a guard starts. A page whose HTML carried a viewer (lib/initial-state.ts) had its
 * session verified by the server for this very response: it is drawn at once, while the
 * session library loads and checks beside it (issue 20, B10: the page's first paint waited for
 * the library's chunk and its check). Should the check find no session, the page goes to the
 * login as before. Every guard after the first check waits for its own.
 */
function initialState(): State {
  return pageVouchesForSession() ? 'signedIn' : 'checking';
}

/**
 * Route guard (SPEC.md §2): renders its children only with a session. Without one the user
 * goes to the login and, after signing in, comes back to the page asked for. When the session
 * ends later (refresh failed, deactivated) the page content disappears at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [state, setState] = useState<State>(initialState);

  useEffect(() => {
    let active = true;
    // The page behind the guard renders in a transition: React renders it in slices and
    // yields between them, instead of one task of 50-100 ms for the shell and the screen
    // (issue 20, B10: the longest task of the ticket list's load).
    doesSessionExist().then(
      (exists) => {
        sessionChecked();
        if (active) startTransition(() => setState(exists ? 'signedIn' : 'signedOut'));
      },
      () => {
        sessionChecked();
        if (active) setState('signedOut');
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onSessionLost((reason) => {
        setState('lost');
        // A deactivation is signed out and redirected by lib/session itself.
        if (reason === 'expired') redirectToLogin('expired');
      }),
    [],
  );

  if (state === 'signedOut') return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  if (state === 'signedIn') return <>{children}</>;
  return (
    <Center minH="50vh">
      <Spinner size="lg" color="brand.600" role="status" aria-label={t('app.checkingSession')} />
    </Center>
  );
}
