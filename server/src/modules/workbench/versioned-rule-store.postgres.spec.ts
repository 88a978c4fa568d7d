/**
 * The version store and the live rules on PostgreSQL (server/test/support/versioned-rule-store-suite.ts; the
 * same tests on PGlite: versioned-rule-store.pglite.spec.ts). Needs TEST_DATABASE_URL (CI sets
 * it); each run gets a database of its own.
 */
import { describe } from 'vitest';
import { BACKENDS } from '../../../test/support/test-databases';
import { versionedRuleStoreSuite } from '../../../test/support/versioned-rule-store-suite';

const skipped = !BACKENDS.includes('postgres');

describe.skipIf(skipped)(`versioned rules (portal database on postgres)${skipped ? ' (skipped: TEST_DATABASE_URL is not set)' : ''}`, () => {
  versionedRuleStoreSuite('postgres');
});
