/**
 * Lets a field answer with what it has and still report the error (DESIGN.md §7: a
 * failing source never blanks a screen). GraphQL can only attach an error to a field by
 * nulling it, and a non-null field (`Viewer.banners`) would null its parent, the whole
 * dashboard. Resolvers record such errors with `UpstreamScope.reportPartial`; this plugin
 * appends them to the response's `errors`, with the field's path.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/** What the plugin needs of the request context. */
export interface PartialErrorSource {
  upstream?: { takePartialErrors(): GraphQLFormattedError[] };
}

export function partialErrorsPlugin<TContext extends PartialErrorSource>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const extra = contextValue.upstream?.takePartialErrors() ?? [];
          if (extra.length === 0 || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.errors = [...(result.errors ?? []), ...extra];
        },
      };
    },
  };
}
