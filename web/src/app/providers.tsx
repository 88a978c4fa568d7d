import { useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { system } from '../lib/system';
import { apolloContext } from '../lib/apollo-context';
import { ErrorStoreProvider, type ErrorStore } from '../components/error-store';
import { I18nProvider, type I18n } from '../lib/i18n';

/**
 * The app's providers. The Apollo Client may still be loading (null): login and home paint
 * without it, and it joins the same context (lib/apollo-context.ts) once it is there, so
 * nothing below is mounted again (issue 20, B8).
 */
export function Providers({
  client,
  clientFailed = false,
  i18n,
  errors,
  children,
}: {
  client: ApolloClient | null;
  /** Apollo Client's chunk could not be loaded: what waits for it says so (`WithPortalClient`). */
  clientFailed?: boolean;
  i18n: I18n;
  errors: ErrorStore;
  children: ReactNode;
}) {
  const ApolloContext = apolloContext();
  const apollo = useMemo(() => (client === null ? (clientFailed ? { failed: true } : {}) : { client }), [client, clientFailed]);
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ErrorStoreProvider store={errors}>
          <ApolloContext.Provider value={apollo}>{children}</ApolloContext.Provider>
        </ErrorStoreProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
