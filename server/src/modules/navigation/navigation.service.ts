/**
 * The evaluator: pure functions over a `RuleSet` and a user. The hot paths
 * (`computeNavigation`, `canOpenScreen`) are table lookups prepared at load;
 * `explainVisibility` walks the written rules to say why, in German.
 */
import { ACCOUNT_TYPES, DEFAULT_TYPE, ROLES } from './navigation.vocabulary';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language';
import { cellOf, compiledOf, effectiveType, hasAccountId, resolveItem, ruleOf, sameAsTargets } from './rule-compiler';
import type { ResolvedItem, ScreenMatch } from './rule-compiler';
import type { AccessRule, ItemScope, Navigation, NavigationUser, RouteDescriptor, RuleSet, ScreenDefinition, VisibilityExplanation } from './navigation.types';

export { effectiveType, hasAccountId };
export type { ScreenMatch };

/**
 * Greeting, header visibility, menu, tiles, release-notes link and openable routes
 * for one user. The returned object is shared between users of the same type, role
 * and accountid presence, and frozen.
 */
export function computeNavigation(ruleSet: RuleSet, user: NavigationUser, language: Language = DEFAULT_LANGUAGE): Navigation {
  const compiled = compiledOf(ruleSet);
  const cell = cellOf(user);
  const denied = compiled.denied[language];
  return cell < 0 ? denied : (compiled.cells[language][cell] ?? denied);
}

/** The screens open without a session (for the router of a signed-out browser). */
export function publicRoutes(ruleSet: RuleSet, language: Language = DEFAULT_LANGUAGE): readonly RouteDescriptor[] {
  return compiledOf(ruleSet).denied[language].routes;
}

/** Whether the user may open the screen with this id; unknown ids are closed. */
export function canOpenScreen(ruleSet: RuleSet, user: NavigationUser, screenId: string): boolean {
  const compiled = compiledOf(ruleSet);
  const table = compiled.screenOpen.get(screenId);
  if (table === undefined) return false;
  const cell = cellOf(user);
  // A user of unknown type or role gets the public screens only, as in computeNavigation.
  return cell < 0 ? compiled.lookup.screen.get(screenId)?.public === true : table[cell] === 1;
}

/** The screen whose route pattern matches a concrete path (query and hash ignored). */
export function screenForPath(ruleSet: RuleSet, path: string): ScreenDefinition | null {
  return compiledOf(ruleSet).match(path)?.screen ?? null;
}

/** Like `screenForPath`, plus the decoded route parameters (`{ ticketnumber: '4711' }`). */
export function matchScreenPath(ruleSet: RuleSet, path: string): ScreenMatch | null {
  return compiledOf(ruleSet).match(path);
}

// --- explanations ------------------------------------------------------------------

interface ClauseResult {
  ok: boolean;
  reasons: string[];
}

const SCOPE_NOUNS: Record<ItemScope, string> = {
  menu: 'Menüeintrag',
  tile: 'Kachel',
  releaseNotes: 'Release-Notes-Link',
  screen: 'Bildschirm',
};

interface Subject {
  type: string;
  typeLabel: string;
  role: string;
  withAccount: boolean;
}

