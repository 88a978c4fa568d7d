/**
 * `npm run codegen` runs this after graphql-codegen has written web/src/gql (codegen.ts,
 * hook afterAllFileWrite): it writes web/src/gql/persisted-documents.json. With `--check`
 * (`npm run codegen:check`) it writes nothing and fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { repoRoot } from '../../lib/paths';
import { buildManifest, loadClientOperations, manifestJson, readManifestFile } from './generate';
import { MANIFEST_FILE } from './manifest';

const check = process.argv.includes('--check');
const expected = manifestJson(await buildManifest(await loadClientOperations()));
const shown = relative(repoRoot, MANIFEST_FILE);

if (readManifestFile() === expected) {
  process.stdout.write(`${shown} ist aktuell.\n`);
} else if (check) {
  process.stderr.write(`${shown} ist veraltet. Bitte \`npm run codegen\` ausführen.\n`);
  process.exitCode = 1;
} else {
  writeFileSync(MANIFEST_FILE, expected);
  process.stdout.write(`${shown} geschrieben.\n`);
}
