import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from './routes';

function flatten(list: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : [parent, route.path].filter(Boolean).join('/').replace(/\/+/g, '/');
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

describe('route table', () => {
  const all = flatten(routes).filter(({ route }) => !route.children);

  it('keeps only home in the main bundle: every other route is loaded on demand', () => {
    const eager = all.filter(({ route }) => !route.lazy).map(({ path }) => path);
    expect(eager).toEqual(['/']);
  });

  it.each([
    '/locations', '/locations/:cid', '/locations-order/:cid', '/locations-order/:cid/form',
    '/locations-order/:cid/form-sign/:sourceId', '/locations-order/:cid/form-sign/:sourceId/download',
    '/location-search', '/cids', '/cids-search', '/cids-all', '/cids/:cid', '/cids/:cid/contract', '/cids/:cid/building',
    '/pans', '/pans-branch', '/pans/:aan_pan/cids', '/pans-branch/:aan_pan/cids', '/tickets', '/tickets/:ticketnumber',
    '/users', '/settings', '/releases', '/releases-sca', '/reporting', '/outages', '/auth/*',
  ])('has the route %s of the specification', (path) => {
    expect(all.map((entry) => entry.path)).toContain(path);
  });
});
