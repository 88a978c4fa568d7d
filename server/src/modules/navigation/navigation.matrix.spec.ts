/**
 * The whole matrix of SPEC.md sections 1, 2 and 6: every type (and no type) × every
 * role × with and without accountid. The expectations below are written from the
 * specification's text, not derived from `screens/`, so a wrong rule fails here.
 */
import { describe, expect, it } from 'vitest';
import { computeNavigation } from './navigation.service';
import { loadShipped } from '../../../test/support/navigation';
import type { NavItem } from './navigation.types';
import { ACCOUNT_TYPES, ROLES, type AccountType } from './navigation.vocabulary';

const ruleSet = loadShipped();

// SPEC.md section 6, in its order (the one list of the vocabulary).
const TYPES = ACCOUNT_TYPES;
type Type = AccountType;

// DESIGN.md section 5: labels and routes.
const LABEL: Record<string, string> = {
  dashboard: 'Dashboard',
  'cid-status': 'CID Status',
  locations: 'Standorte',
  'order-connection': 'Glasfaseranschluss bestellen',
  'pan-bau': 'PAN-Bau',
  'ha-bau': 'HA-Bau',
  cids: 'CIDs',
  'cid-search': 'CID',
  'ont-swap': 'CID/ONT-Tausch',
  tickets: 'Tickets',
  users: 'Benutzer',
  settings: 'Einstellungen',
  reporting: 'Reporting',
  outages: 'Ausfallhistorie',
};
const ROUTE: Record<string, string> = {
  dashboard: '/',
  'cid-status': '/cids-all',
  locations: '/locations',
  'order-connection': '/locations?tab=order',
  'pan-bau': '/pans',
  'ha-bau': '/pans-branch',
  cids: '/cids',
  'cid-search': '/cids-search',
  'ont-swap': '/location-search',
  tickets: '/tickets',
  users: '/users',
  settings: '/settings',
  reporting: '/reporting',
  outages: '/outages',
};

// SPEC.md section 2, header menu, read per type for role user, in menu order.
const MENU_FOR_USER: Record<Type, string[]> = {
  isp: ['dashboard', 'locations', 'tickets'],
  baufirma: ['dashboard', 'pan-bau', 'ha-bau', 'ont-swap', 'tickets'],
  intern: ['dashboard', 'cids'],
  pmo: ['dashboard', 'pan-bau', 'ha-bau', 'cid-search', 'tickets'],
  'pm-am': ['dashboard', 'pan-bau', 'ha-bau', 'cid-search', 'tickets'],
  'bau-main': ['dashboard', 'pan-bau', 'ha-bau', 'ont-swap', 'tickets'],
  'customer-care': ['dashboard', 'locations', 'cid-search', 'tickets'],
  sales: ['dashboard', 'locations', 'cid-search', 'tickets'],
  finanz: ['dashboard', 'cid-search', 'tickets'],
  marketing: ['dashboard', 'cid-search', 'tickets'],
  'c-management': ['dashboard', 'cid-status'],
  nwops: ['dashboard', 'cid-search', 'ont-swap', 'tickets'],
  planning: ['dashboard', 'pan-bau', 'ha-bau', 'cid-search', 'tickets'],
  noc: ['dashboard', 'cid-search', 'ont-swap', 'tickets'],
};

// 'Benutzer' and 'Einstellungen' for admin and superadmin, minus the listed exclusions.
const ADMIN_EXTRAS: Record<Type, string[]> = {
  isp: ['users', 'settings'],
  baufirma: ['users'],
  intern: [],
  pmo: ['users'],
  'pm-am': ['users'],
  'bau-main': ['users'],
  'customer-care': ['users'],
  sales: ['users'],
  finanz: [],
  marketing: [],
  'c-management': [],
  nwops: [],
  planning: [],
  noc: [],
};

