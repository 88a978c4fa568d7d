/**
 * CSV as German spreadsheet programs open it: semicolons between fields, decimal commas,
 * CRLF line ends and a byte-order mark so that umlauts survive. Fields with a separator,
 * quote or line break are quoted.
 */
export type Cell = string | number | null;

function field(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
