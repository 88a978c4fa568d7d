import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  it('have the same keys in German and English', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });

  it('carry the exact German texts of the specification', () => {
    expect(de.errors.modalTitle).toBe('Es ist ein Fehler aufgetreten');
    expect(de.errors.unknownMessage).toBe('Unbekannter Fehler');
    expect(de.errors.unknownCode).toBe('UNBEKANNT');
  });
});
