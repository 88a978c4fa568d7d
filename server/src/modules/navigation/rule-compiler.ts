/**
 * Turns validated definitions into lookup tables, so that evaluating the rules for a
 * user is an array index. The user space is finite — 14 types × 3 roles × with or
 * without accountid = 84 cells — so every rule becomes one bit per cell and the whole
 * navigation of every cell is computed once per load.
 */
import { ACCOUNT_TYPES, DEFAULT_TYPE, ROLES } from './navigation.vocabulary';
import { localizeDeep, textIn, type Language } from '../../lib/language';
import { referenceLabelEn } from '../../lib/reference-labels';
import type {
  AccessRule,
  ItemScope,
  Navigation,
  NavEntryDefinition,
  NavItem,
  NavigationUser,
  RouteDescriptor,
  RuleSet,
  ScreenDefinition,
  ScreenSpec,
  TextByType,
  LocalizedText,
} from './navigation.types';

export const CELL_COUNT = ACCOUNT_TYPES.length * ROLES.length * 2;

const typeIndex = new Map<string, number>(ACCOUNT_TYPES.map((type, index) => [type, index]));
const roleIndex = new Map<string, number>(ROLES.map((role, index) => [role, index]));
const defaultTypeIndex = ACCOUNT_TYPES.indexOf(DEFAULT_TYPE);

export function cellIndex(typeIdx: number, roleIdx: number, hasAccountId: boolean): number {
  return (typeIdx * ROLES.length + roleIdx) * 2 + (hasAccountId ? 1 : 0);
}

/** A missing, null or empty type counts as isp (SPEC.md section 6). */
export function effectiveType(user: Pick<NavigationUser, 'type'>): string {
  return user.type === undefined || user.type === null || user.type === '' ? DEFAULT_TYPE : user.type;
}

/** A blank accountid is no accountid: it identifies no account. */
export function hasAccountId(user: Pick<NavigationUser, 'accountId'>): boolean {
  return typeof user.accountId === 'string' && user.accountId.trim() !== '';
}

/**
 * The cell of a user, or -1 when the type or role is not part of the vocabulary.
 * Unknown values are denied everything but public screens rather than guessed at:
 * the types are validated at sign-up, so an unknown one is a data error.
 */
export function cellOf(user: NavigationUser): number {
  const typeIdx = typeIndex.get(effectiveType(user));
  const roleIdx = roleIndex.get(user.role);
  if (typeIdx === undefined || roleIdx === undefined) return -1;
  return cellIndex(typeIdx, roleIdx, hasAccountId(user));
}

/** Everything a `sameAs` may name, looked up in this order (documented in the schema). */
export const LOOKUP_ORDER: readonly ItemScope[] = ['menu', 'tile', 'releaseNotes', 'screen'];

export interface ItemLookup {
  menu: ReadonlyMap<string, NavEntryDefinition>;
  tile: ReadonlyMap<string, NavEntryDefinition>;
  releaseNotes: ReadonlyMap<string, NavEntryDefinition>;
  screen: ReadonlyMap<string, ScreenDefinition>;
}

export interface ResolvedItem {
  scope: ItemScope;
  definition: NavEntryDefinition | ScreenDefinition;
}

export function createLookup(
  menuEntries: readonly NavEntryDefinition[],
  tiles: readonly NavEntryDefinition[],
  releaseNotes: readonly NavEntryDefinition[],
  screens: readonly ScreenDefinition[],
): ItemLookup {
  // First definition wins; duplicates are reported by the loader before compiling.
  const byId = <T extends { id: string }>(items: readonly T[]): Map<string, T> => {
    const map = new Map<string, T>();
    for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
    return map;
  };
  return { menu: byId(menuEntries), tile: byId(tiles), releaseNotes: byId(releaseNotes), screen: byId(screens) };
}

export function resolveItem(lookup: ItemLookup, id: string, scope?: ItemScope): ResolvedItem | null {
  for (const candidate of scope === undefined ? LOOKUP_ORDER : [scope]) {
    const definition = lookup[candidate].get(id);
    if (definition !== undefined) return { scope: candidate, definition };
  }
  return null;
}

export function sameAsTargets(rule: AccessRule): string[] {
  if (rule.sameAs === undefined) return [];
  return typeof rule.sameAs === 'string' ? [rule.sameAs] : rule.sameAs;
}

