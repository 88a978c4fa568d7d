import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';

interface RoutePattern {
  route: string;
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
  return useCallback(
    (target: string) => {
      if (routes === null) return true;
      const path = target.split(/[?#]/)[0] ?? '';
      if (path === '/' || path === '') return true;
      return routes.some((route) => matchPath({ path: route.route, end: true }, path) !== null);
    },
    [routes],
  );
}
