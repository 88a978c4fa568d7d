import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
