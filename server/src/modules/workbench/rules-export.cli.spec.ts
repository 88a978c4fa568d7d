/**
 * `npm run rules:export` as a user runs it: a separate process that reads the live
 * version from the portal database (here the embedded PGlite of a stopped portal) and
 * writes it into a folder, removing definition files the version does not hold.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { repoRoot } from '../../lib/paths';
import { createRuleStore } from '../navigation';
import { recordingLogger } from '../../../test/support/navigation';
import { createVersionedRuleStore } from './versioned-rule-store';
import { checkDraft } from './workbench.draft';
import { copyScreens, draftFilesOf, editDraft } from '../../../test/support/workbench';

const run = promisify(execFile);

describe('npm run rules:export', () => {
  let dataDir: string;
  let out: string;
  let screens: Awaited<ReturnType<typeof copyScreens>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-export-'));
    out = await mkdtemp(join(tmpdir(), 'portal-export-out-'));
    screens = await copyScreens();
    const db = await openDatabase({ dataDir });
    await migrate(db, MIGRATIONS);
    const logger = recordingLogger();
    const files = await createRuleStore({ dir: screens.dir, logger, watch: false });
    const store = await createVersionedRuleStore({ files, dir: screens.dir, db, redis: null, logger });
    const draft = checkDraft(
      editDraft(await draftFilesOf(screens.dir), 'menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: Meldungen, en: Reports }'),
    );
    if (!draft.ok) throw new Error('invalid draft');
    await store.publish({
      texts: draft.texts,
      ruleSet: draft.ruleSet,
      comment: 'Meldungen',
      author: { id: null, email: null, name: 'Verena Strasser' },
      expectedLive: 1,
      source: 'workbench',
    });
    await store.close();
    await files.close();
    await db.close();
    await writeFile(join(out, 'alt.yaml'), 'screens: []\n');
    await writeFile(join(out, 'NOTIZEN.md'), 'bleibt\n');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(out, { recursive: true, force: true }), screens.remove()]);
  });

  it('writes the live version into the folder, removes other definition files and leaves the rest', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/modules/workbench/rules-export.cli.ts', '--out', out], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1', LOG_LEVEL: 'silent' },
    });
    expect(stdout).toMatch(/^Live-Version 2 \(Verena Strasser, .*, „Meldungen“\) nach .* geschrieben:/);
    expect(stdout).toContain('alt.yaml entfernt (nicht Teil der Version)');
    expect(await readFile(join(out, 'menu.yaml'), 'utf8')).toContain('label: { de: Meldungen, en: Reports }');
    const names = (await readdir(out)).sort();
    expect(names).toContain('NOTIZEN.md');
    expect(names).not.toContain('alt.yaml');
    expect(names.filter((name) => name.endsWith('.yaml'))).toEqual((await readdir(screens.dir)).filter((name) => name.endsWith('.yaml')).sort());
  }, 60_000);

  it('refuses a folder argument without folder, in German', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/src/modules/workbench/rules-export.cli.ts', '--out'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2, stderr: '--out braucht einen Ordner, z. B. --out ./screens\n' });
  });
});
