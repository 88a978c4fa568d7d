/**
 * `npm run rules:export [-- --out <folder>]`: writes the live rule version from the portal
 * database into `screens/` (or another folder), for review in git.
 *
 * With DATABASE_URL it reads PostgreSQL, as production does. Without, it reads the
 * embedded PGlite under DATA_DIR — which only one process may open, so it refuses while a
 * portal answers on HOST:PORT (then use "In Dateien schreiben" in the workbench).
 *
 * It only reads the database: whether files and database agree is decided by each
 * portal instance for its own `screens/` (docs/rules.md).
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { repoRoot } from '../../lib/paths';
import { DEFINITION_FILE_PATTERN } from '../navigation';
import { createRuleVersions } from './rule-versions';

class ExportError extends Error {}

function outputDir(argv: readonly string[]): string {
  const index = argv.indexOf('--out');
  if (index === -1) return resolve(repoRoot, 'screens');
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new ExportError('--out braucht einen Ordner, z. B. --out ./screens');
  return resolve(value);
}

async function portalRunning(host: string, port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return response.status === 200 || response.status === 503;
  } catch {
    return false;
  }
}

async function main(argv: readonly string[]): Promise<string> {
  const config = loadConfig();
  const dir = outputDir(argv);
  if (config.DATABASE_URL === undefined && (await portalRunning(config.HOST, config.PORT))) {
    throw new ExportError(
      `Auf ${config.HOST}:${config.PORT} läuft ein Portal; es hält die eingebettete Datenbank unter ${config.DATA_DIR}. Bitte in der Regel-Werkbank „In Dateien schreiben“ verwenden oder das Portal zuerst beenden.`,
    );
  }
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { rows } = await db.query<{ exists: string | null }>("SELECT to_regclass('rule_live')::text AS exists");
    if (rows[0]?.exists === null || rows[0]?.exists === undefined) {
      throw new ExportError('Die Datenbank enthält keine Regelversionen: das Portal wurde mit ihr noch nie gestartet.');
    }
    const versions = createRuleVersions(db);
    const number = await versions.liveNumber();
    const live = number === null ? null : await versions.get(number);
    if (live === null) throw new ExportError('Die Datenbank enthält noch keine Live-Version der Regeln.');
    const present = (await readdir(dir).catch(() => [] as string[])).filter((name) => DEFINITION_FILE_PATTERN.test(name));
    const removed = present.filter((name) => !Object.hasOwn(live.files, name)).sort();
    for (const [name, text] of Object.entries(live.files)) await writeFile(join(dir, name), text, 'utf8');
    for (const name of removed) await rm(join(dir, name), { force: true });
    const lines = [
      `Live-Version ${live.version} (${live.author.name}, ${live.createdAt}, „${live.comment}“) nach ${dir} geschrieben:`,
      ...Object.keys(live.files)
        .sort()
        .map((name) => `  ${name}`),
      ...removed.map((name) => `  ${name} entfernt (nicht Teil der Version)`),
      'Bitte mit git diff prüfen und committen.',
    ];
    return lines.join('\n');
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (summary) => {
    process.stdout.write(`${summary}\n`);
  },
  (error: unknown) => {
    const known = error instanceof ExportError || error instanceof ConfigError;
    process.stderr.write(`${known ? (error as Error).message : `Export fehlgeschlagen: ${error instanceof Error ? error.stack : String(error)}`}\n`);
    process.exit(known ? 2 : 1);
  },
);
