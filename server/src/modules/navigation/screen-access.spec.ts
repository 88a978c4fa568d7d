/**
 * Who may open which screen. The governing entries below restate the access decisions
 * of `screens/*.yaml` (and their comments) independently; the walk checks that a screen
 * opens exactly for the users who are shown one of its entries, so menu, tiles,
 * routes and server-side guards cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import { canOpenScreen, computeNavigation, publicRoutes } from './navigation.service';
import { loadShipped } from '../../../test/support/navigation';
import type { NavigationUser } from './navigation.types';
import { ACCOUNT_TYPES, ROLES } from './navigation.vocabulary';

const ruleSet = loadShipped();

const TYPES = [...ACCOUNT_TYPES, undefined] as const;
const USERS: NavigationUser[] = TYPES.flatMap((type) => ROLES.flatMap((role) => [null, 'ACC-1'].map((accountId) => ({ type, role, accountId }))));
const describeUser = (user: NavigationUser): string => `${user.type ?? '(no type)'} as ${user.role} ${user.accountId === null ? 'without' : 'with'} accountid`;

const CID_SCREENS_ENTRIES = ['cids', 'cid-search', 'cid-status', 'ont-swap', 'pan-bau', 'ha-bau'];

/**
 * Screen id → the menu/tile/release-notes ids through which it is reached, 'public', or
 * 'superadmins' for the audit log (issue 8) and the rule workbench (issue 9), which no entry leads to.
 */
const GOVERNED_BY: Record<string, string[] | 'public' | 'superadmins'> = {
  locations: ['locations'],
  'location-details': ['locations'],
  'location-order': ['locations'],
  'location-order-form': ['locations'],
  'location-order-sign': 'public',
  'location-order-sign-download': 'public',
  'cid-status': ['cid-status'],
  cids: ['cids'],
  'cid-search': ['cid-search'],
  'ont-swap': ['ont-swap'],
  'cid-details': CID_SCREENS_ENTRIES,
  'cid-contract': CID_SCREENS_ENTRIES,
  'cid-building': CID_SCREENS_ENTRIES,
  'pan-bau': ['pan-bau'],
  'pan-cids': ['pan-bau'],
  'ha-bau': ['ha-bau'],
  'pan-branch-cids': ['ha-bau'],
  tickets: ['tickets'],
  'ticket-details': ['tickets'],
  users: ['users'],
  settings: ['settings'],
  releases: ['releases'],
  'releases-sca': ['releases-sca'],
  reporting: ['reporting'],
  outages: ['outages'],
  audit: 'superadmins',
  workbench: 'superadmins',
};

describe('screen access', () => {
  it('defines exactly the screens whose access this spec restates', () => {
    expect(ruleSet.screens.map((screen) => screen.id).sort()).toEqual(Object.keys(GOVERNED_BY).sort());
  });

  it.each(Object.entries(GOVERNED_BY).map(([id, governedBy]) => ({ id, governedBy })))(
    'opens $id exactly for the users who are shown one of its entries',
    ({ id, governedBy }) => {
      let openFor = 0;
      for (const user of USERS) {
        const navigation = computeNavigation(ruleSet, user);
        const shown = new Set([...navigation.menu, ...navigation.tiles, ...(navigation.releaseNotes ? [navigation.releaseNotes] : [])].map((item) => item.id));
        const expected = governedBy === 'public' || (governedBy === 'superadmins' ? user.role === 'superadmin' : governedBy.some((entry) => shown.has(entry)));
        const actual = canOpenScreen(ruleSet, user, id);
        expect(actual, describeUser(user)).toBe(expected);
        expect(
          navigation.routes.some((route) => route.id === id),
          `routes of ${describeUser(user)}`,
        ).toBe(expected);
        if (actual) openFor += 1;
      }
      // Every screen is reachable by someone; a screen nobody can open is a dead definition.
      expect(openFor).toBeGreaterThan(0);
    },
  );

  it('opens the CID details for every type except isp, which uses the location details instead', () => {
    for (const type of TYPES) {
      const user = { type, role: 'user' as const, accountId: 'ACC-1' };
      const cidScreen = type === undefined || type === 'isp' ? false : true;
      expect(canOpenScreen(ruleSet, user, 'cid-details'), String(type)).toBe(cidScreen);
      expect(canOpenScreen(ruleSet, user, 'cid-building'), String(type)).toBe(cidScreen);
    }
    expect(canOpenScreen(ruleSet, { type: 'isp', role: 'user', accountId: 'ACC-1' }, 'location-details')).toBe(true);
  });

  it('opens the outage history for everyone and reporting only for nwops', () => {
    for (const user of USERS) {
      expect(canOpenScreen(ruleSet, user, 'outages'), describeUser(user)).toBe(true);
      expect(canOpenScreen(ruleSet, user, 'reporting'), describeUser(user)).toBe(user.type === 'nwops');
    }
  });

  it('keeps user administration closed to an isp admin without accountid, who has no header menu', () => {
    expect(canOpenScreen(ruleSet, { type: 'isp', role: 'admin', accountId: null }, 'users')).toBe(false);
    expect(canOpenScreen(ruleSet, { type: 'isp', role: 'admin', accountId: 'ACC-1' }, 'users')).toBe(true);
    expect(canOpenScreen(ruleSet, { type: 'pmo', role: 'admin', accountId: null }, 'users')).toBe(true);
    expect(canOpenScreen(ruleSet, { type: 'pmo', role: 'user', accountId: 'ACC-1' }, 'users')).toBe(false);
  });

  it('keeps tickets open to an isp user without accountid through the Tickets tile', () => {
    const user = { type: 'isp', role: 'user' as const, accountId: null };
    expect(computeNavigation(ruleSet, user).menu).toEqual([]);
    expect(canOpenScreen(ruleSet, user, 'ticket-details')).toBe(true);
  });

  it('opens the order-form signing screens to anyone, even users of unknown type', () => {
    for (const user of [...USERS, { type: 'unknown', role: 'user' as const }]) {
      expect(canOpenScreen(ruleSet, user, 'location-order-sign')).toBe(true);
      expect(canOpenScreen(ruleSet, user, 'location-order-sign-download')).toBe(true);
    }
    expect(
      publicRoutes(ruleSet)
        .map((route) => route.id)
        .sort(),
    ).toEqual(['location-order-sign', 'location-order-sign-download']);
  });

  it('closes every non-public screen to a user of unknown type', () => {
    const user = { type: 'ispp', role: 'superadmin' as const, accountId: 'ACC-1' };
    const open = ruleSet.screens.filter((screen) => canOpenScreen(ruleSet, user, screen.id)).map((screen) => screen.id);
    expect(open.sort()).toEqual(['location-order-sign', 'location-order-sign-download']);
  });

  it('refuses a screen id that does not exist', () => {
    expect(canOpenScreen(ruleSet, { type: 'intern', role: 'superadmin', accountId: 'A' }, 'no-such-screen')).toBe(false);
  });
});
