import { describe, expect, it } from 'vitest';
import { translations } from '../lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  const de = translations('de');
  const en = translations('en');

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
