import type { RouteObject } from 'react-router-dom';
import { Shell } from './shell';
import { HomePage } from '../pages/home';
import { RouteError } from './route-error';

/** Client routes of SPEC.md §2 with the translation key of their title. Home is eager, all others lazy. */
const lazyRoutes: Array<[path: string, titleKey: string]> = [
  ['locations', 'routes.locations'],
  ['locations/:cid', 'routes.locationDetails'],
  ['locations-order/:cid', 'routes.order'],
  ['locations-order/:cid/form', 'routes.orderForm'],
  ['location-search', 'routes.locationSearch'],
  ['cids', 'routes.cids'],
  ['cids-search', 'routes.cidSearch'],
  ['cids-all', 'routes.cidsAll'],
  ['cids/:cid', 'routes.cidDetails'],
  ['cids/:cid/contract', 'routes.cidContract'],
  ['cids/:cid/building', 'routes.cidBuilding'],
  ['pans', 'routes.pans'],
  ['pans-branch', 'routes.pansBranch'],
  ['pans/:aan_pan/cids', 'routes.panCids'],
  ['pans-branch/:aan_pan/cids', 'routes.panCids'],
  ['tickets', 'routes.tickets'],
  ['tickets/:ticketnumber', 'routes.ticketDetails'],
  ['users', 'routes.users'],
  ['settings', 'routes.settings'],
  ['releases', 'routes.releases'],
  ['releases-sca', 'routes.releases'],
  ['reporting', 'routes.reporting'],
  ['outages', 'routes.outages'],
];

const placeholder = (titleKey: string): RouteObject['lazy'] =>
  async () => {
    const { default: Page } = await import('../pages/placeholder');
    return { Component: () => <Page titleKey={titleKey} /> };
  };

export const routes: RouteObject[] = [
  {
    // Open routes: the end customer signs without a session (SPEC.md §2).
    path: '/locations-order/:cid/form-sign/:sourceId',
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: placeholder('routes.orderSign') },
      { path: 'download', lazy: placeholder('routes.orderDownload') },
    ],
  },
  { path: '/auth/*', errorElement: <RouteError />, lazy: placeholder('routes.auth') },
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      ...lazyRoutes.map(([path, titleKey]) => ({ path, lazy: placeholder(titleKey) })),
      { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found')).default }) },
    ],
  },
];
