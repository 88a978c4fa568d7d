/**
 * Loading and validating the definitions of `screens/`: parse (YAML or JSON), validate
 * every file against `schema/screens.schema.json` (`rule-schema.ts`), then check what a schema cannot see
 * across files (one menu, one home, unique ids/routes/orders, known `sameAs` targets,
 * no cycles, no link to a screen its viewer may not open), then compile.
 *
 * Every problem becomes a `RuleIssue` with file, JSON pointer, line (for YAML) and a
 * German message; the result is data (`LoadResult`), since an invalid draft is an
 * expected outcome for the rule store and the workbench.
 */
import { createHash } from 'node:crypto';
import { LineCounter, parseDocument } from 'yaml';
import { ACCOUNT_TYPES, ROLES } from './navigation.vocabulary';
import { checkScreenAgainstClient, shippedClientContract, type ClientContract } from './client-contract';
import { CELL_COUNT, attachCompiled, cellIndex, compileRuleSet, createLookup, normalizeRoutePattern, resolveItem, sameAsTargets } from './rule-compiler';
import type { CompiledRuleSet, ItemLookup } from './rule-compiler';
import type {
  AccessRule,
  DefinitionsFile,
  HomeDefinition,
  ItemScope,
  MenuDefinition,
  NavEntryDefinition,
  RuleIssue,
  RuleSet,
  ScreenDefinition,
} from './navigation.types';
import { compiledSchema, englishRequiredSchema, formatIssue, pointerSegments, translateSchemaErrors } from './rule-schema';

export { SCREENS_SCHEMA_URL, formatIssue, screensSchema } from './rule-schema';

