import { describe, expect, it } from 'vitest';
import { csvCell } from '../lib/csv';
import { listCsv as toCsv } from './components/csv';
import { displayText, fillTemplate, fillText, formatValue, toneOf } from './values';

const texts = { yes: 'Ja', no: 'Nein', hours: (v: string) => `${v} Std.`, months: (v: string) => `${v} Monate` };

describe('values', () => {
  it.each([
    ['date', '2026-03-01', '01.03.2026'],
    ['date', '2026-11-22T23:30:00Z', '23.11.2026'],
    ['datetime', '2026-11-22T08:05:00Z', '22.11.2026, 09:05'],
    ['datetime', '2026-07-01T08:05:00Z', '01.07.2026, 10:05'],
    ['number', 15000, '15 000'],
    ['percent', 0.753, '75,3 %'],
    ['hours', 25.95, '25,95 Std.'],
    ['months', 24, '24 Monate'],
    ['boolean', true, 'Ja'],
    [
      'list',
      [
        { accountId: 'a', name: 'Alpenbau' },
        { accountId: 'b', name: 'Huber Tiefbau' },
      ],
      'Alpenbau, Huber Tiefbau',
    ],
    ['address', { street: 'Hauptstraße', houseNumber: '12a', unit: 'Top 3', postcode: '3500', place: 'Krems' }, 'Hauptstraße 12a, Top 3, 3500 Krems'],
    ['text', { value: 1, label: 'In Bearbeitung' }, 'In Bearbeitung'],
    ['text', null, ''],
  ] as const)('formats %s %j as %s (de-AT as CLDR has it, Vienna time)', (format, value, expected) => {
    expect(formatValue(value, format, 'de-AT', texts).replace(/[\u202f\u00a0]/g, ' ')).toBe(expected);
  });

  it('fills link templates URI-encoded and gives no link for a missing value', () => {
    expect(fillTemplate('/tickets/{ticketNumber}', { ticketNumber: 'CAS-1 2' })).toBe('/tickets/CAS-1%202');
    expect(fillTemplate('/cids-all?region={region}', { region: 'Niederösterreich' })).toBe('/cids-all?region=Nieder%C3%B6sterreich');
    expect(fillTemplate('/cids/{cid}', { cid: null })).toBeNull();
    expect(fillText('{a} {b} {c}', { a: 'Kirchengasse', b: '1a', c: null })).toBe('Kirchengasse 1a');
  });

  it('takes a badge tone from a field or from the value', () => {
    expect(toneOf('x', { tone: 'SUCCESS' }, { toneField: 'tone' })).toBe('success');
    expect(toneOf('x', { colour: 'yellow' }, { toneField: 'colour' })).toBe('warning');
    expect(toneOf({ value: 5, label: 'Problem behoben' }, {}, { tones: { 'Problem behoben': 'success' } })).toBe('success');
    expect(toneOf({ key: 'tiefbau', label: 'Tiefbau' }, {}, { tones: { tiefbau: 'warning' } })).toBe('warning');
    expect(toneOf('Unbekannt', {}, { tones: {} })).toBe('neutral');
    expect(displayText({ toString: 1 })).toBe('');
  });
});

describe('CSV for Excel in Austria', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('er sagte "ja"')).toBe('"er sagte ""ja"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+43 664 1234567')).toBe("'+43 664 1234567");
  });

  it('writes a BOM, German headers, semicolons and CRLF, leaving out columns not exported', () => {
    const csv = toCsv(
      [
        { field: 'id', label: 'CID' },
        { field: 'secret', label: 'Intern', export: false },
        { field: 'place', label: 'Ort' },
      ],
      [
        { id: 'CID-000001', secret: 'x', place: 'Krems an der Donau' },
        { id: 'CID-000002', secret: 'y', place: 'Sankt Pölten' },
      ],
      (column, row) => String((row as Record<string, unknown>)[column.field] ?? ''),
    );
    expect(csv).toBe('\uFEFFCID;Ort\r\nCID-000001;Krems an der Donau\r\nCID-000002;Sankt Pölten\r\n');
  });
});
