import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, toCsv } from './csv';

describe('the one CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+43 664 1234567', "'+43 664 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['  =1+1', "'  =1+1"],
    ['Krems an der Donau', 'Krems an der Donau'],
    ['a;b', '"a;b"'],
    ['Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
  ])('writes %j as %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('keeps numbers as numbers, with a decimal comma, also negative ones', () => {
    expect(
      toCsv(
        ['Monat', 'Wert'],
        [
          ['2026-01', -1.5],
          ['2026-02', null],
          ['2026-03', 26],
        ],
      ),
    ).toBe('\uFEFFMonat;Wert\r\n2026-01;-1,5\r\n2026-02;\r\n2026-03;26\r\n');
  });

  it('never lets a text cell start a formula, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('=', '+', '-', '@', '\t', '\r', ' =', ''), (rest, lead) => {
        const cell = csvCell(lead + rest);
        const unquoted = cell.startsWith('"') ? cell.slice(1) : cell;
        expect(/^(?:[\t\r\n]|\s*[=+\-@])/.test(unquoted)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
