import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerPortalBlocks } from './app/block-catalogue';
import { preloadFirstRoute } from './app/routes';
import { initI18n, languageReady } from './lib/i18n';
import { initSession } from './lib/session';
import { pageCarriedVisitor } from './lib/initial-state';
import { firstContentfulPaint } from './lib/first-paint';
import './styles.css';

const i18n = initI18n();
document.documentElement.lang = i18n.language;
// The session library (its own chunk) loads beside the first render; requests wait until it
// wraps fetch. A visitor's page (the server saw no token: nothing to refresh) loads it after its
// first paint (issue 20, B10); the login asks for it itself when it needs it.
if (pageCarriedVisitor()) void firstContentfulPaint().then(() => initSession());
else initSession();
preloadFirstRoute(window.location.pathname);
registerPortalBlocks();

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
