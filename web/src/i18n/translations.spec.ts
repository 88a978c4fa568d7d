import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations } from '../lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  let de: Record<string, unknown> = {};
  let en: Record<string, unknown> = {};
  beforeAll(async () => {
    [de, en] = await Promise.all([loadTranslations('de'), loadTranslations('en')]);
  });

  it('have the same keys in German and English', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });

  it('are found for every domain', () => {
    expect(Object.keys(de)).toEqual(expect.arrayContaining(['app', 'common', 'errors', 'home']));
  });

  it('carry the exact German texts of the specification', () => {
    const errors = de['errors'] as Record<string, string>;
    expect(errors['modalTitle']).toBe('Es ist ein Fehler aufgetreten');
    expect(errors['unknownMessage']).toBe('Unbekannter Fehler');
    expect(errors['unknownCode']).toBe('UNBEKANNT');
  });
});
