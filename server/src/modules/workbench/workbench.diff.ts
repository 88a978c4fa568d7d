/**
 * What a draft changes compared with the live rules, in sentences a product owner reads:
 * 'HA-Bau ist für planning nicht mehr sichtbar (Menü und Kachel)'.
 *
 * Visibility is compared on what users get (`computeNavigation`, `canOpenScreen` for
 * every type × role × with/without accountid), not on the rule text: a changed menu
 * rule that a tile follows with `sameAs` shows up for the tile too, and a rewritten rule
 * that lets the same people in is no change at all.
 */
import { ACCOUNT_TYPES, ROLES, canOpenScreen, computeNavigation } from '../navigation';
import type { NavEntryDefinition, Navigation, RuleSet, ScreenDefinition, TextByType } from '../navigation';
import { textIn, type LocalizedText } from '../../lib/language';

const de = (text: LocalizedText): string => textIn(text, 'de');

export type ChangeKind = 'header' | 'visibility' | 'added' | 'removed' | 'label' | 'route' | 'order' | 'greeting' | 'screen';
export type ChangeScope = 'menu' | 'tile' | 'releaseNotes' | 'screen' | 'home';

export interface RuleChange {
  kind: ChangeKind;
  /** Where the change is; menu and tile changes of the same id that read alike are one change with both scopes. */
  scopes: ChangeScope[];
  itemId: string | null;
  message: string;
}

interface Cell {
  type: string;
  typeIdx: number;
  role: string;
  roleIdx: number;
  withAccount: boolean;
}

const CELLS: Cell[] = ACCOUNT_TYPES.flatMap((type, typeIdx) =>
  ROLES.flatMap((role, roleIdx) => [false, true].map((withAccount) => ({ type, typeIdx, role, roleIdx, withAccount }))),
);

const cellKey = (cell: Cell): string => `${cell.typeIdx}|${cell.roleIdx}|${cell.withAccount ? 1 : 0}`;

/** 'a', 'a und b', 'a, b und c'. */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

/**
 * Who a set of cells is, as briefly as the set allows: 'planning und pmo',
 * 'alle Typen als admin und superadmin', 'isp ohne Accountid'.
 */
export function describeUsers(keys: ReadonlySet<string>): string {
  const signatures = ACCOUNT_TYPES.map((_type, typeIdx) => {
    const roles = ROLES.map((role, roleIdx) => {
      const without = keys.has(`${typeIdx}|${roleIdx}|0`);
      const withAccount = keys.has(`${typeIdx}|${roleIdx}|1`);
      return { role, state: without && withAccount ? 'both' : withAccount ? 'with' : without ? 'without' : 'none' };
    }).filter((entry) => entry.state !== 'none');
    if (roles.length === 0) return null;
    const states = new Set(roles.map((entry) => entry.state));
    const allRoles = roles.length === ROLES.length;
    const accountText = (state: string) => (state === 'with' ? 'mit Accountid' : state === 'without' ? 'ohne Accountid' : '');
    if (states.size === 1) {
      const state = roles[0]?.state ?? 'both';
      const roleText = allRoles ? '' : `als ${joinGerman(roles.map((entry) => entry.role))}`;
      return [roleText, accountText(state)].filter((part) => part !== '').join(' ');
    }
    return `als ${joinGerman(roles.map((entry) => [entry.role, accountText(entry.state)].filter((part) => part !== '').join(' ')))}`;
  });
  const groups = new Map<string, string[]>();
  signatures.forEach((signature, typeIdx) => {
    if (signature === null) return;
    const types = groups.get(signature) ?? [];
    types.push(ACCOUNT_TYPES[typeIdx] as string);
    groups.set(signature, types);
  });
  const parts = [...groups.entries()].map(([signature, types]) => {
    const typesText = types.length === ACCOUNT_TYPES.length ? 'alle Typen' : joinGerman(types);
    return signature === '' ? typesText : `${typesText} ${signature}`;
  });
  return parts.join(' sowie ');
}

// --- evaluation over all cells --------------------------------------------------------

interface Evaluated {
  ruleSet: RuleSet;
  navigation: Map<string, Navigation>;
}

