import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { ScreenRoute_RouteFragment } from '../gql/graphql';
import { buildRoutes } from './routes';

const screen = (id: string, route: string, kind = 'list', isPublic = false): ScreenRoute_RouteFragment => ({
  id,
  route,
  kind,
  title: id,
  public: isPublic,
});

// The route table of SPEC.md §2 as the server describes it (ids and kinds as in screens/).
const PUBLIC = [
  screen('location-order-sign', '/locations-order/:cid/form-sign/:source_id', 'custom', true),
  screen('location-order-sign-download', '/locations-order/:cid/form-sign/:source_id/download', 'custom', true),
];
const ALL_SCREENS = [
  screen('locations', '/locations'),
  screen('location-details', '/locations/:cid', 'detail'),
  screen('location-order', '/locations-order/:cid', 'detail'),
  screen('location-order-form', '/locations-order/:cid/form', 'form'),
  ...PUBLIC,
  screen('ont-swap', '/location-search', 'custom'),
  screen('cids', '/cids'),
  screen('cid-search', '/cids-search'),
  screen('cid-status', '/cids-all', 'dashboard'),
  screen('cid-details', '/cids/:cid', 'detail'),
  screen('cid-contract', '/cids/:cid/contract', 'detail'),
  screen('cid-building', '/cids/:cid/building', 'detail'),
  screen('pan-bau', '/pans'),
  screen('ha-bau', '/pans-branch'),
  screen('pan-cids', '/pans/:aan_pan/cids'),
  screen('pan-branch-cids', '/pans-branch/:aan_pan/cids'),
  screen('tickets', '/tickets'),
  screen('ticket-details', '/tickets/:ticketnumber', 'detail'),
  screen('users', '/users'),
  screen('settings', '/settings', 'form'),
  screen('releases', '/releases'),
  screen('releases-sca', '/releases-sca'),
  screen('reporting', '/reporting', 'dashboard'),
  screen('outages', '/outages'),
];

function flatten(list: RouteObject[], guarded = false): Array<{ path: string; route: RouteObject; guarded: boolean }> {
  return list.flatMap((route) => {
    const inside = guarded || route.id === 'signed-in';
    const self = route.children ? [] : [{ path: route.index ? '/' : (route.path ?? ''), route, guarded: inside }];
    return [...self, ...flatten(route.children ?? [], inside)];
  });
}

describe('buildRoutes', () => {
  const all = flatten(buildRoutes({ viewerRoutes: ALL_SCREENS, publicRoutes: PUBLIC }));

  it('loads every route on demand, home and the signed-in frame included (the login does not load them)', () => {
    const eager = all.filter(({ route }) => !route.lazy).map(({ path }) => path);
    expect(eager).toEqual([]);
    expect(buildRoutes({ viewerRoutes: ALL_SCREENS, publicRoutes: PUBLIC }).find((route) => route.id === 'signed-in')?.lazy).toBeDefined();
  });

  it.each(ALL_SCREENS.map((s) => s.route).concat('/auth/*'))('has the route %s of the specification', (path) => {
    expect(all.map((entry) => entry.path)).toContain(path);
  });

  it('mounts the login and the two signing routes without the session guard, everything else behind it', () => {
    const open = all.filter((entry) => !entry.guarded).map((entry) => entry.path);
    expect(open).toEqual(['/auth/*', ...PUBLIC.map((s) => s.route), '*']);
    expect(all.filter((entry) => entry.guarded).map((entry) => entry.path)).toEqual(['/', ...ALL_SCREENS.filter((s) => !s.public).map((s) => s.route)]);
  });

  it('has only the login, the public screens, home and the 403/404 route without a session', () => {
    const paths = flatten(buildRoutes({ viewerRoutes: [], publicRoutes: PUBLIC })).map((entry) => entry.path);
    expect(paths).toEqual(['/auth/*', ...PUBLIC.map((s) => s.route), '/', '*']);
  });

  it('builds exactly the routes it is given: a route the user may not open is absent', () => {
    const paths = flatten(buildRoutes({ viewerRoutes: [screen('tickets', '/tickets')], publicRoutes: PUBLIC })).map((entry) => entry.path);
    expect(paths).toContain('/tickets');
    expect(paths).not.toContain('/users');
  });
});
