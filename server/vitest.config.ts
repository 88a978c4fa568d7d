import { accessSync, constants } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Every spec portal copies the pristine PGlite cluster and the seeded upstream (about
 * 110 MB, 2,000 files) into its own temporary folder and removes it when it closes. On the
 * machine's disk the removal alone blocks a worker for 4–6 s; on tmpfs (/dev/shm) it takes
 * a tenth of that. Where /dev/shm is missing or read-only, the system's temporary folder.
 */
function memoryTmpDir(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return undefined;
  }
}
const tmpDir = process.env['PORTAL_TEST_TMPDIR'] ?? memoryTmpDir();

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
    env: tmpDir === undefined ? {} : { TMPDIR: tmpDir },
  },
});
