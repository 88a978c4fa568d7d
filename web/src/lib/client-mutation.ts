import { useCallback, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { portalClient, usePortalClient } from './apollo-context';

/**
 * `useMutation` for the header (issue 20, B8: it paints before Apollo Client arrives): the
 * mutation runs on the portal's client, waiting for it when it has not loaded yet, and rejects
 * as `useMutation`'s does when the request or the server fails.
 */
export function useClientMutation<TData, TVariables extends OperationVariables = OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
): [(options?: { variables?: TVariables }) => Promise<ApolloClient.MutateResult<TData>>, { loading: boolean }] {
  const client = usePortalClient();
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async (options: { variables?: TVariables } = {}) => {
      setLoading(true);
      try {
        const ready = client ?? (await portalClient());
        return await ready.mutate<TData, TVariables>({ mutation, ...options } as Parameters<typeof ready.mutate<TData, TVariables>>[0]);
      } finally {
        setLoading(false);
      }
    },
    [client, mutation],
  );
  return [mutate, { loading }];
}
