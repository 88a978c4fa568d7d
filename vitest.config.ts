import { defineConfig } from 'vitest/config';

// One test command for both workspaces; each workspace has its own project config.
export default defineConfig({
  test: {
    // Three workers on two cores: a spec file waits on its portal (HTTP, PGlite, timers) a good part
    // of the time, and in CI the specs share the machine with the browser tests (CI run of 26.11.,
    // 15:16 UTC: the specs' lane 498 s with two workers, 477 s with three).
    maxWorkers: 3,
    projects: [
      'shared/vitest.config.ts',
      'server/vitest.config.ts',
      'server/vitest.shared.config.ts',
      'server/vitest.alone.config.ts',
      'web/vitest.config.ts',
      'web/vitest.isolated.config.ts',
    ],
  },
});
