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

/**
 * React rendered again after an error and succeeded. Its own report (`reportError`, as an
 * uncaught error) names only its wrapper, "error during concurrent rendering": the error that
 * was thrown is reported beside it, so that the console and the browser tests say what it was.
 */
function reportRecoveredError(error: unknown) {
  reportError(error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) reportError(cause);
}

// English is fetched when chosen; German (and a failed fetch, falling back to German) renders at once.
void languageReady()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!, { onRecoverableError: reportRecoveredError }).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    ),
  );
