import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { portalFetch } from '../lib/http';
import { initI18n, languageReady } from '../lib/i18n';

/**
 * GraphiQL bundled into the portal (no CDN: the portal runs in intranets). It sends the
 * session cookie, so a signed-in developer explores the API as themselves.
 */
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: portalFetch,
  headers: { rid: 'graphiql' },
});

// The explorer greets developers in the portal's language; the query itself is the same.
const i18n = initI18n();
await languageReady().catch(() => undefined);
const DEFAULT_QUERY = `${i18n.t('explorer.intro')}

query Uebersicht {
  portal {
    version
    environment
  }
  viewer {
    greeting
    user {
      name
      type
      role
    }
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