// SPEC.md section 2, home tiles: the menu's types per tile, 'Glasfaseranschluss
// bestellen' for isp, Reporting for nwops, Ausfallhistorie for all.
const TILES: Record<Type, string[]> = {
  isp: ['locations', 'order-connection', 'tickets', 'outages'],
  baufirma: ['pan-bau', 'ha-bau', 'ont-swap', 'tickets', 'outages'],
  intern: ['cids', 'outages'],
  pmo: ['pan-bau', 'ha-bau', 'cid-search', 'tickets', 'outages'],
  'pm-am': ['pan-bau', 'ha-bau', 'cid-search', 'tickets', 'outages'],
  'bau-main': ['pan-bau', 'ha-bau', 'ont-swap', 'tickets', 'outages'],
  'customer-care': ['locations', 'cid-search', 'tickets', 'outages'],
  sales: ['locations', 'cid-search', 'tickets', 'outages'],
  finanz: ['cid-search', 'tickets', 'outages'],
  marketing: ['cid-search', 'tickets', 'outages'],
  'c-management': ['cid-status', 'outages'],
  nwops: ['cid-search', 'ont-swap', 'tickets', 'reporting', 'outages'],
  planning: ['pan-bau', 'ha-bau', 'cid-search', 'tickets', 'outages'],
  noc: ['cid-search', 'ont-swap', 'tickets', 'outages'],
};

// SPEC.md section 2: releases for isp/none; releases-sca for the listed types.
const SCA_TYPES: readonly Type[] = ['customer-care', 'sales', 'pmo', 'pm-am', 'finanz', 'marketing', 'nwops', 'planning', 'noc'];
const releaseNotesFor = (type: Type): NavItem | null => {
  if (type === 'isp') return { id: 'releases', label: 'Release Notes', route: '/releases' };
  if (SCA_TYPES.includes(type)) return { id: 'releases-sca', label: 'Release Notes', route: '/releases-sca' };
  return null;
};

const labelFor = (id: string, type: Type): string =>
  id === 'locations' && (type === 'sales' || type === 'customer-care') ? 'HA-Bestellung' : (LABEL[id] ?? `missing label ${id}`);
const itemFor =
  (type: Type) =>
  (id: string): NavItem => ({ id, label: labelFor(id, type), route: ROUTE[id] ?? `missing route ${id}` });

interface Row {
  typeName: string;
  type: Type | undefined;
  role: (typeof ROLES)[number];
  accountId: string | null;
  account: string;
}
const rows: Row[] = [...TYPES, undefined].flatMap((type) =>
  ROLES.flatMap((role) =>
    [null, 'ACC-4711'].map((accountId) => ({
      typeName: type ?? '(no type)',
      type,
      role,
      accountId,
      account: accountId === null ? 'without accountid' : 'with accountid',
    })),
  ),
);

