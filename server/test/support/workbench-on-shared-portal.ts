/**
 * The rule workbench on the portal shared by the worker (test/shared-portal.ts), for
 * workbench.graphql.spec.ts: an app over the shared portal's core and upstream with a rule store
 * of its own – a copy of `screens/` and a portal database of its own (PGlite), which the store seeds
 * as version 1 – and the audit log of that database. What the spec publishes, rolls back and
 * exports no other file sees. Not a spec itself.
 */
import type { FastifyInstance } from 'fastify';
import { migrate } from '../../src/db/migrate';
import { MIGRATIONS } from '../../src/db/migrations';
import { createAuditLog } from '../../src/modules/audit/audit.service';
import { createRuleStore } from '../../src/modules/navigation';
import { createVersionedRuleStore } from '../../src/modules/workbench/versioned-rule-store';
import type { Services } from '../../src/services';
import type { PortalUnderTest } from '../portal';
import { appOnSharedPortal } from '../shared-portal';
import { copyScreens } from './screen-files';
import { createTestDatabase } from './test-databases';

export interface WorkbenchApp {
  app: FastifyInstance;
  services: Services;
  screensDir: string;
  close(): Promise<void>;
}

export async function workbenchOnSharedPortal(portal: PortalUnderTest, kind: 'pglite' | 'postgres'): Promise<WorkbenchApp> {
  const screens = await copyScreens();
  const database = await createTestDatabase(kind);
  await migrate(database.db, MIGRATIONS);
  const logger = portal.app.log;
  const files = await createRuleStore({ dir: screens.dir, logger });
  const rules = await createVersionedRuleStore({ files, dir: screens.dir, db: database.db, redis: null, logger });
  const app = await appOnSharedPortal(portal, {}, { services: { rules, ruleVersions: rules, db: database.db, audit: createAuditLog(database.db) } });
  return {
    app,
    services: app.portal.services()!,
    screensDir: screens.dir,
    async close() {
      await app.close();
      await rules.close();
      await files.close();
      await database.drop();
      await screens.remove();
    },
  };
}
