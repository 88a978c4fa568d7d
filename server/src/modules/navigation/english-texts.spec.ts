/**
 * Every text in screens/ comes in both languages (issue 17): a definition with a text
 * that has no English counterpart fails here, with file, path and line. The workbench
 * holds drafts to the same check before it publishes them (`requireEnglish`).
 */
import { describe, expect, it } from 'vitest';
import { isBilingual } from '../../lib/language';
import { computeNavigation, publicRoutes } from './navigation.service';
import { shippedTexts } from '../../../test/support/navigation';
import { formatIssue, loadRuleSetFromTexts } from './rule-loader';

/** Every `{ de, en }` text of a parsed definition file. */
function bilingualTexts(value: unknown): Array<{ de: string; en?: string }> {
  if (isBilingual(value)) return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap(bilingualTexts);
}

describe('texts in both languages', () => {
  it('has an English counterpart for every text in screens/', () => {
    const result = loadRuleSetFromTexts(shippedTexts(), { requireEnglish: true });
    expect(result.ok ? [] : result.error.issues.map(formatIssue)).toEqual([]);
  });

  it('counts the texts of each language, and no English text is empty or left German by accident', () => {
    const result = loadRuleSetFromTexts(shippedTexts());
    if (!result.ok) throw result.error;
    const texts = Object.values(result.ruleSet.sources).flatMap(bilingualTexts);
    const german = texts.filter((text) => text.de.trim() !== '');
    const english = texts.filter((text) => (text.en ?? '').trim() !== '');
    expect(english.length).toBe(german.length);
    expect(german.length).toBeGreaterThan(300);
    // Umlauts and ß are German; an English text with one was copied, not translated
    // (place names in addresses are data and stay as written).
    const ALLOWED = /Hauptstraße/;
    expect(english.filter((text) => /[äöüÄÖÜß]/.test(text.en ?? '') && !ALLOWED.test(text.en ?? '')).map((text) => text.en)).toEqual([]);
  });

  it('serves every descriptor text as a string in the language asked for', () => {
    const result = loadRuleSetFromTexts(shippedTexts());
    if (!result.ok) throw result.error;
    const user = { type: 'pmo', role: 'admin' as const, accountId: 'A' };
    for (const language of ['de', 'en'] as const) {
      const navigation = computeNavigation(result.ruleSet, user, language);
      const served = JSON.stringify([navigation, publicRoutes(result.ruleSet, language)]);
      expect(bilingualTexts(JSON.parse(served))).toEqual([]);
    }
    const english = computeNavigation(result.ruleSet, user, 'en');
    const tickets = english.routes.find((route) => route.id === 'tickets');
    expect(tickets?.title).toBe('Tickets');
    expect(JSON.stringify(tickets?.definition)).toContain('"label":"Ticket number"');
    // Badge colours follow the English status labels the BFF serves an English viewer.
    expect(JSON.stringify(tickets?.definition)).toMatch(/"In Bearbeitung":"(\w+)".*"In progress":"\1"/);
    const german = computeNavigation(result.ruleSet, user, 'de');
    expect(JSON.stringify(german.routes.find((route) => route.id === 'tickets')?.definition)).toContain('"label":"Ticketnummer"');
  });
});
