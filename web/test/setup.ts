import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../src/lib/i18n';
import { registerPortalBlocks } from '../src/app/block-catalogue';

initI18n('de');
registerPortalBlocks();
afterEach(() => cleanup());
