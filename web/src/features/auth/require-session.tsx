import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { doesSessionExist, loginPath, onSessionLost, redirectToLogin } from '../../lib/session';
import { useTranslation } from '../../lib/i18n';

type State = 'checking' | 'signedIn' | 'signedOut' | 'lost';

/**
 * Route guard (SPEC.md §2): renders its children only with a session. Without one the user
 * goes to the login and, after signing in, comes back to the page asked for. When the session
 * ends later (refresh failed, deactivated) the page content disappears at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    let active = true;
    // The page behind the guard renders in a transition: React renders it in slices and
    // yields between them, instead of one task of 50-100 ms for the shell and the screen
    // (issue 20, B10: the longest task of the ticket list's load).
    doesSessionExist().then(
      (exists) => active && startTransition(() => setState(exists ? 'signedIn' : 'signedOut')),
      () => active && setState('signedOut'),
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
