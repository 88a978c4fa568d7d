/** `explainVisibility`: the German reasons the rule workbench shows. */
import { describe, expect, it } from 'vitest';
import { canOpenScreen, computeNavigation, explainVisibility } from './navigation.service';
import { loadShipped, shippedTexts } from '../../../test/support/navigation';
import { loadRuleSetFromTexts } from './rule-loader';
import type { ItemScope, NavigationUser } from './navigation.types';
import { ACCOUNT_TYPES, ROLES } from './navigation.vocabulary';

const ruleSet = loadShipped();

describe('explainVisibility', () => {
  it.each([
    {
      case: 'a type listed in types',
      user: { type: 'pmo', role: 'user' as const, accountId: 'A' },
      item: 'pan-bau',
      visible: true,
      reason: "sichtbar, weil Typ 'pmo' in 'types' steht",
    },
    {
      case: 'an excluded type',
      user: { type: 'intern', role: 'user' as const, accountId: 'A' },
      item: 'tickets',
      visible: false,
      reason: "versteckt, weil Typ 'intern' ausgeschlossen ist",
    },
    {
      case: 'a role not listed in roles',
      user: { type: 'isp', role: 'user' as const, accountId: 'A' },
      item: 'users',
      visible: false,
      reason: "versteckt, weil Rolle 'user' nicht in 'roles' steht",
    },
    {
      case: 'a type not listed in types',
      user: { type: 'isp', role: 'user' as const, accountId: 'A' },
      item: 'ha-bau',
      visible: false,
      reason: "versteckt, weil Typ 'isp' nicht in 'types' steht",
    },
    {
      case: 'a missing type counted as isp',
      user: { role: 'user' as const, accountId: 'A' },
      item: 'locations',
      visible: true,
      reason: "sichtbar, weil Typ 'isp' (kein Typ angegeben) in 'types' steht",
    },
    {
      case: 'the hidden header menu of an isp user without accountid',
      user: { type: 'isp', role: 'admin' as const, accountId: null },
      item: 'settings',
      visible: false,
      reason: "Kopfmenü: versteckt, weil Typ 'isp' ohne Accountid weder eine Accountid noch einen internen Typ hat (requires: accountIdOrInternalType)",
    },
    {
      case: 'the header menu of an internal type',
      user: { type: 'noc', role: 'user' as const, accountId: null },
      item: 'dashboard',
      visible: true,
      reason: "Kopfmenü: sichtbar, weil Typ 'noc' ein interner Typ ist (requires: accountIdOrInternalType)",
    },
    {
      case: 'a rule without clauses',
      user: { type: 'noc', role: 'user' as const, accountId: null },
      item: 'outages',
      visible: true,
      reason: 'sichtbar, weil die Regel niemanden ausschließt',
    },
    {
      case: 'a tile following its menu entry',
      user: { type: 'baufirma', role: 'user' as const, accountId: 'A' },
      item: 'cid-search',
      scope: 'tile' as const,
      visible: false,
      reason: "'cid-search': versteckt, weil Typ 'baufirma' nicht in 'types' steht",
    },
    {
      case: 'a screen that any of several entries opens',
      user: { type: 'bau-main', role: 'user' as const, accountId: 'A' },
      item: 'cid-details',
      visible: true,
      reason: "sichtbar, weil die Regel von 'ont-swap' (Menüeintrag) gilt (sameAs)",
    },
    {
      case: 'a public screen',
      user: { type: 'isp', role: 'user' as const, accountId: null },
      item: 'location-order-sign',
      visible: true,
      reason: 'sichtbar, weil der Bildschirm öffentlich ist',
    },
    {
      case: 'an unknown type',
      user: { type: 'ispp', role: 'user' as const, accountId: null },
      item: 'outages',
      visible: false,
      reason: "versteckt, weil Typ 'ispp' unbekannt ist",
    },
    {
      case: 'an unknown item',
      user: { type: 'isp', role: 'user' as const, accountId: null },
      item: 'nothing-here',
      visible: false,
      reason: "versteckt, weil es keinen Eintrag 'nothing-here' gibt",
    },
  ])('explains $case', ({ user, item, scope, visible, reason }) => {
    const explanation = explainVisibility(ruleSet, user, item, scope);
    expect(explanation.visible).toBe(visible);
    expect(
      explanation.reasons.some((text) => text.startsWith(reason)),
      explanation.reasons.join(' | '),
    ).toBe(true);
  });

  it('looks an id up as menu entry before tile, so the header condition is part of the answer', () => {
    const user = { type: 'isp', role: 'user' as const, accountId: null };
    expect(explainVisibility(ruleSet, user, 'tickets').visible).toBe(false);
    expect(explainVisibility(ruleSet, user, 'tickets', 'tile').visible).toBe(true);
    expect(explainVisibility(ruleSet, user, 'tickets', 'screen').visible).toBe(true);
  });

  it('says that only the first visible release-notes link shows', () => {
    const texts = shippedTexts();
    const home = texts['home.yaml'] ?? '';
    const widened = home.replace('order: 10\n      access:\n        types: [isp]', 'order: 10\n      access: {}');
    expect(widened).not.toBe(home);
    const result = loadRuleSetFromTexts({ ...texts, 'home.yaml': widened });
    if (!result.ok) throw result.error;
    const user = { type: 'sales', role: 'user' as const, accountId: 'A' };
    expect(computeNavigation(result.ruleSet, user).releaseNotes?.id).toBe('releases');
    const explanation = explainVisibility(result.ruleSet, user, 'releases-sca');
    expect(explanation.visible).toBe(false);
    expect(explanation.reasons).toContain("versteckt, weil bereits der Release-Notes-Link 'releases' angezeigt wird (nur einer, der erste nach 'order')");
  });

  it('agrees with computeNavigation and canOpenScreen for every item, type, role and accountid', () => {
    const types = [undefined, ...ACCOUNT_TYPES];
    const items: Array<{ id: string; scope: ItemScope }> = [
      ...ruleSet.menu.entries.map((entry) => ({ id: entry.id, scope: 'menu' as const })),
      ...ruleSet.home.tiles.map((entry) => ({ id: entry.id, scope: 'tile' as const })),
      ...ruleSet.home.releaseNotes.map((entry) => ({ id: entry.id, scope: 'releaseNotes' as const })),
      ...ruleSet.screens.map((screen) => ({ id: screen.id, scope: 'screen' as const })),
    ];
    let checked = 0;
    for (const type of types) {
      for (const role of ROLES) {
        for (const accountId of [null, 'A']) {
          const user: NavigationUser = { type, role, accountId };
          const navigation = computeNavigation(ruleSet, user);
          const shown: Record<Exclude<ItemScope, 'screen'>, string[]> = {
            menu: navigation.menu.map((item) => item.id),
            tile: navigation.tiles.map((item) => item.id),
            releaseNotes: navigation.releaseNotes === null ? [] : [navigation.releaseNotes.id],
          };
          for (const { id, scope } of items) {
            const expected = scope === 'screen' ? canOpenScreen(ruleSet, user, id) : shown[scope].includes(id);
            const explanation = explainVisibility(ruleSet, user, id, scope);
            expect(explanation.visible, `${scope} ${id} for ${String(type)} ${role} ${String(accountId)}`).toBe(expected);
            expect(explanation.reasons.length).toBeGreaterThan(0);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(90 * items.length);
  });
});
