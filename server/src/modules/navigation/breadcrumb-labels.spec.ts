/**
 * Orientation (issue 17): the way back above a record is named like the list's entry in the
 * menu. The web's breadcrumb takes its first step from the title of the list screen behind
 * `backLink.to`, as the server resolves it for the viewer's type and language; this spec holds
 * those titles to the menu's labels for every type, role and language (e.g. sales see
 * 'HA-Bestellung' in the menu, so the order overview's way back starts with 'HA-Bestellung'),
 * and every `backLink.to` to a screen the viewer of the record may open.
 */
import { describe, expect, it } from 'vitest';
import { computeNavigation } from './navigation.service';
import { shippedTexts } from '../../../test/support/navigation';
import { ACCOUNT_TYPES, ROLES } from './navigation.vocabulary';
import { loadRuleSetFromTexts } from './rule-loader';
import { normalizeRoutePattern } from './rule-compiler';

const result = loadRuleSetFromTexts(shippedTexts());
if (!result.ok) throw result.error;
const ruleSet = result.ruleSet;

/** The route pattern a concrete back path like '/pans' or '/locations?tab=order' names. */
const pathOf = (to: string) => to.split('?')[0] ?? to;

describe('breadcrumb labels', () => {
  it.each(['de', 'en'] as const)('name the list like its menu entry, for every type and role (%s)', (language) => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const type of ACCOUNT_TYPES) {
      for (const role of ROLES) {
        const navigation = computeNavigation(ruleSet, { type, role, accountId: 'A-1' }, language);
        for (const route of navigation.routes) {
          const backLink = (route.definition as { backLink?: { to: string } } | null)?.backLink;
          if (backLink === undefined || backLink.to.includes('{')) continue;
          const target = navigation.routes.find((candidate) => normalizeRoutePattern(candidate.route) === normalizeRoutePattern(pathOf(backLink.to)));
          if (target === undefined) {
            mismatches.push(`${type}/${role}: ${route.route} leads back to ${backLink.to}, which this viewer cannot open`);
            continue;
          }
          const entry = navigation.menu.find((item) => pathOf(item.route) === pathOf(backLink.to));
          checked += 1;
          if (entry !== undefined && entry.label !== target.title)
            mismatches.push(`${type}/${role}: ${route.route} starts its way back with '${target.title}', the menu says '${entry.label}'`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it("starts the order overview's way back with 'HA-Bestellung' for sales and 'Standorte' for an ISP", () => {
    const titleFor = (type: string, language: 'de' | 'en') =>
      computeNavigation(ruleSet, { type, role: 'user', accountId: 'A-1' }, language).routes.find((route) => route.route === '/locations')?.title;
    expect(titleFor('sales', 'de')).toBe('HA-Bestellung');
    expect(titleFor('customer-care', 'en')).toBe('Connection orders');
    expect(titleFor('isp', 'de')).toBe('Standorte');
    const order = computeNavigation(ruleSet, { type: 'sales', role: 'user', accountId: 'A-1' }, 'de').routes.find(
      (route) => route.route === '/locations-order/:cid',
    );
    expect((order?.definition as { backLink?: unknown } | null)?.backLink).toEqual({ to: '/locations?tab=order', label: 'Bestellungen' });
  });
});
