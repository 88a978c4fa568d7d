import { ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ScreenLoading, screenRoute } from '../sdui/screen-route';
import type { ScreenLoader } from '../sdui/screen-loader';
import type { ScreenDescriptor } from '../sdui/screen-renderer';
import { HomePage } from '../pages/home';
import { RouteError } from './route-error';
import { SessionGate } from './session-gate';
import { Shell } from './shell';
import { useSignedInViewer } from './boot';

export interface RouteDescriptors {
  /** What the signed-in user may open (`viewer.routes`); empty without a session. */
  viewerRoutes: readonly ScreenDescriptor[];
  /** What anyone may open without a session (`publicRoutes`). */
  publicRoutes: readonly ScreenDescriptor[];
  /** Loads each screen's definition and data with its route; without it, descriptors carry their definitions (tests). */
  loader?: ScreenLoader;
}

function SignedInLayout() {
  return (
    <SessionGate>
      <Shell />
      {/* Back to a list puts it where the user left it (issue 17): its filters are in the address, its scroll position here. */}
      <ScrollRestoration />
    </SessionGate>
  );
}

function HomeRoute() {
  return <HomePage viewer={useSignedInViewer()} />;
}

/**
 * The router's table, built from the server's descriptors: the login and the public
 * screens without a session, home (the one eager route) and the user's screens behind
 * the session guard, and a last route that tells 403 from 404. No rule lives here.
 */
export function buildRoutes({ viewerRoutes, publicRoutes, loader }: RouteDescriptors): RouteObject[] {
  const publicIds = new Set(publicRoutes.map((screen) => screen.id));
  return [
    {
      path: '/auth/*',
      errorElement: <RouteError />,
      HydrateFallback: ScreenLoading,
      lazy: async () => ({ Component: (await import('../features/auth/auth-routes')).AuthRoutes }),
    },
    ...publicRoutes.map((screen) => ({ ...screenRoute(screen, [screen], loader), errorElement: <RouteError /> })),
    {
      id: 'signed-in',
      element: <SignedInLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomeRoute /> },
        ...viewerRoutes.filter((screen) => !screen.public && !publicIds.has(screen.id)).map((screen) => screenRoute(screen, viewerRoutes, loader)),
      ],
    },
    {
      path: '*',
      errorElement: <RouteError />,
      HydrateFallback: ScreenLoading,
      lazy: async () => ({ Component: (await import('./unmatched-route')).default }),
    },
  ];
}
