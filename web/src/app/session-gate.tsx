import { useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { RequireSession } from '../features/auth/require-session';
import { logout } from '../lib/session';
import { useBoot } from './boot';
import { useTranslation } from '../lib/i18n';

type ViewerState = 'idle' | 'loading' | 'missing';

/**
 * The viewer for a browser that has a session but no viewer yet (it signed in on this
 * page): loaded once more. When the server still knows no user, the user can sign in
 * again rather than be bounced between login and portal.
 */
function ViewerRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { viewer, refresh } = useBoot();
  const [state, setState] = useState<ViewerState>('idle');

  useEffect(() => {
    if (viewer !== null || state !== 'idle') return;
    setState('loading');
    refresh().then(
      (loaded) => {
        if (loaded === null) setState('missing');
      },
      () => setState('missing'),
    );
  }, [viewer, state, refresh]);

  if (viewer !== null) return <>{children}</>;
  if (state === 'missing') {
    return (
      <Center minH="50vh">
        <Stack gap="4" align="center" textAlign="center" maxW="md">
          <Text>{t('app.viewerMissing')}</Text>
          <Button colorPalette="brand" onClick={() => void logout()}>
            {t('app.signInAgain')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center minH="50vh">
      <Spinner size="lg" color="brand.600" aria-label={t('app.loading')} />
    </Center>
  );
}

/** Route guard of every page that needs a session (SPEC.md §2): session first, then the viewer. */
export function SessionGate({ children }: { children: ReactNode }) {
  return (
    <RequireSession>
      <ViewerRequired>{children}</ViewerRequired>
    </RequireSession>
  );
}
