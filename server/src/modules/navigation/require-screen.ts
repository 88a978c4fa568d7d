/**
 * Server-side enforcement of the screen rules (DESIGN.md §4): a GraphQL field that
 * belongs to a screen answers FORBIDDEN to a user who may not open that screen. The
 * decision is `canOpenScreen` on the current rules, the same table that decides the
 * user's routes, so what a browser shows and what the server serves cannot drift apart.
 *
 *   Query: { tickets: requireScreen('tickets', (_parent, args, context) => …) }
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { canOpenScreen } from './navigation.service';
import { forbidden, unauthenticated } from './navigation.errors';
import { DEFAULT_LANGUAGE, say, textIn, type Language } from '../../lib/language';

/** The part of the request context the guard reads. */
export type ScreenGuardContext = Pick<GraphQLContext, 'viewer' | 'services'> & { language?: Language };

/**
 * Throws UNAUTHENTICATED without a session (unless the screen is public) and FORBIDDEN
 * when the user may not open the screen. An id that is not (or no longer) defined is
 * closed to everyone, so removing a screen from `screens/` also closes its data.
 */
export function assertScreenAccess(context: ScreenGuardContext, screenId: string): void {
  const ruleSet = context.services.rules.current();
  const screen = ruleSet.screens.find((candidate) => candidate.id === screenId);
  if (screen?.public === true) return;
  if (context.viewer === null) throw unauthenticated();
  if (!canOpenScreen(ruleSet, context.viewer, screenId)) {
    const language = context.language ?? DEFAULT_LANGUAGE;
    const title = screen === undefined ? '' : textIn(screen.title, language);
    throw forbidden(
      say(
        language,
        screen === undefined
          ? { de: 'Sie haben keinen Zugriff auf diese Daten.', en: 'You have no access to this data.' }
          : {
              de: `Sie haben keinen Zugriff auf „${title}“. Diese Daten gehören zu einer Seite, die Ihr Konto nicht öffnen darf.`,
              en: `You have no access to “${title}”. This data belongs to a page your account may not open.`,
            },
      ),
    );
  }
}

type ResolverFunction<TResult, TParent, TContext, TArgs> = (parent: TParent, args: TArgs, context: TContext, info: GraphQLResolveInfo) => TResult;

/** Wraps a resolver so that it runs only for users who may open the screen `screenId`. */
export function requireScreen<TResult, TParent, TContext extends ScreenGuardContext, TArgs>(
  screenId: string,
  resolver: ResolverFunction<TResult, TParent, TContext, TArgs>,
): ResolverFunction<TResult, TParent, TContext, TArgs> {
  return (parent, args, context, info) => {
    assertScreenAccess(context, screenId);
    return resolver(parent, args, context, info);
  };
}
