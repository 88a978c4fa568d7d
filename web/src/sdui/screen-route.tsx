import type { RouteObject } from 'react-router-dom';
import { graphql } from '../gql';
import type { ScreenRoute_RouteFragment } from '../gql/graphql';
import { loadRenderer } from './registry';

export const ScreenRouteFragment = graphql(`
  fragment ScreenRoute_route on RouteDescriptor {
    id
    route
    kind
    title
    public
    ...ScreenPlaceholder_screen
  }
`);

/**
 * A router entry for a screen descriptor: its route pattern (`:param` segments, the
 * router's syntax), its renderer loaded on demand by kind.
 */
export function screenRoute(screen: ScreenRoute_RouteFragment): RouteObject {
  return {
    id: `screen:${screen.id}`,
    path: screen.route,
    handle: { screenId: screen.id },
    lazy: async () => {
      const Renderer = await loadRenderer(screen.kind, screen.id);
      return { Component: () => <Renderer screen={screen} /> };
    },
  };
}
