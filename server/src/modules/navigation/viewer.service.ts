/**
 * The signed-in user's view of the portal: their navigation from the current rules,
 * the environment of the portal host they are on, and what a client path means for them.
 */
import type { PortalEnvironment } from '../../config';
import type { SessionUser } from '../../graphql/context';
import { canOpenScreen, computeNavigation, effectiveType, matchScreenPath } from './navigation.service';
import type { Viewer } from './navigation.mappers';
import type { LocalizedText, NavigationUser, RuleSet, TextByType } from './navigation.types';
import { DEFAULT_LANGUAGE, textIn, type Language } from '../../lib/language';

/** The user as `PortalUser` shows them: a missing type is isp. */
export interface PortalUserView {
  userId: string;
  name: string | null;
  email: string | null;
  accountId: string | null;
  type: string;
  role: string;
}

export function portalUserOf(session: SessionUser): PortalUserView {
  return {
    userId: session.userId,
    name: session.name,
    email: session.email,
    accountId: session.accountId,
    type: effectiveType(session),
    role: session.role,
  };
}

/** Null without a session; otherwise the navigation is computed once for the whole request. */
export function viewerOf(ruleSet: RuleSet, session: SessionUser | null, environment: PortalEnvironment, language: Language = DEFAULT_LANGUAGE): Viewer | null {
  if (session === null) return null;
  return { session, navigation: computeNavigation(ruleSet, session, language), environment };
}

export type RouteAccessStatus = 'OPEN' | 'FORBIDDEN' | 'SIGN_IN_REQUIRED' | 'NOT_FOUND';

export interface RouteAccessView {
  path: string;
  status: RouteAccessStatus;
  title: string | null;
}

/** The home route is no screen of `screens/`: every signed-in user has it. */
const HOME_PATH = /^\/?(?:[?#].*)?$/;

function titleFor(title: LocalizedText, byType: TextByType | undefined, user: NavigationUser | null, language: Language): string {
  if (user === null || byType === undefined) return textIn(title, language);
  return textIn(byType[effectiveType(user) as keyof TextByType] ?? title, language);
}

/** What a path the client's router could not match means for this user (403 or 404). */
export function routeAccessOf(ruleSet: RuleSet, user: NavigationUser | null, path: string, language: Language = DEFAULT_LANGUAGE): RouteAccessView {
  if (HOME_PATH.test(path)) return { path, status: user === null ? 'SIGN_IN_REQUIRED' : 'OPEN', title: null };
  const match = matchScreenPath(ruleSet, path);
  if (match === null) return { path, status: 'NOT_FOUND', title: null };
  const { screen } = match;
  const title = titleFor(screen.title, screen.titleByType, user, language);
  if (screen.public === true) return { path, status: 'OPEN', title };
  if (user === null) return { path, status: 'SIGN_IN_REQUIRED', title };
  return { path, status: canOpenScreen(ruleSet, user, screen.id) ? 'OPEN' : 'FORBIDDEN', title };
}
