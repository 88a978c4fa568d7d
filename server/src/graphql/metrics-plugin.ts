import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { portalMetrics } from '../lib/metrics';
import type { GraphQLContext } from './context';

/** Counts and times every executed GraphQL request by operation name and outcome (/metrics). */
export function metricsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ response, operationName, request, document }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          portalMetrics.graphqlRequest(
            operationName ?? request.operationName ?? namedIn(document),
            errors && errors.length > 0 ? 'error' : 'ok',
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/** A document that failed validation has no resolved operation; its (first) name still tells which. */
function namedIn(document: DocumentNode | undefined): string | undefined {
  for (const definition of document?.definitions ?? []) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}
