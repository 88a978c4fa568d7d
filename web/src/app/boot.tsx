import { createContext, useContext, type ReactNode } from 'react';
import { graphql } from '../gql';
import type { PortalBootQuery as PortalBootData } from '../gql/graphql';

/**
 * Everything the shell needs, in one round trip at start: the signed-in user with
 * header, home and routes, and the routes open without a session. Each component's
 * fragment says what it reads.
 */
export const PortalBootQuery = graphql(`
  query PortalBoot {
    viewer {
      rulesVersion
      ...AppHeader_viewer
      ...HomePage_viewer
      routes {
        ...ScreenRoute_route
      }
    }
    publicRoutes {
      ...ScreenRoute_route
    }
  }
`);

export type BootViewer = NonNullable<PortalBootData['viewer']>;

export interface Boot {
  /** Null without a session (or before the first sign-in of this page). */
  viewer: BootViewer | null;
  /** Loads the viewer again (after a sign-in); resolves with the new one. */
  refresh(): Promise<BootViewer | null>;
}

const BootContext = createContext<Boot | null>(null);

export function BootProvider({ value, children }: { value: Boot; children: ReactNode }) {
  return <BootContext.Provider value={value}>{children}</BootContext.Provider>;
}

export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (boot === null) throw new Error('useBoot needs a BootProvider');
  return boot;
}

/** The viewer inside `SessionGate`, where it is always present. */
export function useSignedInViewer(): BootViewer {
  const { viewer } = useBoot();
  if (viewer === null) throw new Error('useSignedInViewer is used outside SessionGate');
  return viewer;
}
