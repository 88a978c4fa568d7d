/**
 * The number of texts in each language (issue 17, closing figures): the definitions in
 * screens/ (every `{ de, en }` text), the web's message files (web/src/i18n/<language>/*.json,
 * every leaf) and the BFF's catalogue of English counterparts (lib/messages.ts, one German
 * and one English template per entry). Every text exists in both languages: the counts of a
 * source are equal, and the web's two languages have the same keys.
 *
 * `npx vitest run server/src/modules/navigation/text-counts.spec.ts` prints the figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBilingual } from '../../lib/language';
import { MESSAGES_EN } from '../../lib/messages';
import { repoRoot } from '../../lib/paths';
import { shippedTexts } from '../../../test/support/navigation';
import { loadRuleSetFromTexts } from './rule-loader';

function bilingualTexts(value: unknown): Array<{ de: string; en?: string }> {
  if (isBilingual(value)) return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap(bilingualTexts);
}

/** Every leaf of the web's message files of one language, as `file:path`. */
function webMessages(language: 'de' | 'en'): Map<string, string> {
  const dir = join(repoRoot, 'web', 'src', 'i18n', language);
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace(/\.json$/, ''));
  return found;
}

describe('texts in each language', () => {
  it('counts the texts of screens/, the web and the BFF catalogue, equal in German and English', () => {
    const result = loadRuleSetFromTexts(shippedTexts());
    if (!result.ok) throw result.error;
    const screens = Object.values(result.ruleSet.sources).flatMap(bilingualTexts);
    const screensDe = screens.filter((text) => text.de.trim() !== '').length;
    const screensEn = screens.filter((text) => (text.en ?? '').trim() !== '').length;
    const webDe = webMessages('de');
    const webEn = webMessages('en');
    const catalogueDe = MESSAGES_EN.filter(([german]) => german.trim() !== '').length;
    const catalogueEn = MESSAGES_EN.filter(([, english]) => english.trim() !== '').length;
    const figures = {
      screens: { de: screensDe, en: screensEn },
      web: { de: webDe.size, en: webEn.size },
      catalogue: { de: catalogueDe, en: catalogueEn },
      total: { de: screensDe + webDe.size + catalogueDe, en: screensEn + webEn.size + catalogueEn },
    };
    process.stdout.write(`texts: ${JSON.stringify(figures)}\n`);
    expect(screensEn).toBe(screensDe);
    expect([...webEn.keys()].sort()).toEqual([...webDe.keys()].sort());
    expect(catalogueEn).toBe(catalogueDe);
    expect(figures.total.de).toBeGreaterThan(1000);
  });
});
