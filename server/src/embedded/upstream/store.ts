/**
 * PGlite storage of the embedded upstream: opening, seeding by COPY, and the seed cache
 * that lets every further fresh data folder start from a copy instead of a new seed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEFAULT_SEED, generateDataset } from './generate';
import type { Dataset, Row } from './generate';
import { SEQUENCES, TABLES, createTableSql } from './schema';
import { buildInfoFile, isBuilt, repoRoot } from '../../lib/paths';
import type { TableDef, TableName } from './schema';

/** Bump when the schema or the generator changes meaning; the source hash below catches the rest. */
export const SEED_VERSION = 1;

/** Sources whose change invalidates a cached seed. */
const SEED_SOURCES = ['generate.ts', 'schema.ts', 'catalogues.ts', 'wordlists.ts', 'prng.ts', 'time.ts', 'store.ts'];

const here = dirname(fileURLToPath(import.meta.url));
/** Beside the installed packages, like the PGlite template (lib/pglite-cluster.ts). */
export const DEFAULT_SEED_CACHE_ROOT = join(repoRoot, 'node_modules', '.cache', 'fibre-portal-upstream-seed');

/**
 * A small WAL keeps the data folder compact, which is what makes copying a cached seed
 * fast: 1 MB segments (set at initdb) and few of them kept. The bulk load runs in the
 * transaction that creates the tables, which with wal_level=minimal skips the WAL, and
 * COPY FREEZE writes rows with their hint bits set, so the first reads do not rewrite
 * (and, with checksums, WAL-log) every page. Checksums buy nothing for a local stand-in.
 */
const INITDB_PARAMS = ['--wal-segsize=1', '--no-data-checksums'];
const POSTGRES_CONF = [
  'wal_level = minimal',
  'max_wal_senders = 0',
  'min_wal_size = 4MB',
  // Removing used WAL segments instead of keeping them for reuse saves ~20 MB per copy.
  'wal_recycle = off',
  'max_wal_size = 64MB',
  'timezone = UTC',
  "datestyle = 'iso, mdy'",
];

const TIMESTAMPTZ = 1184;
const DATE = 1082;
const NUMERIC = 1700;
const INT8 = 20;

/** PGlite's WebAssembly module, compiled, and its file-system bundle. */
export interface PgliteArtifacts {
  wasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}

let artifacts: Promise<PgliteArtifacts> | null = null;

/** The WebAssembly global: @types/node declares its types but, without the DOM lib, not the value. */
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

/**
 * Compiles PGlite's 9 MB WebAssembly once per process. Starting this before the data
 * folder is copied overlaps the two, and a compiled module can be handed to worker
 * threads, which would otherwise each compile it again.
 */
export function loadPgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    return { wasmModule: await wasmApi.compile(wasm), fsBundle: new Uint8Array(data) };
  })();
  return artifacts;
}

export async function openUpstreamDatabase(dir: string, preloaded?: PgliteArtifacts): Promise<PGlite> {
  await mkdir(dirname(dir), { recursive: true });
  const db = new PGlite(dir, {
    ...(preloaded ? { pgliteWasmModule: preloaded.wasmModule, fsBundle: new Blob([preloaded.fsBundle]) } : {}),
    postgresqlconf: POSTGRES_CONF,
    initDbStartParams: INITDB_PARAMS,
    // Trigram indexes serve `contains(…)` filters (ILIKE '%…%') without reading every row.
    extensions: { pg_trgm },
    parsers: {
      // '2026-11-01 08:00:00+00' -> '2026-11-01T08:00:00Z'; the session time zone is UTC.
      [TIMESTAMPTZ]: (v: string) => `${v.slice(0, 10)}T${v.slice(11, 19)}Z`,
      [DATE]: (v: string) => v,
      [NUMERIC]: (v: string) => Number(v),
      [INT8]: (v: string) => Number(v),
    },
  });
  await db.waitReady;
  return db;
}

function copyValue(value: unknown, type: string): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (type === 'text[]') {
    const items = value as string[];
    text = `{${items.map((i) => `"${i.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  } else if (type === 'bool') {
    text = value ? 't' : 'f';
  } else {
    text = String(value);
  }
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

async function copyRows(db: PGlite, def: TableDef, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const lines: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    lines[i] = def.columns.map(([name, type]) => copyValue(row[name], type)).join('\t');
  }
  const columns = def.columns.map(([name]) => `"${name}"`).join(', ');
  await db.query(`copy "${def.name}" (${columns}) from '/dev/blob' with (freeze)`, [], { blob: new Blob([lines.join('\n') + '\n']) });
}

