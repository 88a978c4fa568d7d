import { useEffect, useState } from 'react';
import { ErrorModal } from '../components/error-modal';
import { createErrorStore } from '../components/error-store';
import { createPortalApolloClient } from './apollo-client';
import { PortalRouter } from './portal-router';
import { Providers } from './providers';
import type { I18n } from '../lib/i18n';

/** The whole client: providers, the descriptor-built router and the one error modal. */
export function App({ i18n }: { i18n: I18n }) {
  const [errors] = useState(createErrorStore);
  const [client] = useState(() => createPortalApolloClient({ errors }));
  // Descriptors, messages and labels come from the BFF in the chosen language: a switch
  // loads everything again in the new one (the requests carry it as Accept-Language).
  useEffect(() => {
    const reload = () => void client.resetStore().catch(() => undefined);
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [client, i18n]);
  return (
    <Providers client={client} i18n={i18n} errors={errors}>
      <PortalRouter />
      <ErrorModal />
    </Providers>
  );
}
