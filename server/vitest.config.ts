import { accessSync, constants } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { SERVER_ALONE, SERVER_OWN_PROCESS, SERVER_SHARED_PORTAL, splitSpecs } from '../shared/src/test-support/spec-isolation';

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
const specs = splitSpecs(root, ['src', 'test'], SERVER_OWN_PROCESS, SERVER_SHARED_PORTAL, SERVER_ALONE);

function project(name: string, include: string[], isolate: boolean, setupFiles: string[] = []) {
  return defineConfig({
    test: {
      name,
      root,
      include,
      isolate,
      setupFiles,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      globalSetup: ['test/global-setup.ts'],
      // TEST_MODE=testing: supertokens-node allows its reset() (test/support/supertokens-reset.ts).
      env: { TEST_MODE: 'testing', ...(tmpDir === undefined ? {} : { TMPDIR: tmpDir }) },
    },
  });
}

/**
 * Three projects (docs/testing.md): `server` runs the specs that start a portal of their own or
 * initialise supertokens-node, in shared processes: before each file supertokens-node is reset
 * (test/own-portal-setup.ts), since it keeps one initialisation per process, for one core;
 * `server-alone` runs the few that change the whole process (SERVER_ALONE: OpenTelemetry), each
 * file in a process of its own; `server-shared` runs all others in shared processes: the specs on
 * the portal their worker shares (`sharedPortal()`, test/shared-portal.ts, started by the first
 * file of the worker that asks for it) and the specs that need no portal. Shared processes
 * (`isolate: false`) import the server's module graph once per worker instead of once per file;
 * one project for both kinds imports it in three workers instead of six (CI of 26.11.: 13 CPU-s less).
 */
export const serverShared = project('server-shared', [...specs.shared, ...specs.sharedProcess], false);

export const serverAlone = project('server-alone', specs.alone, true);

export default project('server', specs.own, false, ['test/own-portal-setup.ts']);
