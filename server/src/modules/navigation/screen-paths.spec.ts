/** Matching concrete URL paths against the route patterns of SPEC.md section 2. */
import { describe, expect, it } from 'vitest';
import { matchScreenPath, screenForPath } from './navigation.service';
import { loadShipped } from '../../../test/support/navigation';

const ruleSet = loadShipped();

// Every route of SPEC.md section 2 except home and /auth/*, with concrete values.
const SPEC_PATHS: Array<{ path: string; screen: string; params?: Record<string, string> }> = [
  { path: '/locations', screen: 'locations' },
  { path: '/locations?tab=order', screen: 'locations' },
  { path: '/locations/CID-100001', screen: 'location-details', params: { cid: 'CID-100001' } },
  { path: '/locations-order/CID-100001', screen: 'location-order', params: { cid: 'CID-100001' } },
  { path: '/locations-order/CID-100001/form', screen: 'location-order-form', params: { cid: 'CID-100001' } },
  {
    path: '/locations-order/CID-100001/form-sign/SRC-7',
    screen: 'location-order-sign',
    params: { cid: 'CID-100001', source_id: 'SRC-7' },
  },
  {
    path: '/locations-order/CID-100001/form-sign/SRC-7/download',
    screen: 'location-order-sign-download',
    params: { cid: 'CID-100001', source_id: 'SRC-7' },
  },
  { path: '/location-search', screen: 'ont-swap' },
  { path: '/cids', screen: 'cids' },
  { path: '/cids-search', screen: 'cid-search' },
  { path: '/cids-all', screen: 'cid-status' },
  { path: '/cids/CID-100001', screen: 'cid-details', params: { cid: 'CID-100001' } },
  { path: '/cids/CID-100001/contract', screen: 'cid-contract', params: { cid: 'CID-100001' } },
  { path: '/cids/CID-100001/building', screen: 'cid-building', params: { cid: 'CID-100001' } },
  { path: '/pans', screen: 'pan-bau' },
  { path: '/pans-branch', screen: 'ha-bau' },
  { path: '/pans/AAN-12_PAN-3/cids', screen: 'pan-cids', params: { aan_pan: 'AAN-12_PAN-3' } },
  { path: '/pans-branch/AAN-12_PAN-3/cids', screen: 'pan-branch-cids', params: { aan_pan: 'AAN-12_PAN-3' } },
  { path: '/tickets', screen: 'tickets' },
  { path: '/tickets/CAS-01234-X1Y2Z3', screen: 'ticket-details', params: { ticketnumber: 'CAS-01234-X1Y2Z3' } },
  { path: '/users', screen: 'users' },
  { path: '/settings', screen: 'settings' },
  { path: '/releases', screen: 'releases' },
  { path: '/releases-sca', screen: 'releases-sca' },
  { path: '/reporting', screen: 'reporting' },
  { path: '/outages', screen: 'outages' },
];

// Screens beyond SPEC.md section 2: the audit log of issue 8 and the rule workbench of issue 9.
const EXTRA_PATHS: Array<{ path: string; screen: string; params?: Record<string, string> }> = [
  { path: '/audit', screen: 'audit' },
  { path: '/workbench', screen: 'workbench' },
];

describe('screenForPath', () => {
  it.each([...SPEC_PATHS, ...EXTRA_PATHS])('finds screen $screen for $path', ({ path, screen, params }) => {
    expect(screenForPath(ruleSet, path)?.id).toBe(screen);
    expect(matchScreenPath(ruleSet, path)?.params).toEqual(params ?? {});
  });

  it('has a screen for every route of SPEC.md section 2 the audit log and the workbench, and no other', () => {
    const matched = new Set([...SPEC_PATHS, ...EXTRA_PATHS].map(({ path }) => screenForPath(ruleSet, path)?.id));
    expect([...matched].sort()).toEqual(ruleSet.screens.map((screen) => screen.id).sort());
  });

  it('decodes parameters and ignores the query string and the fragment', () => {
    expect(matchScreenPath(ruleSet, '/pans/AAN%2012%2F3/cids?sort=cid#top')?.params).toEqual({ aan_pan: 'AAN 12/3' });
    expect(screenForPath(ruleSet, '/tickets/4711#notes')?.id).toBe('ticket-details');
  });

  it('accepts one trailing slash', () => {
    expect(screenForPath(ruleSet, '/tickets/')?.id).toBe('tickets');
    expect(screenForPath(ruleSet, '/cids/CID-1/contract/')?.id).toBe('cid-contract');
  });

  it.each([
    { path: '/', why: 'home is not a screen' },
    { path: '', why: 'an empty path' },
    { path: 'tickets', why: 'a relative path' },
    { path: '/auth/login', why: 'an auth route' },
    { path: '/unknown', why: 'an unknown route' },
    { path: '/TICKETS', why: 'routes are case-sensitive' },
    { path: '//tickets', why: 'an empty segment' },
    { path: '/tickets//', why: 'an empty segment at the end' },
    { path: '/tickets/4711/notes', why: 'an extra segment' },
    { path: '/cids/CID-1/unknown', why: 'an unknown sub-page' },
    { path: '/tickets/%E0%A4%A', why: 'a malformed escape' },
    { path: '/pans/AAN-1', why: 'a PAN without /cids' },
  ])('finds no screen for $path ($why)', ({ path }) => {
    expect(screenForPath(ruleSet, path)).toBeNull();
  });

  it('matches every defined route pattern with a path built from it', () => {
    for (const screen of ruleSet.screens) {
      const path = screen.route.replace(/:([a-z_]+)/g, (_match, name: string) => `value-of-${name}`);
      expect(screenForPath(ruleSet, path)?.id, screen.route).toBe(screen.id);
    }
  });
});