/** Extensions of definition files; everything else in the folder is ignored. */
export const DEFINITION_FILE_PATTERN = /^[^.~#][^/\\]*\.(?:ya?ml|json)$/;

export class RuleLoadError extends Error {
  override readonly name = 'RuleLoadError';
  constructor(readonly issues: readonly RuleIssue[]) {
    super(issues.map(formatIssue).join('\n'));
  }
}

export type LoadResult = { ok: true; ruleSet: RuleSet } | { ok: false; error: RuleLoadError };

export interface LoadOptions {
  /** Folder name put before file names in messages; default `screens`. */
  label?: string;
  /**
   * Refuse a text without its English counterpart (a plain string where `{ de, en }`
   * belongs). The files in `screens/` are held to it by a spec, and the workbench
   * publishes nothing without it; the loader itself still reads plain strings.
   */
  requireEnglish?: boolean;
  /** The client the definitions must fit; default the shipped one (its persisted-documents manifest), null for none. */
  client?: ClientContract | null;
}

// --- parsing -----------------------------------------------------------------------

export interface ParsedFile {
  name: string;
  display: string;
  value: unknown;
  /** 1-based line of the node at a JSON pointer (or its nearest parent), when known. */
  lineOf(pointer: string): number | undefined;
}

const YAML_CODES: Record<string, string> = {
  DUPLICATE_KEY: 'doppelter Schlüssel',
  BAD_INDENT: 'falsche Einrückung',
  TAB_AS_INDENT: 'Tabulator als Einrückung',
  MISSING_CHAR: 'fehlendes Zeichen',
  UNEXPECTED_TOKEN: 'unerwartetes Zeichen',
  MULTILINE_IMPLICIT_KEY: 'Schlüssel über mehrere Zeilen',
  BLOCK_AS_IMPLICIT_KEY: 'Block als Schlüssel',
  MULTIPLE_DOCS: 'mehrere Dokumente in einer Datei',
  BAD_ALIAS: 'ungültiger Alias',
};

function parseText(name: string, display: string, text: string): { file?: ParsedFile; issues: RuleIssue[] } {
  if (name.endsWith('.json')) {
    try {
      return { file: { name, display, value: JSON.parse(text) as unknown, lineOf: () => undefined }, issues: [] };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const position = /position (\d+)/.exec(detail);
      const line = position?.[1] === undefined ? undefined : text.slice(0, Number(position[1])).split('\n').length;
      return { issues: [{ file: display, path: '/', line, message: `ungültiges JSON (${detail})` }] };
    }
  }
  if (!/\.ya?ml$/.test(name)) {
    return { issues: [{ file: display, path: '/', message: 'unbekannte Dateiendung (erwartet: .yaml, .yml oder .json)' }] };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      issues: document.errors.map((error) => ({
        file: display,
        path: '/',
        line: lineCounter.linePos(error.pos[0]).line,
        message: `ungültiges YAML: ${YAML_CODES[error.code] ?? 'Syntaxfehler'} (${error.message})`,
      })),
    };
  }
  let value: unknown;
  try {
    // A low alias limit: definitions never need aliases, and it stops alias bombs.
    value = document.toJS({ maxAliasCount: 20 });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { issues: [{ file: display, path: '/', message: `ungültiges YAML (${detail})` }] };
  }
  const lineOf = (pointer: string): number | undefined => {
    const segments: Array<string | number> = pointerSegments(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    for (let length = segments.length; length >= 0; length -= 1) {
      const node = document.getIn(segments.slice(0, length), true) as { range?: [number, number, number] } | undefined;
      const offset = node?.range?.[0];
      if (offset !== undefined) return lineCounter.linePos(offset).line;
    }
    return undefined;
  };
  return { file: { name, display, value, lineOf }, issues: [] };
}

// --- cross-file checks -------------------------------------------------------------

interface Located<T> {
  value: T;
  file: ParsedFile;
  pointer: string;
}

const NOUNS: Record<ItemScope, string> = {
  menu: 'Menüeintrag',
  tile: 'Kachel',
  releaseNotes: 'Release-Notes-Link',
  screen: 'Bildschirm',
};

const where = (located: Located<unknown>): string => `${located.file.display}: ${located.pointer}`;

function issueAt(file: ParsedFile, pointer: string, message: string): RuleIssue {
  return { file: file.display, path: pointer === '' ? '/' : pointer, line: file.lineOf(pointer), message };
}

function checkUnique<T>(
  items: ReadonlyArray<Located<T>>,
  key: (item: T) => string | number,
  field: string,
  describe: (value: string | number, first: Located<T>) => string,
): RuleIssue[] {
  const first = new Map<string | number, Located<T>>();
  const issues: RuleIssue[] = [];
  for (const item of items) {
    const value = key(item.value);
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, item);
    else issues.push(issueAt(item.file, `${item.pointer}/${field}`, describe(value, earlier)));
  }
  return issues;
}

const PRIORITY_ONLY_IN_COLUMNS = "'priority' gilt nur für Spalten einer Liste ('columns'): sie sagt, welche Spalten einklappen, wenn die Tabelle zu breit ist";

