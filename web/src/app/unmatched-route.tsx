import { useEffect, useState } from 'react';
import { Box, Center, Spinner } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import ForbiddenPage from '../pages/forbidden';
import NotFoundPage from '../pages/not-found';
import { useBoot } from './boot';
import { SessionGate } from './session-gate';
import { Shell } from './shell';
import { useTranslation } from '../lib/i18n';

export const RouteAccessQuery = graphql(`
  query RouteAccess($path: String!) {
    routeAccess(path: $path) {
      path
      status
      title
    }
  }
`);

type Refresh = 'idle' | 'running' | 'done';

/**
 * A path the router does not have for this user. The server, which knows every screen,
 * says what it is: a screen this user may not open ('kein Zugriff'), one that needs a
 * sign-in (the guard sends the user to the login), or nothing (404). When the server
 * says the screen is open, the browser's routes are stale: they are loaded once more.
 */
export default function UnmatchedRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const { viewer, refresh } = useBoot();
  const [refreshState, setRefreshState] = useState<Refresh>('idle');
  const { data, error } = useQuery(RouteAccessQuery, { variables: { path: location.pathname }, fetchPolicy: 'network-only' });
  const status = data?.routeAccess.status;

  useEffect(() => {
    if (status !== 'OPEN' || refreshState !== 'idle') return;
    setRefreshState('running');
    void refresh().finally(() => setRefreshState('done'));
  }, [status, refreshState, refresh]);

  const notFound =
    viewer !== null ? (
      <Shell>
        <NotFoundPage />
      </Shell>
    ) : (
      <Box as="main" id="main" maxW="7xl" mx="auto" p="6">
        <NotFoundPage />
      </Box>
    );

  if (error) return notFound;
  if (status === undefined || (status === 'OPEN' && refreshState !== 'done')) {
    return (
      <Center minH="50vh">
        <Spinner size="lg" color="brand.600" aria-label={t('app.loading')} />
      </Center>
    );
  }
  switch (status) {
    case 'FORBIDDEN':
    case 'SIGN_IN_REQUIRED':
      // Without a session the guard sends the user to the login, and back here after it.
      return (
        <SessionGate>
          <Shell>
            <ForbiddenPage title={data?.routeAccess.title ?? null} />
          </Shell>
        </SessionGate>
      );
    default:
      return notFound;
  }
}
