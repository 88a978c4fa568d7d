/** The natural address order of the 'CID/ONT-Tausch' search, without a portal. */
import { describe, expect, it } from 'vitest';
import { compareAddresses } from '../locations';

const at = (street: string, houseNumber: string | null, id = `LOC-${street}-${houseNumber}`) => ({
  cos_locationid: id,
  cos_street: street,
  cos_housenumber: houseNumber,
  cos_postcode: '3500',
  cos_place: 'Krems an der Donau',
});

describe('the address order of the ONT-swap search', () => {
  it('sorts house numbers as numbers, a suffix right after its number', () => {
    const numbers = ['11', '2a', '10', '1', '2', '2b', '100', '9'];
    const sorted = numbers.map((number) => at('Kirchengasse', number)).sort(compareAddresses);
    expect(sorted.map((row) => row.cos_housenumber)).toEqual(['1', '2', '2a', '2b', '9', '10', '11', '100']);
  });

  it('sorts by street first (any case, umlauts as German), then number, and puts a missing number first', () => {
    const rows = [at('Zwettler Straße', '1'), at('ämtergasse', '3'), at('Bahnstraße', '10'), at('Bahnstraße', null), at('Bahnstraße', '2')];
    expect(rows.sort(compareAddresses).map((row) => `${row.cos_street} ${row.cos_housenumber ?? ''}`.trim())).toEqual([
      'ämtergasse 3',
      'Bahnstraße',
      'Bahnstraße 2',
      'Bahnstraße 10',
      'Zwettler Straße 1',
    ]);
  });
});
