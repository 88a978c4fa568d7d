/**
 * The screen guard of the navigation module for data that serves several screens: a
 * field belongs to each screen that shows it, and a user who may open any of them may
 * read it (DESIGN.md §4). One screen id is `requireScreen`'s check.
 */
import type { GraphQLContext } from '../../graphql/context';
import type { SessionUser } from '../../graphql/context';
import { assertScreenAccess, canOpenScreen } from '../navigation';
import { unauthenticated } from './errors';

export type ScreenContext = Pick<GraphQLContext, 'viewer' | 'services'>;

/** Passes when the user may open at least one of `screenIds`; else FORBIDDEN naming the first. */
export function assertAnyScreen(context: ScreenContext, screenIds: readonly [string, ...string[]]): SessionUser {
  const viewer = context.viewer;
  if (viewer === null) throw unauthenticated();
  const rules = context.services.rules.current();
  if (screenIds.some((id) => canOpenScreen(rules, viewer, id))) return viewer;
  // The navigation module's refusal, with its German message naming the screen.
  assertScreenAccess(context, screenIds[0]);
  return viewer;
}

/** Whether the signed-in user may open `screenId` (for fields that answer null instead of refusing). */
export function mayOpenScreen(context: ScreenContext, screenId: string): boolean {
  return context.viewer !== null && canOpenScreen(context.services.rules.current(), context.viewer, screenId);
}
