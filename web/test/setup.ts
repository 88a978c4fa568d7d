import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../src/lib/i18n';

initI18n('de');
afterEach(() => cleanup());