function evaluate(ruleSet: RuleSet): Evaluated {
  const navigation = new Map<string, Navigation>();
  for (const cell of CELLS) {
    navigation.set(
      cellKey(cell),
      computeNavigation(ruleSet, { type: cell.type, role: cell.role as (typeof ROLES)[number], accountId: cell.withAccount ? 'x' : null }),
    );
  }
  return { ruleSet, navigation };
}

type ListScope = 'menu' | 'tile' | 'releaseNotes';

function visibleCells(evaluated: Evaluated, scope: ListScope | 'header', id: string): Set<string> {
  const keys = new Set<string>();
  for (const [key, navigation] of evaluated.navigation) {
    const shown =
      scope === 'header'
        ? navigation.showHeader
        : scope === 'menu'
          ? navigation.menu.some((item) => item.id === id)
          : scope === 'tile'
            ? navigation.tiles.some((item) => item.id === id)
            : navigation.releaseNotes?.id === id;
    if (shown) keys.add(key);
  }
  return keys;
}

function openCells(ruleSet: RuleSet, screenId: string): Set<string> {
  const keys = new Set<string>();
  for (const cell of CELLS) {
    if (canOpenScreen(ruleSet, { type: cell.type, role: cell.role as (typeof ROLES)[number], accountId: cell.withAccount ? 'x' : null }, screenId))
      keys.add(cellKey(cell));
  }
  return keys;
}

const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> => new Set([...a].filter((key) => !b.has(key)));

function entriesOf(ruleSet: RuleSet, scope: ListScope): NavEntryDefinition[] {
  const list = scope === 'menu' ? ruleSet.menu.entries : scope === 'tile' ? ruleSet.home.tiles : ruleSet.home.releaseNotes;
  return [...list].sort((a, b) => a.order - b.order);
}

/** A text as the change list shows it: German, and the English text after a slash. */
function shown(text: LocalizedText): string {
  return typeof text === 'string' ? text : `${text.de} / ${text.en}`;
}

function textFor(text: LocalizedText, byType: TextByType | undefined, type: string): string {
  return shown(byType?.[type as keyof TextByType] ?? text);
}