function explainRule(ruleSet: RuleSet, rule: AccessRule | null, subject: Subject, trail: readonly string[]): ClauseResult {
  if (rule === null) return { ok: true, reasons: ['sichtbar, weil der Bildschirm öffentlich ist'] };
  const targets = sameAsTargets(rule);
  if (targets.length > 0) {
    const lookup = compiledOf(ruleSet).lookup;
    const results = targets.map((id) => {
      const target = resolveItem(lookup, id);
      if (target === null || trail.includes(`${target.scope}:${id}`)) {
        return { id, noun: 'Eintrag', result: { ok: false, reasons: [`versteckt, weil '${id}' nicht auflösbar ist`] } };
      }
      const nested = explainRule(ruleSet, ruleOf(target), subject, [...trail, `${target.scope}:${id}`]);
      return { id, result: nested, noun: SCOPE_NOUNS[target.scope] };
    });
    const passing = results.filter((r) => r.result.ok);
    if (passing.length > 0) {
      return {
        ok: true,
        reasons: passing.flatMap(({ id, result, noun }) => [
          `sichtbar, weil die Regel von '${id}' (${noun}) gilt (sameAs)`,
          ...result.reasons.map((reason) => `'${id}': ${reason}`),
        ]),
      };
    }
    const names = targets.map((id) => `'${id}'`).join(', ');
    return {
      ok: false,
      reasons: [
        targets.length === 1 ? `versteckt, weil die Regel von ${names} nicht gilt (sameAs)` : `versteckt, weil keine der Regeln von ${names} gilt (sameAs)`,
        ...results.flatMap(({ id, result }) => result.reasons.map((reason) => `'${id}': ${reason}`)),
      ],
    };
  }

  const passes: string[] = [];
  const fails: string[] = [];
  const { type, typeLabel, role, withAccount } = subject;
  if (rule.types !== undefined) {
    if ((rule.types as string[]).includes(type)) passes.push(`sichtbar, weil ${typeLabel} in 'types' steht`);
    else fails.push(`versteckt, weil ${typeLabel} nicht in 'types' steht`);
  }
  if (rule.excludeTypes !== undefined) {
    if ((rule.excludeTypes as string[]).includes(type)) fails.push(`versteckt, weil ${typeLabel} ausgeschlossen ist`);
    else passes.push(`sichtbar, weil ${typeLabel} nicht ausgeschlossen ist`);
  }
  if (rule.roles !== undefined) {
    if ((rule.roles as string[]).includes(role)) passes.push(`sichtbar, weil Rolle '${role}' in 'roles' steht`);
    else fails.push(`versteckt, weil Rolle '${role}' nicht in 'roles' steht`);
  }
  if (rule.requires === 'accountIdOrInternalType') {
    if (type !== DEFAULT_TYPE) passes.push(`sichtbar, weil ${typeLabel} ein interner Typ ist (requires: accountIdOrInternalType)`);
    else if (withAccount) passes.push('sichtbar, weil eine Accountid vorhanden ist (requires: accountIdOrInternalType)');
    else fails.push(`versteckt, weil ${typeLabel} ohne Accountid weder eine Accountid noch einen internen Typ hat (requires: accountIdOrInternalType)`);
  }
  if (fails.length > 0) return { ok: false, reasons: fails };
  if (passes.length === 0) passes.push('sichtbar, weil die Regel niemanden ausschließt');
  return { ok: true, reasons: passes };
}

/**
 * Whether an item is shown to (or, for a screen, may be opened by) the user, and
 * why, in German — for the rule workbench. Without `scope` the id is looked up as
 * menu entry, tile, release-notes link, then screen (the order of `sameAs`).
 */
export function explainVisibility(ruleSet: RuleSet, user: NavigationUser, itemId: string, scope?: ItemScope): VisibilityExplanation {
  const compiled = compiledOf(ruleSet);
  const item: ResolvedItem | null = resolveItem(compiled.lookup, itemId, scope);
  if (item === null) {
    const where = scope === undefined ? '' : ` (${SCOPE_NOUNS[scope]})`;
    return { visible: false, reasons: [`versteckt, weil es keinen Eintrag '${itemId}'${where} gibt`] };
  }
  const type = effectiveType(user);
  const typeLabel = user.type === undefined || user.type === null || user.type === '' ? `Typ '${type}' (kein Typ angegeben)` : `Typ '${type}'`;
  if (!(ACCOUNT_TYPES as readonly string[]).includes(type)) {
    return { visible: false, reasons: [`versteckt, weil ${typeLabel} unbekannt ist (erlaubt: ${ACCOUNT_TYPES.join(', ')})`] };
  }
  if (!(ROLES as readonly string[]).includes(user.role)) {
    return { visible: false, reasons: [`versteckt, weil Rolle '${String(user.role)}' unbekannt ist (erlaubt: ${ROLES.join(', ')})`] };
  }
  const subject: Subject = { type, typeLabel, role: user.role, withAccount: hasAccountId(user) };
  const own = explainRule(ruleSet, ruleOf(item), subject, [`${item.scope}:${itemId}`]);

  if (item.scope === 'menu') {
    const header = explainRule(ruleSet, ruleSet.menu.access, subject, []);
    const headerReasons = header.reasons.map((reason) => `Kopfmenü: ${reason}`);
    if (!header.ok) return { visible: false, reasons: [...headerReasons, ...(own.ok ? [] : own.reasons)] };
    return own.ok ? { visible: true, reasons: [...headerReasons, ...own.reasons] } : { visible: false, reasons: own.reasons };
  }
  if (item.scope === 'releaseNotes' && own.ok) {
    // Only one release-notes link shows: the first visible one by order.
    const shown = computeNavigation(ruleSet, user).releaseNotes;
    if (shown !== null && shown.id !== itemId) {
      return {
        visible: false,
        reasons: [...own.reasons, `versteckt, weil bereits der Release-Notes-Link '${shown.id}' angezeigt wird (nur einer, der erste nach 'order')`],
      };
    }
  }
  return own.ok ? { visible: true, reasons: own.reasons } : { visible: false, reasons: own.reasons };
}
