/**
 * A draft of the workbench: a set of definition files as text, checked exactly as the
 * files in `screens/` are (`loadRuleSetFromTexts`: YAML, JSON Schema, cross-file rules),
 * plus what only a draft can get wrong: its size, its file names, and locking the
 * superadmins out of the workbench itself.
 */
import { ACCOUNT_TYPES, canOpenScreen, loadRuleSetFromTexts } from '../navigation';
import type { ItemScope, RuleIssue, RuleSet } from '../navigation';
import { LineCounter, parseDocument } from 'yaml';

/** A draft larger than this is refused (all file names and texts, UTF-8). */
export const MAX_DRAFT_BYTES = 256 * 1024;
export const MAX_DRAFT_FILES = 40;
/** The workbench's own screen (screens/workbench.yaml). */
export const WORKBENCH_SCREEN_ID = 'workbench';
const FILE_NAME = /^[a-z0-9][a-z0-9_-]*\.(?:ya?ml|json)$/;
const LABEL = 'screens';

export interface DraftFile {
  name: string;
  text: string;
}

/** A problem of a draft, with where the structured form should show it. */
export interface DraftIssue extends RuleIssue {
  scope: ItemScope | null;
  itemId: string | null;
  /** The entry's field (`label`, `order`, `access`, …) when the problem is inside an entry. */
  field: string | null;
}

export type DraftResult =
  | { ok: true; ruleSet: RuleSet; texts: Record<string, string>; sizeBytes: number }
  | { ok: false; issues: DraftIssue[]; texts: Record<string, string>; sizeBytes: number };

const kb = (bytes: number): string => `${(bytes / 1024).toLocaleString('de-AT', { maximumFractionDigits: 1 })} KB`;

export function draftSize(files: readonly DraftFile[]): number {
  return files.reduce((sum, file) => sum + Buffer.byteLength(file.name, 'utf8') + Buffer.byteLength(file.text, 'utf8'), 0);
}

const ENTRY_LISTS: Array<{ prefix: string; scope: ItemScope; section: 'menu' | 'home' | 'screens'; list?: string }> = [
  { prefix: '/menu/entries/', scope: 'menu', section: 'menu', list: 'entries' },
  { prefix: '/home/tiles/', scope: 'tile', section: 'home', list: 'tiles' },
  { prefix: '/home/releaseNotes/', scope: 'releaseNotes', section: 'home', list: 'releaseNotes' },
  { prefix: '/screens/', scope: 'screen', section: 'screens' },
];

/** Which entry and field a JSON pointer inside a file points at (for the structured form). */
export function locateIssue(issue: RuleIssue, texts: Record<string, string>): DraftIssue {
  const name = issue.file.startsWith(`${LABEL}/`) ? issue.file.slice(LABEL.length + 1) : issue.file;
  for (const { prefix, scope, section, list } of ENTRY_LISTS) {
    if (!issue.path.startsWith(prefix)) continue;
    const [index, field] = issue.path.slice(prefix.length).split('/');
    const text = texts[name];
    let itemId: string | null = null;
    if (text !== undefined && index !== undefined) {
      try {
        const value = name.endsWith('.json') ? (JSON.parse(text) as Record<string, unknown>) : (parseDocument(text).toJS() as Record<string, unknown>);
        const container = value?.[section] as Record<string, unknown> | unknown[] | undefined;
        const entries = (list === undefined ? container : (container as Record<string, unknown> | undefined)?.[list]) as unknown[] | undefined;
        const entry = entries?.[Number(index)] as { id?: unknown } | undefined;
        if (typeof entry?.id === 'string') itemId = entry.id;
      } catch {
        // unparsable text: the issue itself says so
      }
    }
    return { ...issue, scope, itemId, field: field ?? null };
  }
  return { ...issue, scope: null, itemId: null, field: null };
}

function lineOfPointer(text: string, name: string, pointer: string): number | undefined {
  if (!/\.ya?ml$/.test(name)) return undefined;
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter });
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  for (let length = segments.length; length >= 0; length -= 1) {
    const node = document.getIn(segments.slice(0, length), true) as { range?: [number, number, number] } | undefined;
    if (node?.range !== undefined) return counter.linePos(node.range[0]).line;
  }
  return undefined;
}

