/**
 * Definition files for specs (not a spec itself): a temporary copy of `screens/` (publishes,
 * imports and exports must not touch the repository's files) and drafts of a folder's files.
 * Apart from workbench.ts, so that specs of the version store use them without importing the
 * in-process portal (spec-isolation.ts then lets them share a worker process).
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
