/**
 * The structured side of the workbench: the entries of a draft as a form shows them, and
 * the common edits (label, per-type labels, order, who sees it) applied to the file text.
 *
 * Edits go through yaml's document model, so comments, key order and the house style
 * (`access: { sameAs: tickets }`, flow lists for types) survive; a later export to git
 * then shows only the lines that changed.
 */
import type { YAMLMap } from 'yaml';
import { isMap, isSeq, LineCounter, parseDocument, Pair, Scalar, type Document } from 'yaml';
import type { ItemScope } from '../navigation';
import type { DraftFile } from './workbench.draft';
import { isBilingual } from '../../lib/language';

/** A per-type text: German, and English when written (`{ de, en }` in the file). */
export interface TypedText {
  type: string;
  text: string;
  textEn?: string | null;
}

export interface EntryAccess {
  types: string[];
  excludeTypes: string[];
  roles: string[];
  requires: string | null;
  sameAs: string[];
}

/** A menu entry, tile, release-notes link or screen as the draft holds it. */
export interface DraftEntry {
  scope: ItemScope;
  id: string;
  file: string;
  /** JSON pointer of the entry in its file. */
  path: string;
  /** Label, or the title of a screen (German). */
  label: string;
  /** Its English text; null while the definition has only German. */
  labelEn: string | null;
  labelByType: TypedText[];
  /** Null for screens. */
  order: number | null;
  route: string;
  /** Null for public screens. */
  access: EntryAccess | null;
}

export interface EntryEdit {
  scope: ItemScope;
  id: string;
  label?: string | null;
  /** New English label (title); with `label`, the file gets `{ de, en }`. */
  labelEn?: string | null;
  order?: number | null;
  /** The complete list of per-type labels; an empty list removes them. */
  labelByType?: TypedText[] | null;
  /** The complete rule; omitted clauses are removed. */
  access?: Partial<EntryAccess> | null;
}

export type EditResult = { ok: true; files: DraftFile[] } | { ok: false; message: string };

const LOCATIONS: Array<{ scope: ItemScope; path: string[] }> = [
  { scope: 'menu', path: ['menu', 'entries'] },
  { scope: 'tile', path: ['home', 'tiles'] },
  { scope: 'releaseNotes', path: ['home', 'releaseNotes'] },
  { scope: 'screen', path: ['screens'] },
];

const NOUNS: Record<ItemScope, string> = { menu: 'Menüeintrag', tile: 'Kachel', releaseNotes: 'Release-Notes-Link', screen: 'Bildschirm' };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : [];

function parseValue(file: DraftFile): unknown {
  try {
    if (file.name.endsWith('.json')) return JSON.parse(file.text) as unknown;
    const document = parseDocument(file.text);
    return document.errors.length > 0 ? null : (document.toJS() as unknown);
  } catch {
    return null;
  }
}

function listAt(value: unknown, path: readonly string[]): unknown[] {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return [];
    node = (node as Record<string, unknown>)[key];
  }
  return Array.isArray(node) ? node : [];
}

function accessOf(value: unknown): EntryAccess | null {
  if (value === null || typeof value !== 'object') return null;
  const rule = value as Record<string, unknown>;
  return {
    types: strings(rule['types']),
    excludeTypes: strings(rule['excludeTypes']),
    roles: strings(rule['roles']),
    requires: typeof rule['requires'] === 'string' ? rule['requires'] : null,
    sameAs: strings(rule['sameAs']),
  };
}

/** Every entry the draft's files hold, as far as they parse (a broken file has none). */
export function listEntries(files: readonly DraftFile[]): DraftEntry[] {
  const entries: DraftEntry[] = [];
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const value = parseValue(file);
    for (const { scope, path } of LOCATIONS) {
      listAt(value, path).forEach((raw, index) => {
        if (raw === null || typeof raw !== 'object') return;
        const item = raw as Record<string, unknown>;
        if (typeof item['id'] !== 'string') return;
        const byType = (scope === 'screen' ? item['titleByType'] : item['labelByType']) as Record<string, unknown> | undefined;
        const label = scope === 'screen' ? item['title'] : item['label'];
        entries.push({
          scope,
          id: item['id'],
          file: file.name,
          path: `/${[...path, String(index)].join('/')}`,
          label: germanOf(label),
          labelEn: englishOf(label),
          labelByType:
            byType !== null && typeof byType === 'object'
              ? Object.entries(byType).flatMap(([type, text]) =>
                  typeof text === 'string' || isBilingual(text) ? [{ type, text: germanOf(text), textEn: englishOf(text) }] : [],
                )
              : [],
          order: typeof item['order'] === 'number' ? item['order'] : null,
          route: String(item['route'] ?? ''),
          access: item['public'] === true ? null : accessOf(item['access']),
        });
      });
    }
  }
  return entries;
}