/** The rule an item is governed by; public screens have none (everyone may open them). */
export function ruleOf(item: ResolvedItem): AccessRule | null {
  if (item.scope === 'screen') {
    const screen = item.definition as ScreenDefinition;
    return screen.public === true ? null : (screen.access ?? null);
  }
  return item.definition.access ?? null;
}

// --- path matching ---------------------------------------------------------------

interface RouteNode {
  literal: Map<string, RouteNode>;
  param: RouteNode | null;
  screen: ScreenDefinition | null;
  paramNames: string[];
}

const newNode = (): RouteNode => ({ literal: new Map(), param: null, screen: null, paramNames: [] });

/** Route patterns that differ only in parameter names are the same route. */
export function normalizeRoutePattern(pattern: string): string {
  return pattern.replace(/:[a-z][a-z0-9_]*/g, ':');
}

function buildRouteTrie(screens: readonly ScreenDefinition[]): RouteNode {
  const root = newNode();
  for (const screen of screens) {
    let node = root;
    const paramNames: string[] = [];
    for (const segment of screen.route.split('/').slice(1)) {
      if (segment.startsWith(':')) {
        paramNames.push(segment.slice(1));
        node.param ??= newNode();
        node = node.param;
      } else {
        let next = node.literal.get(segment);
        if (next === undefined) {
          next = newNode();
          node.literal.set(segment, next);
        }
        node = next;
      }
    }
    if (node.screen === null) {
      node.screen = screen;
      node.paramNames = paramNames;
    }
  }
  return root;
}

