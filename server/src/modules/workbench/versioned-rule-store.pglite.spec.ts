/**
 * The version store and the live rules on PGlite (server/test/support/versioned-rule-store-suite.ts; the same
 * tests on PostgreSQL: versioned-rule-store.postgres.spec.ts).
 */
import { describe } from 'vitest';
import { versionedRuleStoreSuite } from '../../../test/support/versioned-rule-store-suite';

describe('versioned rules (portal database on pglite)', () => {
  versionedRuleStoreSuite('pglite');
});
