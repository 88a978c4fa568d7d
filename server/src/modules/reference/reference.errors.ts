/**
 * Refusals of this module as GraphQL errors; `extensions` carries the code of the closed
 * set and the German message the error modal shows (SPEC.md §8).
 */
import { GraphQLError } from 'graphql';

export function unauthenticated(): GraphQLError {
  const message = 'Bitte melden Sie sich an, um diese Daten zu sehen.';
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', message, details: null } });
}

export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', message, details: null } });
}
