import { GraphQLError } from 'graphql';

/** No session: the outage feed is for signed-in users (SPEC.md §2 route guard). */
export function unauthenticated(): GraphQLError {
  const message = 'Bitte melden Sie sich an, um die Störungsmeldungen zu sehen.';
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', message, details: null } });
}