/** The rule as written: `sameAs` alone, else only the clauses that say something. */
export function accessValue(access: Partial<EntryAccess>): Record<string, unknown> {
  const sameAs = access.sameAs ?? [];
  if (sameAs.length > 0) return { sameAs: sameAs.length === 1 ? sameAs[0] : sameAs };
  const rule: Record<string, unknown> = {};
  if ((access.types ?? []).length > 0) rule['types'] = access.types;
  if ((access.excludeTypes ?? []).length > 0) rule['excludeTypes'] = access.excludeTypes;
  if ((access.roles ?? []).length > 0) rule['roles'] = access.roles;
  if (access.requires) rule['requires'] = access.requires;
  return rule;
}

const germanOf = (value: unknown): string => (typeof value === 'string' ? value : isBilingual(value) ? value.de : '');
const englishOf = (value: unknown): string | null => (isBilingual(value) ? (value.en ?? null) : null);

/** A text as the file holds it: `{ de, en }` when there is an English text, else German alone. */
function textValue(de: string, en: string | null | undefined): string | { de: string; en: string } {
  return en === undefined || en === null || en.trim() === '' ? de : { de, en };
}

/** The label after an edit: German and English each from the edit, else as they were. */
function labelValue(current: unknown, edit: EntryEdit): string | { de: string; en: string } | null {
  const changesGerman = edit.label !== undefined && edit.label !== null;
  const changesEnglish = edit.labelEn !== undefined && edit.labelEn !== null;
  if (!changesGerman && !changesEnglish) return null;
  return textValue(changesGerman ? (edit.label as string) : germanOf(current), changesEnglish ? edit.labelEn : englishOf(current));
}

function byTypeValue(list: readonly TypedText[]): Record<string, string | { de: string; en: string }> {
  return Object.fromEntries(list.filter((entry) => entry.type !== '' && entry.text !== '').map((entry) => [entry.type, textValue(entry.text, entry.textEn)]));
}

/** Sets `key` in a YAML map; a new key goes right after `after` when that exists. */
function setKey(document: Document, map: YAMLMap, key: string, value: unknown, after?: string): void {
  const node = document.createNode(value);
  if (isMap(node)) {
    // House style: `access: { sameAs: x }` and `{}` inline, other rules as a block with inline lists.
    // A text in both languages is written inline too: `label: { de: Tickets, en: Tickets }`.
    node.flow = node.items.length === 0 || (node.items.length === 1 && key === 'access' && node.has('sameAs')) || isBilingual(value);
    for (const pair of node.items) if (isSeq(pair.value) || isMap(pair.value)) pair.value.flow = true;
  }
  if (map.has(key)) {
    map.set(key, node);
    return;
  }
  const index = after === undefined ? -1 : map.items.findIndex((pair) => (pair.key as Scalar | undefined)?.value === after);
  const pair = new Pair(new Scalar(key), node);
  if (index === -1) map.items.push(pair);
  else map.items.splice(index + 1, 0, pair);
}

function applyToObject(item: Record<string, unknown>, edit: EntryEdit): void {
  const labelKey = edit.scope === 'screen' ? 'title' : 'label';
  const byTypeKey = edit.scope === 'screen' ? 'titleByType' : 'labelByType';
  const label = labelValue(item[labelKey], edit);
  if (label !== null) item[labelKey] = label;
  if (edit.order !== undefined && edit.order !== null && edit.scope !== 'screen') item['order'] = edit.order;
  if (edit.labelByType !== undefined && edit.labelByType !== null) {
    const value = byTypeValue(edit.labelByType);
    if (Object.keys(value).length === 0) delete item[byTypeKey];
    else item[byTypeKey] = value;
  }
  if (edit.access !== undefined && edit.access !== null) item['access'] = accessValue(edit.access);
}

