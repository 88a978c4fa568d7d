import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../src/lib/i18n';
import { system } from '../src/lib/system';
import { createErrorStore, ErrorStoreProvider, type ErrorStore } from '../src/components/error-store';
import { BootProvider, type Boot, type BootViewer } from '../src/app/boot';

export interface ApolloRenderOptions {
  /** Answers of the mocked GraphQL server, in order of use. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Where the memory router starts; ignored with `router: false`. */
  route?: string;
  /** The signed-in user of the boot query; omit for none. */
  viewer?: BootViewer | null;
  refresh?: Boot['refresh'];
  errors?: ErrorStore;
  /** Leave out the memory router when the component brings its own. */
  router?: boolean;
}

/** Renders with the portal's providers and a mocked GraphQL server (Apollo's MockedProvider). */
export function renderWithApollo(ui: ReactElement, options: ApolloRenderOptions = {}) {
  const errors = options.errors ?? createErrorStore();
  const viewer = options.viewer ?? null;
  const boot: Boot = { viewer, refresh: options.refresh ?? (async () => viewer) };
  const routed = (children: ReactNode) =>
    options.router === false ? children : <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>;
  const result = render(
    <I18nextProvider i18n={initI18n('de')}>
      <ChakraProvider value={system}>
        <ErrorStoreProvider store={errors}>
          <MockedProvider mocks={options.mocks ?? []}>
            <BootProvider value={boot}>{routed(ui)}</BootProvider>
          </MockedProvider>
        </ErrorStoreProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { ...result, errors };
}
