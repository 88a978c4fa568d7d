/**
 * Shared fixtures of the workbench specs (not a spec itself): a temporary copy of
 * `screens/` (publishes, imports and exports must not touch the repository's files),
 * the draft of the shipped files, and the in-process portal on a backend.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './test-databases';
import type { Services } from '../../src/services';
import { tempDataDir, testConfig } from '../test-kit';
import { SHIPPED_SCREENS_DIR } from './navigation';
import type { DraftFile } from '../../src/modules/workbench/workbench.draft';

/** A copy of the shipped definitions in a temporary folder. */
export async function copyScreens(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'portal-screens-'));
  const dir = join(root, 'screens');
  await cp(SHIPPED_SCREENS_DIR, dir, { recursive: true });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The definition files of a folder as a draft. */
export async function draftFilesOf(dir: string = SHIPPED_SCREENS_DIR): Promise<DraftFile[]> {
  const names = (await readdir(dir)).filter((name) => /\.(ya?ml|json)$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })));
}

/** Replaces `from` by `to` in one file of a draft; fails loudly when `from` is not there. */
export function editDraft(files: readonly DraftFile[], name: string, from: string, to: string): DraftFile[] {
  return files.map((file) => {
    if (file.name !== name) return file;
    if (!file.text.includes(from)) throw new Error(`'${from}' not found in ${name}`);
    return { name, text: file.text.replace(from, to) };
  });
}

export interface WorkbenchPortal {
  app: FastifyInstance;
  services: Services;
  screensDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh data folder, a copy of screens/ and the given portal database. */
export async function startWorkbenchPortal(kind: 'pglite' | 'postgres', dataDir: string): Promise<WorkbenchPortal> {
  const screens = await copyScreens();
  let database: TestDatabase | undefined;
  const overrides: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') {
    database = await createTestDatabase('postgres');
    await database.db.close();
    overrides['DATABASE_URL'] = database.url as string;
  }
  const app = await buildApp(testConfig(overrides), { screensDir: screens.dir });
  const services = await app.portal.ready;
  return {
    app,
    services,
    screensDir: screens.dir,
    async close() {
      await app.close();
      await database?.drop().catch(() => undefined);
      await screens.remove();
    },
  };
}

export { tempDataDir };
