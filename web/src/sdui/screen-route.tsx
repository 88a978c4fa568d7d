import type { RouteObject } from 'react-router-dom';
import { graphql } from '../gql';
import { loadRenderer } from './registry';
import { ScreenRoutesProvider } from './screen-context';
import type { ScreenDescriptor } from './screen-renderer';

export const ScreenRouteFragment = graphql(`
  fragment ScreenRoute_route on RouteDescriptor {
    id
    route
    kind
    title
    public
    definition
    ...ScreenPlaceholder_screen
  }
`);

/**
 * A router entry for a screen descriptor: its route pattern (`:param` segments, the
 * router's syntax), its renderer loaded on demand by kind. `routes` are all screens the
 * user may open: links of the screen lead only there.
 */
export function screenRoute(screen: ScreenDescriptor, routes: readonly ScreenDescriptor[] = [screen]): RouteObject {
  return {
    id: `screen:${screen.id}`,
    path: screen.route,
    handle: { screenId: screen.id },
    lazy: async () => {
      const Renderer = await loadRenderer(screen.kind);
      return {
        Component: () => (
          <ScreenRoutesProvider routes={routes}>
            <Renderer screen={screen} />
          </ScreenRoutesProvider>
        ),
      };
    },
  };
}
