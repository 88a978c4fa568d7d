/**
 * The unexpected failures of this module as GraphQL errors. `extensions` carries the
 * catalogue's `code` and `message` (SPEC.md §8), which the client's error modal shows.
 */
import { GraphQLError } from 'graphql';

export type NavigationErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN';

export function navigationError(code: NavigationErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, message } });
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Bitte melden Sie sich an, um diese Daten zu sehen.';

export function unauthenticated(): GraphQLError {
  return navigationError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE);
}

export function forbidden(message: string): GraphQLError {
  return navigationError('FORBIDDEN', message);
}
