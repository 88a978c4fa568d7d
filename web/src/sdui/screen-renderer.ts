import type { ScreenRoute_RouteFragment } from '../gql/graphql';

/**
 * A screen descriptor from `viewer.routes`. Its `definition` (the kind-specific part of
 * the screen's definition, JSON) may be absent: a screen without one, or a descriptor
 * built by hand in a test.
 */
export type ScreenDescriptor = Omit<ScreenRoute_RouteFragment, 'definition'> & { definition?: unknown };

/** What a screen renderer receives: the descriptor of its route. */
export interface ScreenRendererProps {
  screen: ScreenDescriptor;
}
