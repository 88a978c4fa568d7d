import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser tests: Chromium (Debian's) driven by playwright-core against the portal started as `npm start` starts it.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A real portal on a shared 2-core machine: a poll may need longer than vitest's 1 s default.
    expect: { poll: { timeout: 15_000 } },
    globalSetup: ['e2e/global-setup.ts'],
  },
});
