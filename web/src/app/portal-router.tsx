import { useCallback, useEffect, useMemo } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BootProvider, PortalBootQuery, type Boot } from './boot';
import { buildRoutes } from './routes';

type RouterFactory = typeof createBrowserRouter;

/**
 * Loads the descriptors, then builds the router from them. The router is built again
 * only when the routes change (a sign-in on this page, new rules after a reload);
 * other changes of the viewer reach the pages through the boot context.
 */
export function PortalRouter({ createRouter = createBrowserRouter }: { createRouter?: RouterFactory }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(PortalBootQuery);
  const viewer = data?.viewer ?? null;
  const publicRoutes = data?.publicRoutes;

  const routesKey = data === undefined ? null : JSON.stringify([viewer !== null, viewer?.routes ?? [], publicRoutes ?? []]);
  const router = useMemo(
    () => (data === undefined ? null : createRouter(buildRoutes({ viewerRoutes: viewer?.routes ?? [], publicRoutes: publicRoutes ?? [] }))),
    // The key holds everything the table depends on; a new object with equal routes keeps the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- routesKey stands for data, viewer and publicRoutes
    [routesKey],
  );
  useEffect(() => () => router?.dispose(), [router]);

  const refresh = useCallback(async () => (await refetch()).data?.viewer ?? null, [refetch]);
  const boot = useMemo<Boot>(() => ({ viewer, refresh }), [viewer, refresh]);

  if (router === null) {
    if (error) {
      return (
        <Center minH="100vh">
          <Stack gap="4" align="center" textAlign="center">
            <Text>{t('app.bootFailed')}</Text>
            <Button colorPalette="brand" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Center>
      );
    }
    return (
      <Center minH="100vh">
        <Spinner size="xl" color="brand.600" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <BootProvider value={boot}>
      <RouterProvider router={router} />
    </BootProvider>
  );
}
