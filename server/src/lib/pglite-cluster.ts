import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from './paths';

/** Where pristine clusters are kept: beside the installed packages, like the upstream seed cache. */
const CACHE_ROOT = join(repoRoot, 'node_modules', '.cache', 'fibre-portal-pglite');

let template: Promise<string> | null = null;

/**
 * An empty, initialised PGlite cluster, made once per PGlite build and machine. initdb
 * costs 2–3 s per new data folder; copying this folder costs a tenth of that.
 */
function pristineCluster(): Promise<string> {
  template ??= (async () => {
    // Keyed by the PGlite build, so an upgrade never reuses a cluster of another version.
    const bundle = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.data');
    const { size, mtimeMs } = await stat(bundle);
    const key = createHash('sha256').update(`${bundle}:${size}:${mtimeMs}`).digest('hex').slice(0, 16);
    const cached = join(CACHE_ROOT, key);
    if (existsSync(join(cached, 'PG_VERSION'))) return cached;
    await mkdir(CACHE_ROOT, { recursive: true });
    const building = await mkdtemp(join(CACHE_ROOT, 'build-'));
    const db = await PGlite.create(building);
    await db.close();
    // Atomic publish: another process (a parallel test file) sees the whole cluster or none.
    await rename(building, cached).catch(() => rm(building, { recursive: true, force: true }));
    return cached;
  })();
  template.catch(() => (template = null));
  return template;
}

/**
 * Makes `dir` an initialised PGlite data folder if it is missing or empty, by copying the
 * pristine cluster. A folder with anything in it is left to PGlite as it is.
 */
export async function preparePgliteDir(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => null);
  if (entries !== null && entries.length > 0) return;
  const source = await pristineCluster();
  await mkdir(dirname(dir), { recursive: true });
  // Copied beside the target and renamed, so a crash never leaves a half-copied cluster.
  const copying = `${dir}.copying-${process.pid}`;
  await rm(copying, { recursive: true, force: true });
  await cp(source, copying, { recursive: true });
  if (entries !== null) await rmdir(dir);
  await rename(copying, dir);
}

/** Opens the PGlite database in `dir`, initialising a new folder from the pristine cluster. */
export async function openPgliteDir(dir: string): Promise<PGlite> {
  await preparePgliteDir(dir);
  return PGlite.create(dir);
}