/** Splits a concrete URL path into decoded segments, or null when it is not a path. */
export function pathSegments(path: string): string[] | null {
  const end = path.search(/[?#]/);
  let pathname = end === -1 ? path : path.slice(0, end);
  if (!pathname.startsWith('/')) return null;
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (pathname === '/') return [];
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    if (raw === '') return null;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments;
}

export interface ScreenMatch {
  screen: ScreenDefinition;
  params: Record<string, string>;
}

function matchSegments(node: RouteNode, segments: readonly string[], at: number, values: string[]): ScreenMatch | null {
  if (at === segments.length) {
    if (node.screen === null) return null;
    const params: Record<string, string> = {};
    node.paramNames.forEach((name, index) => {
      params[name] = values[index] ?? '';
    });
    return { screen: node.screen, params };
  }
  const segment = segments[at] ?? '';
  // A literal segment beats a parameter: '/cids/search' would not be read as a CID.
  const literal = node.literal.get(segment);
  if (literal !== undefined) {
    const found = matchSegments(literal, segments, at + 1, values);
    if (found !== null) return found;
  }
  if (node.param !== null && segment !== '') {
    values.push(segment);
    const found = matchSegments(node.param, segments, at + 1, values);
    values.pop();
    if (found !== null) return found;
  }
  return null;
}

// --- compiled tables -------------------------------------------------------------

export interface CompiledRuleSet {
  lookup: ItemLookup;
  /** Header-menu visibility per cell. */
  header: Uint8Array;
  /** The own rule of every item (without the header condition), by `scope:id`. */
  ruleTable(scope: ItemScope, id: string): Uint8Array;
  /** Whether a screen may be opened, per cell (public screens: every cell). */
  screenOpen: ReadonlyMap<string, Uint8Array>;
  /** Per language, the navigation of every cell, all texts resolved to that language. */
  cells: Readonly<Record<Language, readonly Navigation[]>>;
  /** What a user of unknown type or role gets: public screens only (per language). */
  denied: Readonly<Record<Language, Navigation>>;
  match(path: string): ScreenMatch | null;
  menuEntries: readonly NavEntryDefinition[];
  tiles: readonly NavEntryDefinition[];
  releaseNotes: readonly NavEntryDefinition[];
}

const compiledSets = new WeakMap<RuleSet, CompiledRuleSet>();

export function attachCompiled(ruleSet: RuleSet, compiled: CompiledRuleSet): void {
  compiledSets.set(ruleSet, compiled);
}

export function compiledOf(ruleSet: RuleSet): CompiledRuleSet {
  const compiled = compiledSets.get(ruleSet);
  if (compiled === undefined) {
    throw new TypeError('RuleSet wurde nicht von loadRuleSetFromObjects/createRuleStore erzeugt');
  }
  return compiled;
}

/** The keys every screen has; everything else is its kind-specific `ScreenSpec`. */
const SCREEN_BASE_KEYS = new Set(['id', 'route', 'title', 'titleByType', 'kind', 'access', 'public']);

/** The kind-specific part of a screen definition, or null when it has none. */
export function screenSpecOf(screen: ScreenDefinition): ScreenSpec | null {
  const entries = Object.entries(screen).filter(([key]) => !SCREEN_BASE_KEYS.has(key));
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

const byOrder = (a: NavEntryDefinition, b: NavEntryDefinition): number => a.order - b.order;

function textFor(text: LocalizedText, byType: TextByType | undefined, type: string, language: Language): string {
  return textIn(byType?.[type as keyof TextByType] ?? text, language);
}

/**
 * Badge colours are keyed by the German labels of the data (`tones: { Aktiv: success }`);
 * an English viewer gets the English labels (lib/reference-labels.ts), so the English
 * descriptor carries both keys.
 */
function withEnglishTones<T>(value: T, key: string | null = null): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withEnglishTones(item)) as T;
  const record = value as Record<string, unknown>;
  if (key === 'tones') {
    const tones: Record<string, unknown> = { ...record };
    for (const [label, tone] of Object.entries(record)) tones[referenceLabelEn(label)] ??= tone;
    return tones as T;
  }
  return Object.fromEntries(Object.entries(record).map(([field, inner]) => [field, withEnglishTones(inner, field)])) as T;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Compiles definitions whose references the loader has already checked: every
 * `sameAs` target exists and there is no cycle.
 */
export function compileRuleSet(definitions: Pick<RuleSet, 'menu' | 'home' | 'screens'>): CompiledRuleSet {
  const menuEntries = [...definitions.menu.entries].sort(byOrder);
  const tiles = [...definitions.home.tiles].sort(byOrder);
  const releaseNotes = [...definitions.home.releaseNotes].sort(byOrder);
  const screens = definitions.screens;
  const lookup = createLookup(menuEntries, tiles, releaseNotes, screens);

  const tables = new Map<string, Uint8Array>();
  const inProgress = new Set<string>();

  const evaluate = (rule: AccessRule | null): Uint8Array => {
    const table = new Uint8Array(CELL_COUNT);
    if (rule === null) return table.fill(1);
    const targets = sameAsTargets(rule);
    if (targets.length > 0) {
      for (const id of targets) {
        const target = resolveItem(lookup, id);
        if (target === null) throw new Error(`sameAs target '${id}' not found after validation`);
        const other = tableOf(target.scope, id);
        for (let cell = 0; cell < CELL_COUNT; cell += 1) table[cell] = (table[cell] ?? 0) | (other[cell] ?? 0);
      }
      return table;
    }
    const types = rule.types === undefined ? null : new Set<string>(rule.types);
    const excluded = new Set<string>(rule.excludeTypes ?? []);
    const roles = rule.roles === undefined ? null : new Set<string>(rule.roles);
    ACCOUNT_TYPES.forEach((type, typeIdx) => {
      const typeOk = (types === null || types.has(type)) && !excluded.has(type);
      ROLES.forEach((role, roleIdx) => {
        const roleOk = roles === null || roles.has(role);
        for (const withAccount of [false, true]) {
          const requirementOk = rule.requires !== 'accountIdOrInternalType' || withAccount || typeIdx !== defaultTypeIndex;
          table[cellIndex(typeIdx, roleIdx, withAccount)] = typeOk && roleOk && requirementOk ? 1 : 0;
        }
      });
    });
    return table;
  };

  function tableOf(scope: ItemScope, id: string): Uint8Array {
    const key = `${scope}:${id}`;
    const known = tables.get(key);
    if (known !== undefined) return known;
    if (inProgress.has(key)) throw new Error(`sameAs cycle through '${key}' after validation`);
    inProgress.add(key);
    const item = resolveItem(lookup, id, scope);
    if (item === null) throw new Error(`unknown item '${key}'`);
    const table = evaluate(ruleOf(item));
    inProgress.delete(key);
    tables.set(key, table);
    return table;
  }

  const header = evaluate(definitions.menu.access);
  const menuTables = menuEntries.map((entry) => tableOf('menu', entry.id));
  const tileTables = tiles.map((entry) => tableOf('tile', entry.id));
  const releaseTables = releaseNotes.map((entry) => tableOf('releaseNotes', entry.id));
  const screenOpen = new Map<string, Uint8Array>();
  for (const screen of screens) screenOpen.set(screen.id, tableOf('screen', screen.id));

  const perLanguage = (language: Language) => {
    // Items and descriptors depend on the type only (labels), so cells share them; the
    // kind-specific part of a screen is the same object for every type.
    const specs = screens.map((screen) => {
      const spec = localizeDeep(screenSpecOf(screen), language);
      return language === 'en' ? withEnglishTones(spec) : spec;
    });
    const navItemsByType = ACCOUNT_TYPES.map((type) => {
      const item = (entry: NavEntryDefinition): NavItem =>
        Object.freeze({
          id: entry.id,
          label: textFor(entry.label, entry.labelByType, type, language),
          route: entry.route,
          // The tile extras only where declared, so menu entries stay id, label and route.
          ...(entry.icon === undefined ? {} : { icon: entry.icon }),
          ...(entry.description === undefined ? {} : { description: textIn(entry.description, language) }),
          ...(entry.count === undefined
            ? {}
            : {
                count: Object.freeze({
                  source: entry.count.source,
                  text: textIn(entry.count.text, language),
                  one: entry.count.one === undefined ? null : textIn(entry.count.one, language),
                  none: entry.count.none === undefined ? null : textIn(entry.count.none, language),
                }),
              }),
        });
      return {
        menu: menuEntries.map(item),
        tiles: tiles.map(item),
        releaseNotes: releaseNotes.map(item),
        routes: screens.map((screen, index): RouteDescriptor =>
          Object.freeze({
            id: screen.id,
            route: screen.route,
            kind: screen.kind,
            title: textFor(screen.title, screen.titleByType, type, language),
            public: screen.public === true,
            definition: specs[index] ?? null,
          }),
        ),
        greeting: textFor(definitions.home.greeting.text, definitions.home.greeting.textByType, type, language),
      };
    });

    const cells: Navigation[] = new Array<Navigation>(CELL_COUNT);
    ACCOUNT_TYPES.forEach((_type, typeIdx) => {
      const items = navItemsByType[typeIdx];
      if (items === undefined) return;
      ROLES.forEach((_role, roleIdx) => {
        for (const withAccount of [false, true]) {
          const cell = cellIndex(typeIdx, roleIdx, withAccount);
          const showHeader = header[cell] === 1;
          const visible = <T>(list: readonly T[], listTables: readonly Uint8Array[]): T[] => list.filter((_item, index) => listTables[index]?.[cell] === 1);
          cells[cell] = deepFreeze({
            greeting: items.greeting,
            showHeader,
            menu: showHeader ? visible(items.menu, menuTables) : [],
            tiles: visible(items.tiles, tileTables),
            releaseNotes: visible(items.releaseNotes, releaseTables)[0] ?? null,
            routes: screens.flatMap((screen, index) => (screenOpen.get(screen.id)?.[cell] === 1 ? [items.routes[index] as RouteDescriptor] : [])),
          });
        }
      });
    });

    const publicRoutes = screens.flatMap((screen, index): RouteDescriptor[] =>
      screen.public === true
        ? [{ id: screen.id, route: screen.route, kind: screen.kind, title: textIn(screen.title, language), public: true, definition: specs[index] ?? null }]
        : [],
    );
    const denied: Navigation = deepFreeze({
      greeting: textIn(definitions.home.greeting.text, language),
      showHeader: false,
      menu: [],
      tiles: [],
      releaseNotes: null,
      routes: publicRoutes,
    });
    return { cells, denied };
  };
  const german = perLanguage('de');
  const english = perLanguage('en');

  const trie = buildRouteTrie(screens);
  return {
    lookup,
    header,
    ruleTable: tableOf,
    screenOpen,
    cells: { de: german.cells, en: english.cells },
    denied: { de: german.denied, en: english.denied },
    match(path) {
      const segments = pathSegments(path);
      return segments === null ? null : matchSegments(trie, segments, 0, []);
    },
    menuEntries,
    tiles,
    releaseNotes,
  };
}