/** First and last line (0-based) of the node at `path`. */
function linesOf(text: string, path: ReadonlyArray<string | number>): [number, number] | null {
  const counter = new LineCounter();
  const node = parseDocument(text, { lineCounter: counter }).getIn(path, true) as { range?: [number, number, number] } | undefined;
  if (node?.range === undefined) return null;
  return [counter.linePos(node.range[0]).line - 1, counter.linePos(Math.max(node.range[0], node.range[1] - 1)).line - 1];
}

/**
 * Takes only the edited entry's lines from the re-rendered document: yaml renders a
 * whole file in its own layout, and a change of one label must not reflow the others.
 */
function spliceEntry(before: string, after: string, path: ReadonlyArray<string | number>): string {
  const old = linesOf(before, path);
  const next = linesOf(after, path);
  if (old === null || next === null) return after;
  const oldLines = before.split('\n');
  const newLines = after.split('\n');
  // House style pads inline maps: `access: { sameAs: x }`, `label: { de: …, en: … }` (lists stay `[a, b]`).
  const entry = newLines.slice(next[0], next[1] + 1).map((line) => line.replace(/^(\s*[\w-]+: )\{(\S.*\S)\}$/, '$1{ $2 }'));
  return [...oldLines.slice(0, old[0]), ...entry, ...oldLines.slice(old[1] + 1)].join('\n');
}

/** Applies a structured edit to the one file that holds the entry. */
export function applyEntryEdit(files: readonly DraftFile[], edit: EntryEdit): EditResult {
  const location = LOCATIONS.find((candidate) => candidate.scope === edit.scope);
  if (location === undefined) return { ok: false, message: `unbekannter Bereich '${edit.scope}' (erlaubt: menu, tile, releaseNotes, screen)` };
  const entry = listEntries(files).find((candidate) => candidate.scope === edit.scope && candidate.id === edit.id);
  if (entry === undefined) {
    return {
      ok: false,
      message: `${NOUNS[edit.scope]} '${edit.id}' gibt es im Entwurf nicht (oder seine Datei ist nicht lesbar; bitte im Rohtext korrigieren).`,
    };
  }
  if (edit.access !== undefined && edit.access !== null && entry.access === null) {
    return { ok: false, message: `Bildschirm '${edit.id}' ist öffentlich und hat keine Zugriffsregel.` };
  }
  const index = Number(entry.path.split('/').pop());
  const next = files.map((file): DraftFile => {
    if (file.name !== entry.file) return file;
    if (file.name.endsWith('.json')) {
      const value = JSON.parse(file.text) as Record<string, unknown>;
      applyToObject(listAt(value, location.path)[index] as Record<string, unknown>, edit);
      return { name: file.name, text: `${JSON.stringify(value, null, 2)}\n` };
    }
    const document = parseDocument(file.text);
    const item = document.getIn([...location.path, index], true);
    if (!isMap(item)) return file;
    const labelKey = edit.scope === 'screen' ? 'title' : 'label';
    const byTypeKey = edit.scope === 'screen' ? 'titleByType' : 'labelByType';
    const label = labelValue(entry.labelEn === null ? entry.label : { de: entry.label, en: entry.labelEn }, edit);
    if (label !== null) setKey(document, item, labelKey, label);
    if (edit.order !== undefined && edit.order !== null && edit.scope !== 'screen') setKey(document, item, 'order', edit.order);
    if (edit.labelByType !== undefined && edit.labelByType !== null) {
      const value = byTypeValue(edit.labelByType);
      if (Object.keys(value).length === 0) item.delete(byTypeKey);
      else setKey(document, item, byTypeKey, value, labelKey);
    }
    if (edit.access !== undefined && edit.access !== null) setKey(document, item, 'access', accessValue(edit.access));
    return { name: file.name, text: spliceEntry(file.text, document.toString({ lineWidth: 0, flowCollectionPadding: false }), [...location.path, index]) };
  });
  return { ok: true, files: next };
}
