import type { RouteObject } from 'react-router-dom';
import { ScreenLoading, screenRoute } from '../sdui/screen-route';
import type { ScreenLoader } from '../sdui/screen-loader';
import type { ScreenDescriptor } from '../sdui/screen-renderer';
import { isAuthPath } from '../lib/session';
import { RouteError } from './route-error';

export interface RouteDescriptors {
  /** What the signed-in user may open (`viewer.routes`); empty without a session. */
  viewerRoutes: readonly ScreenDescriptor[];
  /** What anyone may open without a session (`publicRoutes`). */
  publicRoutes: readonly ScreenDescriptor[];
  /** Loads each screen's definition and data with its route; without it, descriptors carry their definitions (tests). */
  loader?: ScreenLoader;
  /** Resolves once Apollo Client has loaded: pages that query it themselves wait for it (home and the login do not). */
  clientReady?: Promise<unknown>;
}

/** The signed-in frame with home (`./signed-in`, a chunk of its own: the login does not need it). */
const loadSignedIn = () => import('./signed-in');
/** The login's pages (`./auth-pages`). */
const loadAuthPages = () => import('./auth-pages');

/**
 * Starts loading the code of the page opened, beside the boot request (the router asks for
 * it only after the boot answered): the login's pages under `/auth`, else the signed-in frame
 * with home. Either is in the page's first load (issue 20, B8; web/scripts/bundle-size.mjs).
 */
export function preloadFirstRoute(pathname: string): void {
  const load = isAuthPath(pathname) ? loadAuthPages : loadSignedIn;
  void load().catch(() => undefined);
}

/**
 * The router's table, built from the server's descriptors: the login and the public
 * screens without a session, home and the user's screens behind the session guard
 * (every route's code loaded on demand), and a last route that tells 403 from 404. No rule lives here.
 */
export function buildRoutes({ viewerRoutes, publicRoutes, loader, clientReady }: RouteDescriptors): RouteObject[] {
  const publicIds = new Set(publicRoutes.map((screen) => screen.id));
  return [
    {
      path: '/auth/*',
      errorElement: <RouteError />,
      HydrateFallback: ScreenLoading,
      lazy: async () => ({ Component: (await loadAuthPages()).AuthPages }),
    },
    ...publicRoutes.map((screen) => ({ ...screenRoute(screen, [screen], loader), errorElement: <RouteError /> })),
    {
      id: 'signed-in',
      errorElement: <RouteError />,
      HydrateFallback: ScreenLoading,
      lazy: async () => ({ Component: (await loadSignedIn()).SignedInLayout }),
      children: [
        { index: true, HydrateFallback: ScreenLoading, lazy: async () => ({ Component: (await loadSignedIn()).HomeRoute }) },
        ...viewerRoutes.filter((screen) => !screen.public && !publicIds.has(screen.id)).map((screen) => screenRoute(screen, viewerRoutes, loader)),
      ],
    },
    {
      path: '*',
      errorElement: <RouteError />,
      HydrateFallback: ScreenLoading,
      lazy: async () => ({ Component: (await Promise.all([import('./unmatched-route'), clientReady]))[0].default }),
    },
  ];
}
