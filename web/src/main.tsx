import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerPortalBlocks } from './app/block-catalogue';
import { preloadFirstRoute } from './app/routes';
import { initI18n, languageReady } from './lib/i18n';
import { initSession } from './lib/session';
import './styles.css';

// The session library (its own chunk) loads beside the first render; requests wait until it wraps fetch.
initSession();
preloadFirstRoute(window.location.pathname);
registerPortalBlocks();
const i18n = initI18n();
document.documentElement.lang = i18n.language;

// English is fetched when chosen; German (and a failed fetch, falling back to German) renders at once.
void languageReady()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    ),
  );
