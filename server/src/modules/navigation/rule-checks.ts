/**
 * The checks of the loaded definitions, phase by phase (`rule-loader.ts` runs them in order
 * and stops at the first phase with issues): 1. each file against the schema, 2. one menu and
 * one home, 3. unique ids, routes and orders, consistent rules and known `sameAs` targets,
 * 4. no `sameAs` cycles, 5. no link to a screen its viewer may not open, 6. every operation
 * a screen names is one of the client's. Each returns its `RuleIssue`s, German, with file,
 * pointer and line.
 */
import { ACCOUNT_TYPES, ROLES } from './navigation.vocabulary';
import { checkScreenAgainstClient, type ClientContract } from './client-contract';
import { cellIndex, normalizeRoutePattern, resolveItem, sameAsTargets } from './rule-compiler';
import type { CompiledRuleSet, ItemLookup } from './rule-compiler';
import type {
  AccessRule,
  HomeDefinition,
  ItemScope,
  MenuDefinition,
  NavEntryDefinition,
  RuleIssue,
  ScreenDefinition,
  DefinitionsFile,
} from './navigation.types';
import type { ParsedFile } from './rule-parse';
import { compiledSchema, englishRequiredSchema, translateSchemaErrors } from './rule-schema';

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

function describeCell(typeIdx: number, roleIdx: number, withAccount: boolean): string {
  return `Typ '${ACCOUNT_TYPES[typeIdx]}' als ${ROLES[roleIdx]} ${withAccount ? 'mit' : 'ohne'} Accountid`;
}

/** The sections of all files together: exactly one menu and one home, the screens of every file. */
export interface MergedDefinitions {
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
export function schemaIssues(files: readonly ParsedFile[], requireEnglish: boolean): RuleIssue[] {
  const { validate } = compiledSchema();
  const issues = files.flatMap((file) => (validate(file.value) ? [] : translateSchemaErrors(validate.errors ?? [], file)));
  if (issues.length > 0 || !requireEnglish) return issues;
  const strict = englishRequiredSchema();
  return files.flatMap((file) => (strict(file.value) ? [] : translateSchemaErrors(strict.errors ?? [], file)));
}

/** 2. Merges the sections; menu and home exist exactly once. */
export function mergeSections(files: readonly ParsedFile[], label: string): MergedDefinitions | RuleIssue[] {
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
export function entryLists({ menu, home }: MergedDefinitions): EntryLists {
  const entriesOf = (owner: Located<unknown>, list: NavEntryDefinition[], path: string): Array<Located<NavEntryDefinition>> =>
    list.map((value, index) => ({ value, file: owner.file, pointer: `${owner.pointer}/${path}/${index}` }));
  return [
    ['menu', entriesOf(menu, menu.value.entries, 'entries')],
    ['tile', entriesOf(home, home.value.tiles, 'tiles')],
    ['releaseNotes', entriesOf(home, home.value.releaseNotes, 'releaseNotes')],
  ];
}

/** 3a. Unique ids, routes and orders per list, unique screens and tabs; 'priority' only in columns. */
export function uniquenessIssues(lists: EntryLists, screens: Array<Located<ScreenDefinition>>): RuleIssue[] {
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
export function ruledItems({ menu, screens }: MergedDefinitions, lists: EntryLists): RuledItem[] {
  return [
    { scope: 'header', id: 'menu', rule: menu.value.access, at: { ...menu, pointer: '/menu' } },
    ...lists.flatMap(([scope, entries]) => entries.map((e) => ({ scope, id: e.value.id, rule: e.value.access, at: e }))),
    ...screens.flatMap((s) => (s.value.access === undefined ? [] : [{ scope: 'screen' as const, id: s.value.id, rule: s.value.access, at: s }])),
  ];
}

/** 3b. Consistent rules and known 'sameAs' references. */
export function referenceIssues(ruled: readonly RuledItem[], lookup: ItemLookup): RuleIssue[] {
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
export function sameAsCycleIssues(ruled: readonly RuledItem[], lookup: ItemLookup): RuleIssue[] {
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
export function linkIssues(lists: EntryLists, compiled: CompiledRuleSet): RuleIssue[] {
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
export function clientIssues(screens: Array<Located<ScreenDefinition>>, client: ClientContract | null): RuleIssue[] {
  if (client === null) return [];
  return screens.flatMap((screen) =>
    checkScreenAgainstClient(screen.value, client).map((issue) => ({
      ...issueAt(screen.file, `${screen.pointer}${issue.pointer}`, issue.message),
      needsClientRelease: issue.needsClientRelease,
    })),
  );
}
