import { useMemo, type ComponentType } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useLoaderData, type RouteObject } from 'react-router-dom';
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
  return (
    <ScreenRoutesProvider routes={routes}>
      <Renderer screen={descriptor} />
    </ScreenRoutesProvider>
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
