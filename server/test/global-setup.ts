import { mkdtemp, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preparePgliteDir } from '../src/lib/pglite-cluster';
import { prepareSeededDataDir } from '../src/embedded/upstream/store';

/**
 * Fills the caches every spec's portal starts from (the pristine PGlite cluster and the
 * seeded upstream) once, before the spec files run. Otherwise the first files seed them
 * while their own portal starts: seeding holds the event loop for seconds, and their
 * calls to the core time out.
 */
export default async function setup(project?: TestProject): Promise<() => Promise<void>> {
  // The folder of the shared portals' data (test/shared-portal.ts): their workers end with
  // process.exit, which runs no cleanup; it is removed here when the run ends. Without a
  // project (.ci/run fills the caches once before the lanes) only the caches.
  const shared = project === undefined ? undefined : await mkdtemp(join(project.config.env['TMPDIR'] ?? tmpdir(), 'portal-shared-'));
  if (project !== undefined && shared !== undefined) project.provide('sharedPortalDir', shared);
  const scratch = await mkdtemp(join(tmpdir(), 'portal-test-caches-'));
  try {
    await preparePgliteDir(join(scratch, 'portal'));
    await prepareSeededDataDir(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return async () => {
    if (shared !== undefined) await rm(shared, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shared portals of the run keep their data (test/shared-portal.ts). */
    sharedPortalDir: string;
  }
}
