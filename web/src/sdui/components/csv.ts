import type { ValueSpec } from '../definition';

/**
 * CSV for Excel in Austria: `;` as separator (the comma is the decimal sign), CRLF line
 * ends, a UTF-8 byte order mark so umlauts survive, German headers as the columns show
 * them. Cells that a spreadsheet would run as a formula get a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(columns: readonly ValueSpec[], rows: readonly unknown[], text: (spec: ValueSpec, row: unknown) => string): string {
  const exported = columns.filter((column) => column.export !== false);
  const lines = [exported.map((column) => csvCell(column.label)).join(';')];
  for (const row of rows) lines.push(exported.map((column) => csvCell(text(column, row))).join(';'));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** `tickets-2026-11-22.csv`: the definition's name and today's date in Vienna. */
export function csvFileName(base: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${base}-${day}.csv`;
}

/** Hands the text to the browser as a download. */
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
