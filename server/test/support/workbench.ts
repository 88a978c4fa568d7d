/**
 * Shared fixtures of the workbench specs (not a spec itself): a temporary copy of
 * `screens/` (publishes, imports and exports must not touch the repository's files),
 * the draft of the shipped files, and the in-process portal on a backend.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './test-databases';
import type { Services } from '../../src/services';
import { tempDataDir, testConfig } from '../test-kit';
import { copyScreens } from './screen-files';

export { copyScreens, draftFilesOf, editDraft } from './screen-files';

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
