import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';

interface RoutePattern {
  route: string;
  /** The screen's title as the server resolved it for this user (its type and language). */
  title?: string;
}

/** The route patterns the signed-in user may open (`viewer.routes`). */
const ScreenRoutesContext = createContext<readonly RoutePattern[] | null>(null);

export function ScreenRoutesProvider({ routes, children }: { routes: readonly RoutePattern[]; children: ReactNode }) {
  return <ScreenRoutesContext.Provider value={routes}>{children}</ScreenRoutesContext.Provider>;
}

/**
 * Whether a link target is a screen this user may open: the server's descriptors decide,
 * so a definition's link to '/tickets/…' appears only for those who have the tickets.
 * Without descriptors (a renderer shown on its own) every target counts as open.
 */
export function useCanOpen(): (target: string) => boolean {
  const routes = useContext(ScreenRoutesContext);
  return useCallback((target: string) => canOpenTarget(routes, target), [routes]);
}

/**
 * The title of the screen a target opens, as this user's menu and page show it (e.g.
 * 'HA-Bestellung' for sales at '/locations'); null when unknown or without descriptors.
 */
export function useScreenTitle(): (target: string) => string | null {
  const routes = useContext(ScreenRoutesContext);
  return useCallback(
    (target: string) => {
      const path = target.split(/[?#]/)[0] ?? '';
      return routes?.find((route) => matchPath({ path: route.route, end: true }, path) !== null)?.title ?? null;
    },
    [routes],
  );
}

/** `useCanOpen` outside React (a route loader): null routes count as all open. */
export function canOpenTarget(routes: readonly RoutePattern[] | null, target: string): boolean {
  if (routes === null) return true;
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '') return true;
  // matchPath compiles a pattern per call: a list asks for every row and link, so the
  // answers are kept per set of routes (the ticket list's profile: about 90 ms).
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  let open = known.get(path);
  if (open === undefined) {
    open = routes.some((route) => matchPath({ path: route.route, end: true }, path) !== null);
    known.set(path, open);
  }
  return open;
}

const answers = new WeakMap<readonly RoutePattern[], Map<string, boolean>>();
