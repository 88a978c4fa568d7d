import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { BootProvider, type Boot } from './boot';
import { useBootSource } from './boot-source';
import { usePortalClient } from '../lib/apollo-context';
import { createScreenLoader, ScreenPrefetchProvider } from '../sdui/screen-loader';
import type { ScreenDescriptor } from '../sdui/screen-renderer';
import { buildRoutes } from './routes';
import { deferredHistoryWindow } from './deferred-history';
import { useTranslation } from '../lib/i18n';
import { whenIdle } from '../lib/idle';
import { firstContentfulPaint } from '../lib/first-paint';

type RouterFactory = typeof createBrowserRouter;

/** Writes the address the router holds back (deferred-history.ts) once the new page is painted. */
const HistoryFlushContext = createContext<() => void>(() => undefined);

/**
 * Placed in a layout that renders with every change of the location: the address of a
 * navigation is written after its page has been committed and painted, not before its render.
 */
export function HistoryCommit() {
  const { key } = useLocation();
  const flushAfterPaint = useContext(HistoryFlushContext);
  useLayoutEffect(() => flushAfterPaint(), [key, flushAfterPaint]);
  return null;
}

const NO_FLUSH = () => undefined;

/**
 * The key of the route table: the descriptors as JSON with every object's fields in name order.
 * The boot's own fetch and Apollo's cache give the same routes with their fields in another
 * order (the cache puts `__typename` first); keyed by the plain JSON, the handover to the client
 * built a new router, which mounted the open page again and lost what the user had typed into
 * the login form.
 */
export function routeTableKey(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/**
 * Loads the descriptors, then builds the router from them. The router is built again
 * only when the routes change (a sign-in on this page, new rules after a reload);
 * other changes of the viewer reach the pages through the boot context.
 */
export function PortalRouter({ createRouter = createBrowserRouter }: { createRouter?: RouterFactory }) {
  const { t } = useTranslation();
  // While the boot is asked again (its cache entry changed), the last answer keeps the router:
  // a new router would start at the current address and drop a navigation under way.
  // The boot comes without Apollo Client (app/boot-source.ts): login and home paint before it has loaded.
  const source = useBootSource();
  const { data, error } = useSyncExternalStore(source.subscribe, source.get);
  const refetch = source.refetch;
  const viewer = data?.viewer ?? null;
  const publicRoutes = data?.publicRoutes;
  const client = usePortalClient();
  // The router's window, whose history writes a navigation's address after its page is drawn.
  const [history] = useState(() => (typeof window === 'undefined' ? null : deferredHistoryWindow(window)));
  // The loader reads the current rules version and screens, so a router built earlier
  // (equal routes) asks for the definitions of the rules the viewer now has.
  const current = useRef<{ version?: string; screens: readonly ScreenDescriptor[] }>({ screens: [] });
  current.current = { version: viewer?.rulesVersion, screens: [...(viewer?.routes ?? []), ...(publicRoutes ?? [])] };
  // Screens other than home wait for the client (their loaders and components use it).
  const loader = useMemo(
    () => createScreenLoader({ client: source.client, rulesVersion: () => current.current.version, screens: () => current.current.screens }),
    [source],
  );

  const routesKey = data === undefined ? null : routeTableKey([viewer !== null, viewer?.routes ?? [], publicRoutes ?? []]);
  const router = useMemo(
    () =>
      data === undefined
        ? null
        : createRouter(
            buildRoutes({ viewerRoutes: viewer?.routes ?? [], publicRoutes: publicRoutes ?? [], loader, clientReady: source.client }),
            history === null ? {} : { window: history.window },
          ),
    // The key holds everything the table depends on; a new object with equal routes keeps the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- routesKey stands for data, viewer and publicRoutes
    [routesKey],
  );
  useEffect(() => () => router?.dispose(), [router]);
  // After the first page's own loader (its data request leaves first) and its first paint: the
  // definitions of the screens a click can open (no placeholders in the route), in one
  // request, so that a click asks only for the screen's data; a click while the batch runs
  // waits for it (screen-loader.tsx). Waiting for idle was too late for a click right after
  // home showed (issue 20, B11: the first click sent its own `ScreenDefinition`, the batch
  // followed 350 ms later). Sent before the paint, its answer was work on the way to it (B10).
  // The data module, the renderers' chunks and the date and number formatters (lib/intl.ts)
  // while idle: loading the chunks as soon as the first page was painted made the first clicks
  // slower (their evaluation ran into the clicks: B11's first lap for PMO 245/266/219/177 ms
  // against 238/172/128/161 ms, load 2-3).
  const version = viewer?.rulesVersion;
  useEffect(() => {
    if (router === null || version === undefined) return;
    const screens = current.current.screens.filter((screen) => !screen.route.includes(':'));
    let stopped = false;
    let stop: (() => void) | undefined;
    const prefetch = () => {
      void loader.prefetchDefinitions(screens.map((screen) => screen.id)).catch(() => undefined);
      stop = whenIdle(() => {
        loader.prefetchRenderers(screens.map((screen) => screen.kind));
        void import('../lib/intl').then(({ warmFormatters }) => warmFormatters()).catch(() => undefined);
      }, 2000);
    };
    // After the first page's own loader (its data request leaves first) and its first paint.
    const afterPaint = () =>
      void firstContentfulPaint().then(() => {
        if (!stopped) prefetch();
      });
    const unsubscribe = router.state.initialized
      ? undefined
      : router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe?.();
          afterPaint();
        });
    if (router.state.initialized) afterPaint();
    return () => {
      stopped = true;
      unsubscribe?.();
      stop?.();
    };
  }, [router, version, loader]);
  // A reset of the cache (a language switch) drops the definitions: the open screen loads its own again.
  useEffect(() => (router === null || client === null ? undefined : client.onResetStore(async () => void router.revalidate())), [router, client]);

  const refresh = useCallback(async () => (await refetch())?.viewer ?? null, [refetch]);
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
      <ScreenPrefetchProvider loader={loader}>
        <HistoryFlushContext.Provider value={history?.flushAfterPaint ?? NO_FLUSH}>
          <RouterProvider router={router} />
        </HistoryFlushContext.Provider>
      </ScreenPrefetchProvider>
    </BootProvider>
  );
}
