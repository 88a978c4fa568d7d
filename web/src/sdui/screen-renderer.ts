import type { ScreenRoute_RouteFragment } from '../gql/graphql';

/** What a screen renderer receives: the descriptor of its route, from `viewer.routes`. */
export interface ScreenRendererProps {
  screen: ScreenRoute_RouteFragment;
}