/** Pointers of every 'priority' in a screen that is not a column of a list (a table). */
function misplacedPriorities(value: unknown, pointer: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => misplacedPriorities(item, `${pointer}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    if (key === 'priority') return [`${pointer}/priority`];
    // The items of 'columns' may carry it; their own nested values (badges, templates) may not.
    return Array.isArray(inner) && key === 'columns'
      ? inner.flatMap((column, index) => {
          const at = `${pointer}/columns/${index}`;
          if (column === null || typeof column !== 'object') return [];
          const { priority: _priority, ...rest } = column as Record<string, unknown>;
          return misplacedPriorities(rest, at);
        })
      : misplacedPriorities(inner, `${pointer}/${key}`);
  });
}

function ruleIssues(rule: AccessRule, file: ParsedFile, pointer: string): RuleIssue[] {
  const excluded = rule.excludeTypes ?? [];
  return excluded.flatMap((type, index) =>
    rule.types?.includes(type) === true
      ? [issueAt(file, `${pointer}/excludeTypes/${index}`, `Typ '${type}' steht sowohl in 'types' als auch in 'excludeTypes'`)]
      : [],
  );
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function describeCell(typeIdx: number, roleIdx: number, withAccount: boolean): string {
  return `Typ '${ACCOUNT_TYPES[typeIdx]}' als ${ROLES[roleIdx]} ${withAccount ? 'mit' : 'ohne'} Accountid`;
}

/** The sections of all files together: exactly one menu and one home, the screens of every file. */
interface MergedDefinitions {
  menu: Located<MenuDefinition>;
  home: Located<HomeDefinition>;
  screens: Array<Located<ScreenDefinition>>;
}

/** An item with an access rule (the header menu's own rule is scope 'header'). */
interface RuledItem {
  scope: ItemScope | 'header';
  id: string;
  rule: AccessRule;
  at: Located<unknown>;
}

type EntryLists = Array<[ItemScope, Array<Located<NavEntryDefinition>>]>;

/** 1. Every file on its own against the schema (and, when asked, with every English text). */
function schemaIssues(files: readonly ParsedFile[], options: LoadOptions): RuleIssue[] {
  const { validate } = compiledSchema();
  const issues = files.flatMap((file) => (validate(file.value) ? [] : translateSchemaErrors(validate.errors ?? [], file)));
  if (issues.length > 0 || options.requireEnglish !== true) return issues;
  const strict = englishRequiredSchema();
  return files.flatMap((file) => (strict(file.value) ? [] : translateSchemaErrors(strict.errors ?? [], file)));
}

/** 2. Merges the sections; menu and home exist exactly once. */
function mergeSections(files: readonly ParsedFile[], label: string): MergedDefinitions | RuleIssue[] {
  const menus: Array<Located<MenuDefinition>> = [];
  const homes: Array<Located<HomeDefinition>> = [];
  const screens: Array<Located<ScreenDefinition>> = [];
  for (const file of files) {
    const content = file.value as DefinitionsFile;
    if (content.menu !== undefined) menus.push({ value: content.menu, file, pointer: '/menu' });
    if (content.home !== undefined) homes.push({ value: content.home, file, pointer: '/home' });
    content.screens?.forEach((screen, index) => screens.push({ value: screen, file, pointer: `/screens/${index}` }));
  }
  const issues: RuleIssue[] = [];
  const folderIssue = (message: string): RuleIssue => ({ file: label === '' ? '.' : label, path: '/', message });
  for (const [section, found, what] of [
    ['menu', menus, 'das Kopfmenü'],
    ['home', homes, 'die Startseite'],
  ] as const) {
    if (found.length === 0) issues.push(folderIssue(`Abschnitt '${section}' fehlt: genau eine Datei muss ${what} enthalten`));
    for (const extra of found.slice(1)) {
      issues.push(issueAt(extra.file, extra.pointer, `Abschnitt '${section}' ist doppelt (bereits in ${where(found[0] as Located<unknown>)})`));
    }
  }
  const menu = menus[0];
  const home = homes[0];
  if (menu === undefined || home === undefined || issues.length > 0) return issues;
  return { menu, home, screens };
}

/** The menu entries, tiles and release-notes links, each with where it is written. */
function entryLists({ menu, home }: MergedDefinitions): EntryLists {
  const entriesOf = (owner: Located<unknown>, list: NavEntryDefinition[], path: string): Array<Located<NavEntryDefinition>> =>
    list.map((value, index) => ({ value, file: owner.file, pointer: `${owner.pointer}/${path}/${index}` }));
  return [
    ['menu', entriesOf(menu, menu.value.entries, 'entries')],
    ['tile', entriesOf(home, home.value.tiles, 'tiles')],
    ['releaseNotes', entriesOf(home, home.value.releaseNotes, 'releaseNotes')],
  ];
}

/** 3a. Unique ids, routes and orders per list, unique screens and tabs; 'priority' only in columns. */
function uniquenessIssues(lists: EntryLists, screens: Array<Located<ScreenDefinition>>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const [scope, entries] of lists) {
    const noun = NOUNS[scope];
    issues.push(
      ...checkUnique(
        entries,
        (e) => e.id,
        'id',
        (id, first) => `doppelte ID '${id}' (${noun} bereits in ${where(first)})`,
      ),
      ...checkUnique(
        entries,
        (e) => e.route,
        'route',
        (route, first) => `doppelte Route '${route}' (bereits bei ${noun} '${first.value.id}' in ${where(first)})`,
      ),
      ...checkUnique(
        entries,
        (e) => e.order,
        'order',
        (order, first) => `doppelte Reihenfolge ${order} (bereits bei ${noun} '${first.value.id}' in ${where(first)})`,
      ),
    );
  }
  issues.push(
    ...checkUnique(
      screens,
      (s) => s.id,
      'id',
      (id, first) => `doppelte ID '${id}' (Bildschirm bereits in ${where(first)})`,
    ),
    ...checkUnique(
      screens,
      (s) => normalizeRoutePattern(s.route),
      'route',
      (_route, first) => `doppelte Route (gleiches Muster wie '${first.value.route}' bei Bildschirm '${first.value.id}' in ${where(first)})`,
    ),
    // The tabs of a list are told apart by their id in the address (?tab=<id>).
    ...screens.flatMap((screen) => {
      const tabs = Array.isArray(screen.value['tabs']) ? (screen.value['tabs'] as Array<{ id: string }>) : [];
      return checkUnique(
        tabs.map((value, index) => ({ value, file: screen.file, pointer: `${screen.pointer}/tabs/${index}` })),
        (tab) => tab.id,
        'id',
        (id, first) => `doppelter Reiter '${id}' (bereits in ${where(first)}): die Adresse (?tab=${id}) könnte sie nicht unterscheiden`,
      );
    }),
  );

  // A column's 'priority' (which columns give way when a table is too wide) means nothing elsewhere.
  issues.push(
    ...screens.flatMap((screen) => misplacedPriorities(screen.value, screen.pointer).map((pointer) => issueAt(screen.file, pointer, PRIORITY_ONLY_IN_COLUMNS))),
  );

  return issues;
}

/** Every access rule of the definitions, the header menu's first. */
function ruledItems({ menu, screens }: MergedDefinitions, lists: EntryLists): RuledItem[] {
  return [
    { scope: 'header', id: 'menu', rule: menu.value.access, at: { ...menu, pointer: '/menu' } },
    ...lists.flatMap(([scope, entries]) => entries.map((e) => ({ scope, id: e.value.id, rule: e.value.access, at: e }))),
    ...screens.flatMap((s) => (s.value.access === undefined ? [] : [{ scope: 'screen' as const, id: s.value.id, rule: s.value.access, at: s }])),
  ];
}

/** 3b. Consistent rules and known 'sameAs' references. */
function referenceIssues(ruled: readonly RuledItem[], lookup: ItemLookup): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const { rule, at } of ruled) {
    const accessPointer = `${at.pointer}/access`;
    issues.push(...ruleIssues(rule, at.file, accessPointer));
    const targets = sameAsTargets(rule);
    targets.forEach((id, index) => {
      if (resolveItem(lookup, id) === null) {
        const pointer = typeof rule.sameAs === 'string' ? `${accessPointer}/sameAs` : `${accessPointer}/sameAs/${index}`;
        issues.push(issueAt(at.file, pointer, `unbekannte ID '${id}' in 'sameAs' (weder Menüeintrag, Kachel, Release-Notes-Link noch Bildschirm)`));
      }
    });
  }
  return issues;
}

/** 4. No cycles through 'sameAs' (a rule must end in plain clauses). */
function sameAsCycleIssues(ruled: readonly RuledItem[], lookup: ItemLookup): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const ruleByKey = new Map<string, { rule: AccessRule; at: Located<unknown> }>();
  for (const { scope, id, rule, at } of ruled) {
    const key = `${scope}:${id}`;
    if (scope !== 'header' && !ruleByKey.has(key)) ruleByKey.set(key, { rule, at });
  }
  const done = new Set<string>();
  const reported = new Set<string>();
  const visit = (key: string, trail: string[]): void => {
    if (done.has(key)) return;
    const start = trail.indexOf(key);
    if (start !== -1) {
      const cycle = trail.slice(start);
      const cycleKey = [...cycle].sort().join('|');
      const first = ruleByKey.get(cycle[0] ?? '');
      if (!reported.has(cycleKey) && first !== undefined) {
        reported.add(cycleKey);
        const names = [...cycle, key].map((k) => `'${k.slice(k.indexOf(':') + 1)}'`).join(' → ');
        issues.push(issueAt(first.at.file, `${first.at.pointer}/access/sameAs`, `Zirkelbezug in 'sameAs': ${names}`));
      }
      return;
    }
    const entry = ruleByKey.get(key);
    for (const id of entry === undefined ? [] : sameAsTargets(entry.rule)) {
      const target = resolveItem(lookup, id);
      if (target !== null) visit(`${target.scope}:${id}`, [...trail, key]);
    }
    done.add(key);
  };
  for (const key of ruleByKey.keys()) visit(key, []);
  return issues;
}

/** 5. Every link leads to a screen that each of its viewers may open. */
function linkIssues(lists: EntryLists, compiled: CompiledRuleSet): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const [scope, entries] of lists) {
    for (const entry of entries) {
      const path = entry.value.route.split('?')[0] ?? '/';
      if (path === '/') continue; // the home page is not a screen of its own
      const screen = compiled.match(path)?.screen;
      if (screen === undefined) {
        issues.push(
          issueAt(
            entry.file,
            `${entry.pointer}/route`,
            `Route '${entry.value.route}' gehört zu keinem Bildschirm (kein Eintrag unter 'screens' hat dieses Routenmuster)`,
          ),
        );
        continue;
      }
      const shown = compiled.ruleTable(scope, entry.value.id);
      const open = compiled.screenOpen.get(screen.id);
      const blocked: string[] = [];
      ACCOUNT_TYPES.forEach((_type, typeIdx) =>
        ROLES.forEach((_role, roleIdx) => {
          for (const withAccount of [false, true]) {
            const cell = cellIndex(typeIdx, roleIdx, withAccount);
            const displayed = shown[cell] === 1 && (scope !== 'menu' || compiled.header[cell] === 1);
            if (displayed && open?.[cell] !== 1) blocked.push(describeCell(typeIdx, roleIdx, withAccount));
          }
        }),
      );
      if (blocked.length > 0) {
        const more = blocked.length > 3 ? ` und ${blocked.length - 3} weitere` : '';
        issues.push(
          issueAt(
            entry.file,
            `${entry.pointer}/access`,
            `${NOUNS[scope]} '${entry.value.id}' ist sichtbar für ${blocked.slice(0, 3).join(', ')}${more}, aber der Bildschirm '${screen.id}' (${screen.route}) darf dort nicht geöffnet werden (Regel des Bildschirms anpassen, z. B. 'sameAs: ${entry.value.id}')`,
          ),
        );
      }
    }
  }
  return issues;
}

/** 6. Every operation a screen names is one of the client's, and selects what it shows. */
function clientIssues(screens: Array<Located<ScreenDefinition>>, client: ClientContract | null): RuleIssue[] {
  if (client === null) return [];
  return screens.flatMap((screen) =>
    checkScreenAgainstClient(screen.value, client).map((issue) => ({
      ...issueAt(screen.file, `${screen.pointer}${issue.pointer}`, issue.message),
      needsClientRelease: issue.needsClientRelease,
    })),
  );
}

/** The checked definitions as a frozen rule set, keyed by the hash of its files, with its compiled tables. */
function sealRuleSet(files: readonly ParsedFile[], definitions: Pick<RuleSet, 'menu' | 'home' | 'screens'>, compiled: CompiledRuleSet): RuleSet {
  if (compiled.cells.de.length !== CELL_COUNT || compiled.cells.en.length !== CELL_COUNT) throw new Error('navigation cells incomplete');
  const sources = deepFreeze(Object.fromEntries(files.map((file) => [file.name, file.value])));
  const hash = createHash('sha256')
    .update(stableStringify(files.map((file) => [file.name, file.value])))
    .digest('hex');
  const ruleSet: RuleSet = Object.freeze({
    hash,
    sources,
    menu: definitions.menu,
    home: definitions.home,
    screens: Object.freeze(definitions.screens),
  });
  attachCompiled(ruleSet, compiled);
  return ruleSet;
}

/** Checks the parsed files phase by phase; the first phase with issues ends the load with all of its issues. */
function buildRuleSet(files: ParsedFile[], label: string, options: LoadOptions = {}): LoadResult {
  const fail = (issues: RuleIssue[]): LoadResult => ({ ok: false, error: new RuleLoadError(issues) });

  const invalid = schemaIssues(files, options);
  if (invalid.length > 0) return fail(invalid);

  const merged = mergeSections(files, label);
  if (Array.isArray(merged)) return fail(merged);
  const { menu, home, screens } = merged;

  const lists = entryLists(merged);
  const lookup = createLookup(
    menu.value.entries,
    home.value.tiles,
    home.value.releaseNotes,
    screens.map((s) => s.value),
  );
  const ruled = ruledItems(merged, lists);
  const inconsistent = [...uniquenessIssues(lists, screens), ...referenceIssues(ruled, lookup)];
  if (inconsistent.length > 0) return fail(inconsistent);

  const cycles = sameAsCycleIssues(ruled, lookup);
  if (cycles.length > 0) return fail(cycles);

  const definitions = { menu: menu.value, home: home.value, screens: screens.map((s) => s.value) };
  const compiled = compileRuleSet(definitions);
  const unreachable = linkIssues(lists, compiled);
  if (unreachable.length > 0) return fail(unreachable);

  const mismatched = clientIssues(screens, options.client === undefined ? shippedClientContract() : options.client);
  if (mismatched.length > 0) return fail(mismatched);

  return { ok: true, ruleSet: sealRuleSet(files, definitions, compiled) };
}

function sortedNames(record: Record<string, unknown>): string[] {
  return Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function displayName(label: string, name: string): string {
  return label === '' ? name : `${label}/${name}`;
}

/**
 * Validates in-memory definitions (e.g. a draft from the workbench or a version from
 * the database), keyed by file name (`menu.yaml`). The objects are copied.
 */
export function loadRuleSetFromObjects(files: Record<string, unknown>, options: LoadOptions = {}): LoadResult {
  const label = options.label ?? 'screens';
  const parsed = sortedNames(files).map((name): ParsedFile => ({
    name,
    display: displayName(label, name),
    value: structuredClone(files[name]),
    lineOf: () => undefined,
  }));
  if (parsed.length === 0) return { ok: false, error: new RuleLoadError([{ file: label, path: '/', message: 'keine Definitionsdateien gefunden' }]) };
  return buildRuleSet(parsed, label, options);
}

/** Parses and validates file texts (YAML or JSON by extension), keyed by file name. */
export function loadRuleSetFromTexts(texts: Record<string, string>, options: LoadOptions = {}): LoadResult {
  const label = options.label ?? 'screens';
  const parsed: ParsedFile[] = [];
  const issues: RuleIssue[] = [];
  for (const name of sortedNames(texts)) {
    const result = parseText(name, displayName(label, name), texts[name] ?? '');
    issues.push(...result.issues);
    if (result.file !== undefined) parsed.push(result.file);
  }
  if (issues.length > 0) return { ok: false, error: new RuleLoadError(issues) };
  if (parsed.length === 0)
    return {
      ok: false,
      error: new RuleLoadError([{ file: label, path: '/', message: 'keine Definitionsdateien gefunden (erwartet: *.yaml, *.yml oder *.json)' }]),
    };
  return buildRuleSet(parsed, label, options);
}
