/**
 * Resolvers of `schema/navigation.graphql`. They translate: the rules live in the
 * evaluator (`navigation.service.ts`), the viewer and route helpers
 * (`viewer.service.ts`) and the account switch (`account-switch.service.ts`).
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { environmentForUrl } from '../../lib/environment';
import { publicRoutes } from './navigation.service';
import { unauthenticated } from './navigation.errors';
import type { AccountSwitchService } from './account-switch.service';
import { portalUserOf, routeAccessOf, viewerOf } from './viewer.service';

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
      viewer: (_parent, _args, { services, viewer, clientUrl }) =>
        viewerOf(services.rules.current(), viewer, environmentForUrl(services.config, clientUrl)),
      publicRoutes: (_parent, _args, { services }) => [...publicRoutes(services.rules.current())],
      routeAccess: (_parent, { path }, { services, viewer }) => routeAccessOf(services.rules.current(), viewer, path),
      adminAccounts: (_parent, _args, context) => accountSwitch.listAdminAccounts(signedIn(context)),
    },
    Mutation: {
      switchAccount: (_parent, { userId }, context) => accountSwitch.switchAccount(signedIn(context), userId, context.logger),
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
      // The outage notifications come from the CRM through the upstream module, which
      // resolves this field; until that source is connected there is nothing to show.
      banners: () => [],
    },
  };
}
