import type { ValueSpec } from '../definition';
import { toCsv } from '../../lib/csv';

/**
 * The export of a list definition: its exported columns with their German labels, one row
 * per item, written by the portal's one CSV writer (lib/csv.ts, which also escapes formulas).
 */
export function listCsv(columns: readonly ValueSpec[], rows: readonly unknown[], text: (spec: ValueSpec, row: unknown) => string): string {
  const exported = columns.filter((column) => column.export !== false);
  return toCsv(
    exported.map((column) => column.label),
    rows.map((row) => exported.map((column) => text(column, row))),
  );
}
