/**
 * Resolvers of `schema/navigation.graphql`. They translate: the rules live in the
 * evaluator (`navigation.service.ts`), the viewer and route helpers
 * (`viewer.service.ts`) and the account switch (`account-switch.service.ts`).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { environmentForUrl } from '../../lib/environment';
import { computeNavigation, publicRoutes } from './navigation.service';
import { unauthenticated } from './navigation.errors';
import type { AccountSwitchService } from './account-switch.service';
import { portalUserOf, routeAccessOf, viewerOf } from './viewer.service';
import { auditActorOf } from '../audit';

/** The audit log's name of a superadmin's account switch (issue 8). */
export const ACCOUNT_SWITCH_ACTION = 'account.switch';
/** The audit log's name of 'Zurück zu meinem Konto'. */
export const ACCOUNT_SWITCH_BACK_ACTION = 'account.switchBack';

/** `Query.screens` reads at most this many ids (a user has some dozen screens). */
const MAX_SCREENS = 100;

export interface NavigationResolverDeps {
  accountSwitch: AccountSwitchService;
}

function signedIn(context: Pick<GraphQLContext, 'viewer'>): SessionUser {
  if (context.viewer === null) throw unauthenticated();
  return context.viewer;
}

export function createNavigationResolvers({ accountSwitch }: NavigationResolverDeps): Resolvers {
  return {
    Query: {
      viewer: (_parent, _args, { services, viewer, clientUrl, language }) =>
        viewerOf(services.rules.current(), viewer, environmentForUrl(services.config, clientUrl), language),
      publicRoutes: (_parent, _args, { services, language }) => [...publicRoutes(services.rules.current(), language)],
      screen: (_parent, { id }, { services, viewer, language }) => {
        const rules = services.rules.current();
        const routes = viewer === null ? publicRoutes(rules, language) : computeNavigation(rules, viewer, language).routes;
        return routes.find((route) => route.id === id) ?? null;
      },
      screens: (_parent, { ids }, { services, viewer, language }) => {
        const rules = services.rules.current();
        const wanted = new Set(ids.slice(0, MAX_SCREENS));
        const routes = viewer === null ? publicRoutes(rules, language) : computeNavigation(rules, viewer, language).routes;
        return routes.filter((route) => wanted.has(route.id));
      },
      routeAccess: (_parent, { path }, { services, viewer, language }) => routeAccessOf(services.rules.current(), viewer, path, language),
      adminAccounts: (_parent, _args, context) => accountSwitch.listAdminAccounts(signedIn(context)),
    },
    Mutation: {
      switchAccount: async (_parent, { userId }, context) => {
        const user = signedIn(context);
        const record = (outcome: 'ok' | 'refused', details: Record<string, unknown>, accountId: string | null = null) =>
          context.services.audit.record(auditActorOf(context), {
            action: ACCOUNT_SWITCH_ACTION,
            outcome,
            targetType: 'user',
            targetId: userId,
            accountId,
            details,
          });
        try {
          const result = await accountSwitch.switchAccount(user, userId, context.logger);
          // Name and e-mail, so that the audit log names the account rather than its id.
          if (result.ok) await record('ok', { name: result.account.name, email: result.account.email }, result.account.accountId);
          else await record('refused', { reason: result.error?.message ?? null });
          return result;
        } catch (error) {
          await record('refused', { reason: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      },
      switchBack: async (_parent, _args, context) => {
        const user = signedIn(context);
        const record = (outcome: 'ok' | 'refused', targetId: string | null, accountId: string | null, details: Record<string, unknown>) =>
          context.services.audit.record(auditActorOf(context), {
            action: ACCOUNT_SWITCH_BACK_ACTION,
            outcome,
            targetType: 'user',
            targetId,
            accountId,
            details,
          });
        try {
          const result = await accountSwitch.switchBack(user, context.logger);
          if (result.ok) {
            const left = result.actedAs;
            await record('ok', left?.userId ?? null, result.own.accountid, {
              name: left?.name ?? null,
              email: left?.email ?? null,
              restoredType: result.own.type,
            });
          } else await record('refused', null, null, { reason: result.error.message });
          return { ok: result.ok, error: result.error };
        } catch (error) {
          await record('refused', null, null, { reason: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      },
    },
    Viewer: {
      user: ({ session }) => portalUserOf(session),
      greeting: ({ navigation }) => navigation.greeting,
      showHeader: ({ navigation }) => navigation.showHeader,
      menu: ({ navigation }) => [...navigation.menu],
      tiles: ({ navigation }) => [...navigation.tiles],
      releaseNotes: ({ navigation }) => navigation.releaseNotes,
      routes: ({ navigation }) => [...navigation.routes],
      environment: ({ environment }) => environment,
      canSwitchAccount: ({ session }) => accountSwitch.canSwitchAccount(session),
      actingAs: async ({ session }) => (await accountSwitch.actingAs(session))?.account ?? null,
      // The portal serves the CRM feed through the outages module's resolver, merged after
      // this map; without upstream sources (this module's own specs) there is nothing to show.
      banners: () => [],
    },
  };
}