/** Per type, old and new text where they differ, grouped by the pair. */
function textChanges(
  old: { text: LocalizedText; byType?: TextByType },
  next: { text: LocalizedText; byType?: TextByType },
): Array<{ types: string[]; from: string; to: string }> {
  const groups = new Map<string, { types: string[]; from: string; to: string }>();
  for (const type of ACCOUNT_TYPES) {
    const from = textFor(old.text, old.byType, type);
    const to = textFor(next.text, next.byType, type);
    if (from === to) continue;
    const key = JSON.stringify([from, to]);
    const group = groups.get(key) ?? { types: [], from, to };
    group.types.push(type);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const typesPhrase = (types: readonly string[]): string => (types.length === ACCOUNT_TYPES.length ? '' : `für ${joinGerman(types)} `);

/** Ids of `draft` (in order) whose position relative to the others changed since `live`. */
function movedIds(live: readonly string[], draft: readonly string[]): Set<string> {
  const common = draft.filter((id) => live.includes(id));
  const positions = common.map((id) => live.indexOf(id));
  // Longest increasing subsequence of live positions: those stayed in place.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(positions.length).fill(-1);
  positions.forEach((position, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((positions[tails[middle] as number] as number) < position) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const stayed = new Set<string>();
  let index = tails.length > 0 ? (tails[tails.length - 1] as number) : -1;
  while (index !== -1) {
    stayed.add(common[index] as string);
    index = previous[index] as number;
  }
  return new Set(common.filter((id) => !stayed.has(id)));
}

const WHERE: Record<ChangeScope, string> = {
  menu: 'Menü',
  tile: 'Kachel',
  releaseNotes: 'Release-Notes-Link',
  screen: 'Seite',
  home: 'Startseite',
};

interface PendingChange {
  kind: ChangeKind;
  scope: ChangeScope;
  itemId: string | null;
  /** The sentence without the "(Menü)" suffix; equal bodies of menu and tile merge. */
  body: string;
  /** Whether the sentence ends in the scope in brackets. */
  suffix: boolean;
}

function listChanges(live: Evaluated, draft: Evaluated, scope: ListScope): PendingChange[] {
  const changes: PendingChange[] = [];
  const liveEntries = entriesOf(live.ruleSet, scope);
  const draftEntries = entriesOf(draft.ruleSet, scope);
  const liveById = new Map(liveEntries.map((entry) => [entry.id, entry]));
  const draftById = new Map(draftEntries.map((entry) => [entry.id, entry]));
  const add = (kind: ChangeKind, itemId: string, body: string) => changes.push({ kind, scope, itemId, body, suffix: true });

  const moved = movedIds(
    liveEntries.map((entry) => entry.id),
    draftEntries.map((entry) => entry.id),
  );
  const draftCommon = draftEntries.filter((entry) => liveById.has(entry.id));

  for (const entry of draftEntries) {
    const before = liveById.get(entry.id);
    const nowVisible = visibleCells(draft, scope, entry.id);
    if (before === undefined) {
      add(
        'added',
        entry.id,
        nowVisible.size === 0
          ? `Neu: ${de(entry.label)} (${entry.route}), für niemanden sichtbar`
          : `Neu: ${de(entry.label)} (${entry.route}), sichtbar für ${describeUsers(nowVisible)}`,
      );
      continue;
    }
    const wasVisible = visibleCells(live, scope, entry.id);
    const lost = minus(wasVisible, nowVisible);
    const gained = minus(nowVisible, wasVisible);
    if (lost.size > 0) add('visibility', entry.id, `${de(before.label)} ist für ${describeUsers(lost)} nicht mehr sichtbar`);
    if (gained.size > 0) add('visibility', entry.id, `${de(entry.label)} ist jetzt auch für ${describeUsers(gained)} sichtbar`);
    for (const change of textChanges({ text: before.label, byType: before.labelByType }, { text: entry.label, byType: entry.labelByType })) {
      add('label', entry.id, `„${change.from}“ heißt ${typesPhrase(change.types)}jetzt „${change.to}“`);
    }
    if (before.route !== entry.route) add('route', entry.id, `${de(entry.label)} führt jetzt zu ${entry.route} statt ${before.route}`);
    if (moved.has(entry.id)) {
      const index = draftCommon.findIndex((candidate) => candidate.id === entry.id);
      const next = draftCommon[index + 1];
      const previous = draftCommon[index - 1];
      add(
        'order',
        entry.id,
        next !== undefined
          ? `${de(entry.label)} steht jetzt vor ${de(next.label)}`
          : `${de(entry.label)} steht jetzt am Ende, nach ${previous === undefined ? '' : de(previous.label)}`,
      );
    }
  }
  for (const entry of liveEntries) {
    if (!draftById.has(entry.id)) add('removed', entry.id, `${de(entry.label)} entfällt`);
  }
  return changes;
}

/** Fields of a screen that are not its identity, title or rule: what the page shows. */
const SCREEN_FRAME = new Set(['id', 'route', 'title', 'titleByType', 'kind', 'access', 'public']);

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The kind-specific fields whose content differs, sorted. */
function specKeys(before: ScreenDefinition, after: ScreenDefinition): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => !SCREEN_FRAME.has(key)));
  return [...keys].filter((key) => stable(before[key]) !== stable(after[key])).sort();
}

function screenChanges(live: RuleSet, draft: RuleSet): PendingChange[] {
  const changes: PendingChange[] = [];
  const add = (itemId: string, body: string) => changes.push({ kind: 'screen', scope: 'screen', itemId, body, suffix: false });
  const liveById = new Map(live.screens.map((screen) => [screen.id, screen]));
  const draftById = new Map(draft.screens.map((screen) => [screen.id, screen]));
  const name = (screen: ScreenDefinition) => `Seite „${de(screen.title)}“ (${screen.route})`;

  for (const screen of draft.screens) {
    const before = liveById.get(screen.id);
    if (before === undefined) {
      add(screen.id, `Neue ${name(screen)}`);
      continue;
    }
    if (before.route !== screen.route) add(screen.id, `Seite „${de(screen.title)}“ liegt jetzt unter ${screen.route} statt ${before.route}`);
    for (const change of textChanges({ text: before.title, byType: before.titleByType }, { text: screen.title, byType: screen.titleByType })) {
      add(screen.id, `Seite ${screen.route} heißt ${typesPhrase(change.types)}jetzt „${change.to}“ statt „${change.from}“`);
    }
    if (before.kind !== screen.kind) add(screen.id, `${name(screen)} wird jetzt als '${screen.kind}' statt '${before.kind}' dargestellt`);
    // What a screen shows beyond its rule (columns, fields, sections, actions …) is visible too.
    const content = specKeys(before, screen);
    if (content.length > 0) add(screen.id, `${name(screen)}: Inhalt der Seite geändert (${content.join(', ')})`);
    if ((before.public === true) !== (screen.public === true)) {
      add(
        screen.id,
        screen.public === true ? `${name(screen)} ist jetzt ohne Anmeldung erreichbar` : `${name(screen)} ist nicht mehr ohne Anmeldung erreichbar`,
      );
    }
    const wasOpen = openCells(live, screen.id);
    const nowOpen = openCells(draft, screen.id);
    const lost = minus(wasOpen, nowOpen);
    const gained = minus(nowOpen, wasOpen);
    if (lost.size > 0) add(screen.id, `${name(screen)} kann von ${describeUsers(lost)} nicht mehr geöffnet werden`);
    if (gained.size > 0) add(screen.id, `${name(screen)} kann jetzt auch von ${describeUsers(gained)} geöffnet werden`);
  }
  for (const screen of live.screens) {
    if (!draftById.has(screen.id)) add(screen.id, `${name(screen)} entfällt`);
  }
  return changes;
}

/** The changes from `live` to `draft`, header first, then menu, tiles, links, greeting, screens. */
export function describeChanges(liveRules: RuleSet, draftRules: RuleSet): RuleChange[] {
  if (liveRules.hash === draftRules.hash) return [];
  const live = evaluate(liveRules);
  const draft = evaluate(draftRules);
  const pending: PendingChange[] = [];

  const headerLost = minus(visibleCells(live, 'header', ''), visibleCells(draft, 'header', ''));
  const headerGained = minus(visibleCells(draft, 'header', ''), visibleCells(live, 'header', ''));
  if (headerLost.size > 0)
    pending.push({ kind: 'header', scope: 'menu', itemId: null, body: `Das Kopfmenü ist für ${describeUsers(headerLost)} nicht mehr sichtbar`, suffix: false });
  if (headerGained.size > 0)
    pending.push({
      kind: 'header',
      scope: 'menu',
      itemId: null,
      body: `Das Kopfmenü ist jetzt auch für ${describeUsers(headerGained)} sichtbar`,
      suffix: false,
    });

  pending.push(...listChanges(live, draft, 'menu'), ...listChanges(live, draft, 'tile'), ...listChanges(live, draft, 'releaseNotes'));

  for (const change of textChanges(
    { text: liveRules.home.greeting.text, byType: liveRules.home.greeting.textByType },
    { text: draftRules.home.greeting.text, byType: draftRules.home.greeting.textByType },
  )) {
    const forTypes = change.types.length === ACCOUNT_TYPES.length ? '' : ` für ${joinGerman(change.types)}`;
    pending.push({ kind: 'greeting', scope: 'home', itemId: null, body: `Begrüßung${forTypes}: „${change.to}“ statt „${change.from}“`, suffix: false });
  }
  pending.push(...screenChanges(liveRules, draftRules));

  // A menu entry and its tile usually change alike: say it once, for both.
  const merged: RuleChange[] = [];
  const byBody = new Map<string, RuleChange>();
  for (const change of pending) {
    const key = JSON.stringify([change.kind, change.itemId, change.body]);
    const known = byBody.get(key);
    if (known !== undefined && change.suffix) {
      if (!known.scopes.includes(change.scope)) known.scopes.push(change.scope);
      continue;
    }
    const created: RuleChange = { kind: change.kind, scopes: [change.scope], itemId: change.itemId, message: change.body };
    byBody.set(key, created);
    merged.push(Object.assign(created, { suffix: change.suffix }));
  }
  return merged.map((change) => {
    const { suffix, ...rest } = change as RuleChange & { suffix: boolean };
    const where = joinGerman(rest.scopes.map((scope) => WHERE[scope]));
    return { ...rest, message: suffix ? `${rest.message} (${where})` : rest.message };
  });
}
