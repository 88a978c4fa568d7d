import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../src/lib/i18n';
import { registerPortalBlocks } from '../src/app/block-catalogue';

// findBy…/waitFor wait up to 5 s instead of 1 s: on the shared 2-core machine, with two
// workers, a render of a whole screen can take longer than a second (a wait, not a sleep).
configure({ asyncUtilTimeout: 5_000 });

initI18n('de');
registerPortalBlocks();
afterEach(() => cleanup());
