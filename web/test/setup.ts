import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, i18n } from '../src/lib/i18n';
import { registerPortalBlocks } from '../src/app/block-catalogue';

// findBy…/waitFor wait up to 5 s instead of 1 s: on the shared 2-core machine, with two
// workers, a render of a whole screen can take longer than a second (a wait, not a sleep).
configure({ asyncUtilTimeout: 5_000 });

initI18n('de');
registerPortalBlocks();
afterEach(() => cleanup());

// Most spec files share a test process (isolate: false, vitest.config.ts), and with it the
// page: each file starts from what a fresh page would be (German, nothing stored, at '/').
beforeAll(async () => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // Specs in the node environment (bundle budget, Chakra system, texts) have no page.
  if (typeof window !== 'undefined') {
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'de';
    document.title = '';
  }
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
});
