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
    // The tests a file marks `it.concurrent` (walks of many personas, each in its own browser
    // context, e2e/browser.ts inOwnBrowser): three at a time keep Chromium and the portal busy
    // without making each page wait long on the two cores.
    maxConcurrency: 3,
    // One test process for all files, one after the other: each file starts no process of its
    // own and imports playwright-core and the kit once (the files keep their state in their
    // own module; e2e/browser.ts lets go of the Chromium connection after each file).
    isolate: false,
    // A real portal on a shared 2-core machine: a poll may need longer than vitest's 1 s default.
    expect: { poll: { timeout: 15_000 } },
    globalSetup: ['e2e/global-setup.ts'],
  },
});
