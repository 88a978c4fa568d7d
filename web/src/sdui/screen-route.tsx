import { useContext, useMemo, type ComponentType } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { UNSAFE_RouteContext as RouteContext, useLoaderData, type RouteObject } from 'react-router-dom';
import { graphql } from '../gql';
import { loadRenderer } from './registry';
import { ScreenRoutesProvider } from './screen-context';
import type { ScreenLoad, ScreenLoader } from './screen-loader';
import type { ScreenDescriptor, ScreenRendererProps } from './screen-renderer';

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

/** What a route shows while its chunk or loader runs on the first load of the page. */
export function ScreenLoading() {
  return (
    <Center minH="40vh">
      <Spinner size="lg" color="brand.600" />
    </Center>
  );
}

const NOT_LOADED = Symbol('not loaded');

/**
 * The router's context of this route, the same object while its match is. React Router gives
 * every route a new one with each change of its state, and everything below that reads it
 * (`useParams`, `useNavigate`, `useSearchParams`, every `Link`) renders again: a click in the
 * menu rendered the screen being left, rows and links and all, before the new one could start
 * (issue 20, B11: 2–17 ms of the click in React's profiling build). The match (route, path, placeholders) is what the
 * screen reads of it; screens are leaves of the route table, so there is no outlet to keep.
 * A change of the address's query reaches the screen through the location, as before.
 */
function useSteadyRouteContext() {
  const context = useContext(RouteContext);
  const match = context.matches.at(-1);
  const key = match === undefined ? '' : JSON.stringify([match.route.id, match.pathname, match.params]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the match, the context's one input the screen reads
  return useMemo(() => context, [key, context.isDataRoute]);
}

function ScreenView({
  Renderer,
  screen,
  routes,
}: {
  Renderer: ComponentType<ScreenRendererProps>;
  screen: ScreenDescriptor;
  routes: readonly ScreenDescriptor[];
}) {
  const loaded = useLoaderData() as ScreenLoad | undefined;
  // The same descriptor while the definition is: what the renderer derives from it (and memoizes) stays.
  const definition = loaded === undefined ? NOT_LOADED : loaded.definition;
  const descriptor = useMemo(() => (definition === NOT_LOADED ? screen : { ...screen, definition }), [screen, definition]);
  const routeContext = useSteadyRouteContext();
  // The same element while the descriptor is: this view renders with every change of the
  // router's state (`useLoaderData`), the screen below only when its own inputs change.
  const content = useMemo(() => <Renderer screen={descriptor} />, [Renderer, descriptor]);
  return (
    <RouteContext.Provider value={routeContext}>
      <ScreenRoutesProvider routes={routes}>{content}</ScreenRoutesProvider>
    </RouteContext.Provider>
  );
}

/**
 * A router entry for a screen descriptor: its route pattern (`:param` segments, the
 * router's syntax), its renderer loaded on demand by kind and, with a loader, its
 * definition and data loaded in parallel with that chunk. `routes` are all screens the
 * user may open: links of the screen lead only there.
 */
export function screenRoute(screen: ScreenDescriptor, routes: readonly ScreenDescriptor[] = [screen], loader?: ScreenLoader): RouteObject {
  return {
    id: `screen:${screen.id}`,
    path: screen.route,
    handle: { screenId: screen.id },
    HydrateFallback: ScreenLoading,
    ...(loader
      ? {
          loader: ({ params, request }) => loader.load(screen, params, new URL(request.url).searchParams, routes),
          // A list keeps its page, sort and filters in the query; changing them is the
          // list's own business (its query), not a new load of the screen. A revalidation
          // (same address: a language switch reset the cache) loads the definition again.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            (currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) && defaultShouldRevalidate,
        }
      : {}),
    lazy: async () => {
      const Renderer = await loadRenderer(screen.kind);
      return { Component: () => <ScreenView Renderer={Renderer} screen={screen} routes={routes} /> };
    },
  };
}
