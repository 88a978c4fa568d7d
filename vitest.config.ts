import { defineConfig } from 'vitest/config';

// One test command for both workspaces; each workspace has its own project config.
export default defineConfig({
  test: {
    // Both cores: most spec files wait on their own portal (HTTP, PGlite, timers) a good part of the time.
    maxWorkers: 2,
    projects: [
      'shared/vitest.config.ts',
      'server/vitest.config.ts',
      'server/vitest.units.config.ts',
      'server/vitest.portal.config.ts',
      'server/vitest.alone.config.ts',
      'web/vitest.config.ts',
      'web/vitest.isolated.config.ts',
    ],
  },
});
