import { defineConfig } from 'vitest/config';

// One test command for both workspaces; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
