import { useEffect, useState } from 'react';
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { usePortalClient } from './apollo-context';
import { firstContentfulPaint } from './first-paint';

export interface ClientQueryState<TData> {
  data: TData | undefined;
  loading: boolean;
}

/**
 * What `useQuery` gives the header and home (data and loading), on the portal's client as
 * soon as it has loaded (issue 20, B8: these paint before Apollo Client arrives, and its hooks
 * are not in their first load). The query is watched like `useQuery` watches it: later cache
 * updates reach the component, the last data stays while new data loads. On a page load it
 * starts after the page's first paint (lib/first-paint.ts): the frame and home draw first, the
 * counts follow (issue 20, B10).
 */
export function useClientQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; fetchPolicy?: WatchQueryFetchPolicy; skip?: boolean } = {},
): ClientQueryState<TData> {
  const client = usePortalClient();
  const { variables, fetchPolicy, skip = false } = options;
  const [state, setState] = useState<ClientQueryState<TData>>({ data: undefined, loading: !skip });
  const variablesKey = JSON.stringify(variables ?? {});
  useEffect(() => {
    if (skip) {
      setState((last) => (last.loading ? { ...last, loading: false } : last));
      return;
    }
    if (client === null) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    void firstContentfulPaint().then(() => {
      if (!live) return;
      const observable = client.watchQuery<TData, TVariables>({
        query,
        ...(variables ? { variables } : {}),
        ...(fetchPolicy ? { fetchPolicy } : {}),
      } as Parameters<typeof client.watchQuery<TData, TVariables>>[0]);
      subscription = observable.subscribe({
        next: (result) => setState((last) => ({ data: (result.data as TData | undefined) ?? last.data, loading: result.loading })),
        error: () => setState((last) => ({ ...last, loading: false })),
      });
    });
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // `variablesKey` stands for the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, query, variablesKey, fetchPolicy, skip]);
  return state;
}
