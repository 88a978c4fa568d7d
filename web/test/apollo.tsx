import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloLink } from '@apollo/client/link';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, I18nProvider } from '../src/lib/i18n';
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
  /** Operations whose answers wait until the spec releases them (`holdAnswers`). */
  held?: HeldAnswers;
}

/** Answers held back until `release()`: a request is in flight for exactly as long as the spec says. */
export interface HeldAnswers {
  readonly operations: readonly string[];
  release(): void;
  readonly released: Promise<void>;
}

/**
 * Holds the answers to the named operations until `release()`. A spec that clicks twice while a
 * request runs needs the request to still run at the second click, however slow the machine:
 * a fixed mock delay is a race with the click.
 */
export function holdAnswers(...operations: string[]): HeldAnswers {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { operations, release: () => release(), released };
}

function heldLink(held: HeldAnswers): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const wait = held.operations.includes(operation.operationName ?? '') ? held.released : Promise.resolve();
        let inner: { unsubscribe(): void } | undefined;
        let closed = false;
        void wait.then(() => {
          if (!closed) inner = forward(operation).subscribe(observer);
        });
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/** Renders with the portal's providers and a mocked GraphQL server (Apollo's MockedProvider). */
export function renderWithApollo(ui: ReactElement, options: ApolloRenderOptions = {}) {
  const errors = options.errors ?? createErrorStore();
  const viewer = options.viewer ?? null;
  const boot: Boot = { viewer, refresh: options.refresh ?? (async () => viewer) };
  const routed = (children: ReactNode) =>
    options.router === false ? children : <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>;
  const result = render(
    <I18nProvider i18n={initI18n('de')}>
      <ChakraProvider value={system}>
        <ErrorStoreProvider store={errors}>
          <MockedProvider
            {...(options.held === undefined
              ? { mocks: options.mocks ?? [] }
              : { link: ApolloLink.from([heldLink(options.held), new MockLink(options.mocks ?? [])]) })}
          >
            <BootProvider value={boot}>{routed(ui)}</BootProvider>
          </MockedProvider>
        </ErrorStoreProvider>
      </ChakraProvider>
    </I18nProvider>,
  );
  return { ...result, errors };
}
