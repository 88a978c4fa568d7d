import { Container, Flex, Spinner } from '@chakra-ui/react';
import { Suspense, useCallback, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AUTH_BASE_PATH, logout } from '../lib/session';
import { useErrorStore } from '../components/error-store';
import { AppHeader } from './header/app-header';
import { useSignedInViewer } from './boot';
import { useFollowRules } from './rules-version';
import { useTranslation } from '../lib/i18n';

/** Header and content frame around every signed-in page; `children` replace the outlet (403/404). */
export function Shell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const viewer = useSignedInViewer();
  const errors = useErrorStore();
  useFollowRules();
  // The address of the page shown, once the router has loaded it (until then it shows the page
  // before): browser tests that navigate inside the app wait for it (web/e2e/browser.ts).
  const location = useLocation();
  // Stable, so that the (memoized) header does not render again with each page change (issue 20, B11).
  // A failed sign-out is reported as every error is (components/portal-error, with Apollo's error classes: not in the first load).
  const onLogout = useCallback(
    () =>
      void logout().catch(async (error: unknown) => {
        const { toPortalErrors } = await import('../components/portal-error');
        errors.report(...toPortalErrors(error));
      }),
    [errors],
  );
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppHeader viewer={viewer} logoutHref={AUTH_BASE_PATH} onLogout={onLogout} />
      <Container as="main" id="main" maxW="7xl" py="6" flex="1" data-location={`${location.pathname}${location.search}`}>
        <Suspense fallback={<Spinner aria-label={t('app.loading')} />}>{children ?? <Outlet />}</Suspense>
      </Container>
    </Flex>
  );
}
