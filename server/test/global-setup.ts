import { mkdtemp, rm } from 'node:fs/promises';
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
export default async function setup(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'portal-test-caches-'));
  try {
    await preparePgliteDir(join(scratch, 'portal'));
    await prepareSeededDataDir(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
