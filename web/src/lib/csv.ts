/**
 * The portal's one CSV writer, for every export (the generic list export of sdui/ and the
 * reporting page): CSV as Excel opens it in Austria — `;` between fields (the comma is the
 * decimal sign), decimal commas in numbers, CRLF line ends and a UTF-8 byte-order mark so
 * that umlauts survive. Fields with a separator, quote or line break are quoted.
 *
 * A text that a spreadsheet would run as a formula (CSV injection) gets a leading
 * apostrophe, which Excel and LibreOffice show as text: one starting with `=`, `+`, `-` or
 * `@` (also after leading blanks), a tab or a carriage return. Numbers stay numbers: a
 * negative value is data, not a formula.
 */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

const FORMULA = /^(?:[\t\r\n]|\s*[=+\-@])/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then the rows. */
export function toCsv(header: readonly CsvCell[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** `tickets-2026-11-22.csv`: a name and today's date in Vienna. */
export function csvFileName(base: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${base}-${day}.csv`;
}

/** Hands a text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