describe('navigation for every type, role and accountid (SPEC.md sections 1, 2 and 6)', () => {
  it('covers 14 types plus no type, three roles and both accountid cases', () => {
    expect(rows).toHaveLength(15 * 3 * 2);
  });

  it.each(rows)('gives $typeName as $role $account the specified greeting, header, menu, tiles and release notes', (row) => {
    const type: Type = row.type ?? 'isp';
    const navigation = computeNavigation(ruleSet, { type: row.type, role: row.role, accountId: row.accountId });

    const headerShown = type !== 'isp' || row.accountId !== null;
    const menuIds = headerShown ? [...MENU_FOR_USER[type], ...(row.role === 'user' ? [] : ADMIN_EXTRAS[type])] : [];

    expect(navigation.greeting).toBe(type === 'isp' ? 'Willkommen im ISP-Portal!' : 'Willkommen im CID-Portal!');
    expect(navigation.showHeader).toBe(headerShown);
    expect(navigation.menu).toEqual(menuIds.map(itemFor(type)));
    // Id, label and route as specified; symbol, description and count are the tiles' extras (home.yaml).
    expect(navigation.tiles.map(({ id, label, route }) => ({ id, label, route }))).toEqual(TILES[type].map(itemFor(type)));
    expect(navigation.releaseNotes).toEqual(releaseNotesFor(type));
  });

  it.each([
    { label: 'undefined', type: undefined },
    { label: 'null', type: null },
    { label: 'an empty string', type: '' },
  ])('treats a type of $label exactly like isp', ({ type }) => {
    for (const role of ROLES) {
      for (const accountId of [null, 'ACC-1']) {
        expect(computeNavigation(ruleSet, { type, role, accountId })).toEqual(computeNavigation(ruleSet, { type: 'isp', role, accountId }));
      }
    }
  });

  it('treats a blank accountid as no accountid for the header menu', () => {
    expect(computeNavigation(ruleSet, { type: 'isp', role: 'user', accountId: '  ' }).showHeader).toBe(false);
    expect(computeNavigation(ruleSet, { type: 'isp', role: 'user', accountId: '' }).menu).toEqual([]);
  });

  it('hides HA-Bau from isp users', () => {
    const navigation = computeNavigation(ruleSet, { type: 'isp', role: 'admin', accountId: 'ACC-1' });
    expect(navigation.menu.map((item) => item.id)).not.toContain('ha-bau');
    expect(navigation.tiles.map((item) => item.id)).not.toContain('ha-bau');
  });

  it('labels Standorte as HA-Bestellung for sales in menu, tile and screen title', () => {
    const navigation = computeNavigation(ruleSet, { type: 'sales', role: 'user', accountId: 'ACC-1' });
    expect(navigation.menu.find((item) => item.id === 'locations')?.label).toBe('HA-Bestellung');
    expect(navigation.tiles.find((item) => item.id === 'locations')?.label).toBe('HA-Bestellung');
    expect(navigation.routes.find((route) => route.id === 'locations')?.title).toBe('HA-Bestellung');
  });

  it('returns frozen navigation so that one caller cannot change what the next user sees', () => {
    const navigation = computeNavigation(ruleSet, { type: 'pmo', role: 'user' });
    expect(Object.isFrozen(navigation)).toBe(true);
    expect(Object.isFrozen(navigation.menu)).toBe(true);
    expect(Object.isFrozen(navigation.menu[0])).toBe(true);
    expect(() => (navigation.menu as NavItem[]).push({ id: 'x', label: 'x', route: '/x' })).toThrow(TypeError);
  });

  it.each([
    { what: 'an unknown type', user: { type: 'ispp', role: 'admin' as const, accountId: 'ACC-1' } },
    { what: 'an unknown role', user: { type: 'isp', role: 'owner' as never, accountId: 'ACC-1' } },
  ])('denies $what everything except the public screens', ({ user }) => {
    const navigation = computeNavigation(ruleSet, user);
    expect(navigation.showHeader).toBe(false);
    expect(navigation.menu).toEqual([]);
    expect(navigation.tiles).toEqual([]);
    expect(navigation.releaseNotes).toBeNull();
    expect(navigation.routes.map((route) => route.id).sort()).toEqual(['location-order-sign', 'location-order-sign-download']);
  });

  it('computes the navigation of a user in a few microseconds, from tables prepared at load', () => {
    const users = rows.map((row) => ({ type: row.type, role: row.role, accountId: row.accountId }));
    // The fastest of ten batches: a batch the scheduler interrupted (a loaded CI machine ran the
    // whole at 7 µs a call) says nothing about the code, the quickest one does.
    const rounds = 200;
    const batches = Array.from({ length: 10 }, () => {
      const started = process.hrtime.bigint();
      for (let round = 0; round < rounds; round += 1) {
        for (const user of users) computeNavigation(ruleSet, user);
      }
      return Number(process.hrtime.bigint() - started) / (rounds * users.length);
    });
    const perCallNs = Math.min(...batches);
    // Generous bound for slow CI machines (a lookup takes well under 1 µs); it catches
    // regressions such as compiling or validating rules per call.
    expect(perCallNs, `ns per call in each batch: ${batches.map(Math.round).join(', ')}`).toBeLessThan(5_000);
  });
});
