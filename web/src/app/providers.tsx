import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { system } from '../lib/system';
import { ErrorStoreProvider, type ErrorStore } from '../components/error-store';
import { I18nProvider, type I18n } from '../lib/i18n';

export function Providers({ client, i18n, errors, children }: { client: ApolloClient; i18n: I18n; errors: ErrorStore; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ErrorStoreProvider store={errors}>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </ErrorStoreProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