/** Where in the draft the workbench screen is defined, for the lock-out message. */
function workbenchLocation(ruleSet: RuleSet, texts: Record<string, string>): { file: string; path: string; line?: number } {
  for (const [name, value] of Object.entries(ruleSet.sources)) {
    const screens = (value as { screens?: Array<{ id?: string }> }).screens;
    const index = screens?.findIndex((screen) => screen.id === WORKBENCH_SCREEN_ID) ?? -1;
    if (index >= 0) {
      const path = `/screens/${index}/access`;
      return { file: `${LABEL}/${name}`, path, line: lineOfPointer(texts[name] ?? '', name, path) };
    }
  }
  return { file: LABEL, path: '/' };
}

/**
 * Checks a draft. Refused without looking further: more than MAX_DRAFT_BYTES, more than
 * MAX_DRAFT_FILES files, bad or repeated file names, NUL characters (PostgreSQL cannot
 * store them). Otherwise the loader's messages, and the workbench lock-out.
 */
export function checkDraft(files: readonly DraftFile[]): DraftResult {
  const sizeBytes = draftSize(files);
  const texts: Record<string, string> = {};
  const issues: DraftIssue[] = [];
  const issue = (file: string, message: string): DraftIssue => ({ file, path: '/', message, scope: null, itemId: null, field: null });

  if (sizeBytes > MAX_DRAFT_BYTES) {
    return { ok: false, texts, sizeBytes, issues: [issue(LABEL, `Der Entwurf ist ${kb(sizeBytes)} groß; erlaubt sind höchstens ${kb(MAX_DRAFT_BYTES)}.`)] };
  }
  if (files.length > MAX_DRAFT_FILES) {
    return { ok: false, texts, sizeBytes, issues: [issue(LABEL, `Der Entwurf hat ${files.length} Dateien; erlaubt sind höchstens ${MAX_DRAFT_FILES}.`)] };
  }
  for (const file of files) {
    const display = `${LABEL}/${file.name}`;
    if (!FILE_NAME.test(file.name)) {
      issues.push(issue(display, `ungültiger Dateiname '${file.name}' (erlaubt: Kleinbuchstaben, Ziffern, - und _, Endung .yaml, .yml oder .json)`));
    } else if (Object.hasOwn(texts, file.name)) {
      issues.push(issue(display, `Datei '${file.name}' kommt im Entwurf zweimal vor`));
    } else if (file.text.includes('\u0000')) {
      issues.push(issue(display, 'die Datei enthält ein Nullzeichen (\\0), das nicht gespeichert werden kann'));
    }
    texts[file.name] = file.text;
  }
  if (issues.length > 0) return { ok: false, texts, sizeBytes, issues };

  const loaded = loadRuleSetFromTexts(texts, { label: LABEL, requireEnglish: true });
  if (!loaded.ok) return { ok: false, texts, sizeBytes, issues: loaded.error.issues.map((found) => locateIssue(found, texts)) };

  // Whoever publishes must be able to come back: a draft that closes the workbench to
  // superadmins could only be undone in the database. Not a confirmation, a refusal.
  const ruleSet = loaded.ruleSet;
  const lockedOut = ACCOUNT_TYPES.filter((type) => !canOpenScreen(ruleSet, { type, role: 'superadmin', accountId: 'x' }, WORKBENCH_SCREEN_ID));
  if (lockedOut.length > 0) {
    const where = workbenchLocation(ruleSet, texts);
    const who = lockedOut.length === ACCOUNT_TYPES.length ? 'alle Superadmins' : `Superadmins vom Typ ${lockedOut.join(', ')}`;
    return {
      ok: false,
      texts,
      sizeBytes,
      issues: [
        locateIssue(
          {
            ...where,
            message: `Die Regel-Werkbank (Bildschirm '${WORKBENCH_SCREEN_ID}') wäre für ${who} gesperrt; danach ließe sich nichts mehr zurückrollen. Sie muss für superadmin geöffnet bleiben.`,
          },
          texts,
        ),
      ],
    };
  }
  return { ok: true, ruleSet, texts, sizeBytes };
}
