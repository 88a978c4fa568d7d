/**
 * Server-side enforcement agrees with what the browser is given: for every screen ×
 * every type (and no type) × every role × with and without accountid, the guard lets
 * the data through exactly when `viewer.routes` (through GraphQL) lists the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { createTestGraphQL, sessionUser } from '../../../test/support/navigation-graphql';
import type { TestGraphQL } from '../../../test/support/navigation-graphql';
import { canOpenScreen, publicRoutes } from './navigation.service';
import { assertScreenAccess, requireScreen } from './require-screen';
import type { ScreenGuardContext } from './require-screen';
import { ACCOUNT_TYPES, ROLES } from './navigation.vocabulary';
import type { SessionUser } from '../../graphql/context';

let api: TestGraphQL;
beforeAll(async () => {
  api = await createTestGraphQL();
});
afterAll(() => api.close());

const guardContext = (viewer: SessionUser | null): ScreenGuardContext => ({
  viewer,
  services: { rules: api.rules } as ScreenGuardContext['services'],
});
const info = {} as GraphQLResolveInfo;

const USERS: SessionUser[] = [...ACCOUNT_TYPES, null].flatMap((type) =>
  ROLES.flatMap((role) => [null, 'ACC-1'].map((accountId) => sessionUser({ type, role, accountId }))),
);
const label = (user: SessionUser) => `${user.type ?? '(kein Typ)'} / ${user.role} / ${user.accountId === null ? 'ohne' : 'mit'} Accountid`;

describe('requireScreen', () => {
  it.each(USERS.map((user) => [label(user), user] as const))('agrees with viewer.routes for %s on every screen', async (_label, user) => {
    const { data } = await api.run<{ viewer: { routes: Array<{ id: string }> } }>('{ viewer { routes { id } } }', { viewer: user });
    const routes = new Set(data?.viewer.routes.map((route) => route.id));
    const ruleSet = api.rules.current();
    expect(ruleSet.screens.length).toBeGreaterThan(20);
    for (const screen of ruleSet.screens) {
      const guarded = requireScreen(screen.id, () => 'daten');
      let outcome: string;
      try {
        outcome = guarded(null, {}, guardContext(user), info);
      } catch (error) {
        outcome = (error as { extensions?: { code?: string } }).extensions?.code ?? 'THROWN';
      }
      const expected = routes.has(screen.id) ? 'daten' : 'FORBIDDEN';
      expect({ screen: screen.id, outcome }).toEqual({ screen: screen.id, outcome: expected });
      expect(canOpenScreen(ruleSet, user, screen.id)).toBe(routes.has(screen.id));
    }
  });

  it('answers UNAUTHENTICATED without a session, with a German message', () => {
    expect(() => assertScreenAccess(guardContext(null), 'tickets')).toThrow('Bitte melden Sie sich an, um diese Daten zu sehen.');
    try {
      assertScreenAccess(guardContext(null), 'tickets');
    } catch (error) {
      expect((error as { extensions: Record<string, unknown> }).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('serves a public screen without a session', () => {
    expect(requireScreen('location-order-sign', () => 'pdf')(null, {}, guardContext(null), info)).toBe('pdf');
  });

  it('answers FORBIDDEN with the German screen title for a user who may not open it', () => {
    const intern = sessionUser({ role: 'admin', type: 'intern', accountId: 'ACC-1' });
    expect(() => assertScreenAccess(guardContext(intern), 'tickets')).toThrow('Sie haben keinen Zugriff auf „Tickets“.');
  });

  it('closes a screen id that no definition has', () => {
    const superadmin = sessionUser({ role: 'superadmin', type: 'isp', accountId: 'ACC-1' });
    expect(() => assertScreenAccess(guardContext(superadmin), 'gibt-es-nicht')).toThrow('Sie haben keinen Zugriff auf diese Daten.');
  });

  it('does not run the wrapped resolver when access is refused', () => {
    let ran = false;
    const guarded = requireScreen('reporting', () => {
      ran = true;
      return 'bericht';
    });
    expect(() => guarded(null, {}, guardContext(sessionUser({ role: 'user', type: 'isp' })), info)).toThrow();
    expect(ran).toBe(false);
  });

  it('keeps the resolver types of a codegen resolver map', () => {
    const typed: Resolvers = {
      Query: { publicRoutes: requireScreen('outages', (_parent, _args, context) => [...publicRoutes(context.services.rules.current())]) },
    };
    expect(typed.Query).toBeDefined();
  });
});
