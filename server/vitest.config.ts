import { accessSync, constants } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { SERVER_OWN_PROCESS, SERVER_SHARED_PORTAL, splitSpecs } from '../shared/src/test-support/spec-isolation';

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

const root = new URL('.', import.meta.url).pathname;
const specs = splitSpecs(root, ['src', 'test'], SERVER_OWN_PROCESS, SERVER_SHARED_PORTAL);

function project(name: string, include: string[], isolate: boolean) {
  return defineConfig({
    test: {
      name,
      root,
      include,
      isolate,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      globalSetup: ['test/global-setup.ts'],
      env: tmpDir === undefined ? {} : { TMPDIR: tmpDir },
    },
  });
}

/**
 * Three projects (docs/testing.md): `server` runs the specs that start a portal of their own or
 * initialise supertokens-node, each file in a process of its own (supertokens-node is initialised
 * once per process, for one core); `server-portal` runs the specs on the portal their worker shares
 * (`sharedPortal()`, test/shared-portal.ts) in shared processes, one portal per worker;
 * `server-units` runs the others in shared processes (`isolate: false`): the server's module graph
 * is imported once per worker instead of once per file.
 */
export const serverUnits = project('server-units', specs.shared, false);

export const serverPortal = project('server-portal', specs.sharedProcess, false);

export default project('server', specs.own, true);