/** Creates the tables and loads the dataset in one transaction, then builds indexes. */
export async function seedDatabase(db: PGlite, data: Dataset): Promise<void> {
  await db.exec('begin');
  try {
    await db.exec('create extension if not exists pg_trgm');
    for (const name of Object.keys(TABLES) as TableName[]) {
      const def = TABLES[name];
      await db.exec(createTableSql(def));
      await copyRows(db, def, data[name]);
    }
    for (const name of Object.keys(TABLES) as TableName[]) {
      for (const index of TABLES[name].indexes) await db.exec(index);
    }
    for (const seq of SEQUENCES) await db.exec(`create sequence ${seq}`);
    await db.query(`select setval('ticket_seq', $1)`, [100_000 + data.incidents.length]);
    await db.query(`select setval('order_seq', $1)`, [Math.max(1, data.orders.length)]);
    await db.query(`select setval('ack_seq', $1)`, [Math.max(1, data.pan_acks.length)]);
    await db.query(`insert into meta (key, value) values ('seed_version', $1), ('rolled_through_day', '-1')`, [String(SEED_VERSION)]);
    await db.exec('commit');
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
  await db.exec('analyze');
  await db.exec('checkpoint');
}

/**
 * The seed and schema hashes of the sources. A bundle has no sources beside it, so the
 * build computes them and writes them to build-info.json, which the bundle reads instead.
 */
export async function upstreamSourceHashes(): Promise<{ seedSources: string; schema: string }> {
  if (isBuilt) {
    const info = JSON.parse(await readFile(buildInfoFile, 'utf8')) as { upstream: { seedSources: string; schema: string } };
    return info.upstream;
  }
  return { seedSources: await sourceHashFromFiles(), schema: await schemaHashFromFiles() };
}

async function sourceHash(): Promise<string> {
  return (await upstreamSourceHashes()).seedSources;
}

async function schemaHash(): Promise<string> {
  return (await upstreamSourceHashes()).schema;
}

async function sourceHashFromFiles(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES) hash.update(await readFile(join(here, file)));
  return hash.digest('hex').slice(0, 12);
}

export interface PrepareOptions {
  seed?: number;
  /** Root folder of the seed cache; `false` seeds straight into the data folder. */
  seedCache?: string | false;
  /** Told where a data folder of an older table layout was moved before reseeding. */
  onStale?: (movedTo: string) => void;
}

export interface PrepareResult {
  /** 'existing': the data folder was already there and was left alone. */
  source: 'existing' | 'cache' | 'fresh';
  ms: number;
}

/** Where the upstream keeps its PGlite data inside the portal's data folder. */
export function upstreamDir(dataDir: string): string {
  return join(dataDir, 'upstream');
}

/** Written last, so a half-seeded or half-copied folder is never taken as seeded. */
const MARKER = 'upstream-seed.json';

/** Identifies the table layout; a data folder made for another layout cannot be served. */
async function schemaHashFromFiles(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(String(SEED_VERSION));
  hash.update(await readFile(join(here, 'schema.ts')));
  return hash.digest('hex').slice(0, 12);
}

async function seededState(dir: string, schema: string): Promise<'current' | 'stale' | 'missing'> {
  if (!existsSync(join(dir, 'PG_VERSION')) || !existsSync(join(dir, MARKER))) return 'missing';
  try {
    const marker = JSON.parse(await readFile(join(dir, MARKER), 'utf8')) as { schema?: string };
    return marker.schema === schema ? 'current' : 'stale';
  } catch {
    return 'stale';
  }
}

async function seedInto(dir: string, seed: number): Promise<void> {
  const db = await openUpstreamDatabase(dir);
  try {
    await seedDatabase(db, generateDataset(seed));
  } finally {
    await db.close();
  }
}

/** A lock older than this belongs to a process that died while seeding. */
const STALE_LOCK_MS = 5 * 60_000;
const LOCK_POLL_MS = 200;

/**
 * Seeds the cache entry once. Other processes that need it meanwhile (parallel test
 * files) wait for it rather than seeding the same data in parallel on the same cores.
 * Returns 'fresh' if this process seeded, 'cache' if another one did.
 */
async function fillCache(cacheRoot: string, key: string, seed: number): Promise<PrepareResult['source']> {
  const cached = join(cacheRoot, key);
  const lock = join(cacheRoot, `${key}.lock`);
  await mkdir(cacheRoot, { recursive: true });
  for (;;) {
    if (existsSync(join(cached, 'READY'))) return 'cache';
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      continue;
    }
    const tmp = join(cacheRoot, `tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      if (existsSync(join(cached, 'READY'))) return 'cache';
      await seedInto(join(tmp, 'pgdata'), seed);
      await writeFile(join(tmp, 'READY'), key);
      await rename(tmp, cached);
      return 'fresh';
    } finally {
      await rm(tmp, { recursive: true, force: true });
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Makes `${dataDir}/upstream` a seeded database unless it already is one. The first call
 * per seed and source version seeds into the cache (seconds); every later call copies the
 * cached folder (well under a second). Concurrent callers in other processes are safe:
 * one seeds while the others wait for it (a lock folder beside the cache entry).
 */
export async function prepareSeededDataDir(dataDir: string, options: PrepareOptions = {}): Promise<PrepareResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const target = upstreamDir(dataDir);
  const marker = join(target, MARKER);
  const schema = await schemaHash();
  const state = await seededState(target, schema);
  if (state === 'current') return { source: 'existing', ms: performance.now() - started };
  if (state === 'stale') {
    // Made by an older version of this code: kept aside (its writes are not lost) and replaced.
    const aside = `${target}-stale-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, aside);
    options.onStale?.(aside);
  }
  await rm(target, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });

  const cacheRoot = options.seedCache === undefined ? DEFAULT_SEED_CACHE_ROOT : options.seedCache;
  if (cacheRoot === false) {
    await seedInto(target, seed);
    await writeFile(marker, JSON.stringify({ seed, version: SEED_VERSION, schema }));
    return { source: 'fresh', ms: performance.now() - started };
  }

  const key = `v${SEED_VERSION}-seed${seed}-${await sourceHash()}`;
  const cached = join(cacheRoot, key);
  let source: PrepareResult['source'] = 'cache';
  if (!existsSync(join(cached, 'READY'))) {
    source = await fillCache(cacheRoot, key, seed);
  }
  await cp(join(cached, 'pgdata'), target, { recursive: true });
  await writeFile(marker, JSON.stringify({ seed, version: SEED_VERSION, schema, cache: key }));
  return { source, ms: performance.now() - started };
}
