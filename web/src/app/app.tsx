import { startTransition, useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ErrorModal } from '../components/error-modal';
import { createErrorStore, type ErrorStore } from '../components/error-store';
import { announcePortalClient } from '../lib/apollo-context';
import { firstContentfulPaint } from '../lib/first-paint';
import { pageIsVisitors } from '../lib/initial-state';
import { onSessionCreated } from '../lib/session';
import { BootSourceProvider, createBootSource, type BootSource } from './boot-source';
import { PortalRouter } from './portal-router';
import { Providers } from './providers';
import type { I18n } from '../lib/i18n';

/** The portal's Apollo Client (`./apollo-client`, a chunk of its own with Apollo Client). */
export const loadApolloClientModule = () => import('./apollo-client');

interface Started {
  errors: ErrorStore;
  boot: BootSource;
}
let started: Started | null = null;

/**
 * Once per page: the error store, the boot request (sent at once, without Apollo Client) and
 * Apollo Client, which loads beside the first render and takes the boot over (issue 20, B8;
 * app/boot-source.ts); after a sign-in on this page, the new user's boot. On a visitor's page
 * (the login) nothing needs Apollo Client before a sign-in: it loads after the page's first
 * contentful paint (issue 20, B10: before it, its chunks counted into the login's LCP).
 */
function start(): Started {
  if (started !== null) return started;
  const errors = createErrorStore();
  const client = (pageIsVisitors() ? firstContentfulPaint() : Promise.resolve())
    .then(loadApolloClientModule)
    .then(({ createPortalApolloClient }) => createPortalApolloClient({ errors }));
  const boot = createBootSource({ client, prefetch: true });
  void boot.client.then(announcePortalClient, () => undefined);
  // A sign-in asks for the new user's boot as soon as its answer arrives (issue 20, B12).
  onSessionCreated(() => boot.sessionStarted());
  started = { errors, boot };
  return started;
}

/** The whole client: providers, the descriptor-built router and the one error modal. */
export function App({ i18n }: { i18n: I18n }) {
  const [{ errors, boot }] = useState(start);
  // Null until Apollo Client has loaded and holds the boot: login and home paint without it.
  const [client, setClient] = useState<ApolloClient | null>(null);
  const [clientFailed, setClientFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void boot.client.then(
      // In slices: what the client brings (the lists, the counts) renders without one long task.
      (loaded) => live && startTransition(() => setClient(loaded)),
      () => live && setClientFailed(true),
    );
    return () => {
      live = false;
    };
  }, [boot]);
  // Descriptors, messages and labels come from the BFF in the chosen language: a switch
  // loads everything again in the new one (the requests carry it as Accept-Language).
  useEffect(() => {
    const reload = () => void boot.client.then((loaded) => loaded.resetStore()).catch(() => undefined);
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [boot, i18n]);
  return (
    <Providers client={client} clientFailed={clientFailed} i18n={i18n} errors={errors}>
      <BootSourceProvider value={boot}>
        <PortalRouter />
      </BootSourceProvider>
      <ErrorModal />
    </Providers>
  );
}
