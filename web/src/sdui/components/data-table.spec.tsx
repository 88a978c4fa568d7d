/**
 * A row opened in a table whose columns do not all fit ("Mehr") stays open while the table shows
 * the same records: a refresh brings new objects for them (after a save in a row's dialog, the
 * page's queries are asked again). Another set of records starts folded.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithApollo } from '../../../test/apollo';
import { DataTable } from './data-table';
import type { ValueSpec } from '../definition';
import type * as ColumnFit from './column-fit';

// No layout in the test's document: the table folds its third column, as a narrow window would.
vi.mock('./column-fit', async (original) => ({ ...(await original<typeof ColumnFit>()), useFittingColumns: () => new Set([2]) }));

const columns: ValueSpec[] = [
  { field: 'cid', label: 'CID' },
  { field: 'place', label: 'Ort' },
  { field: 'material', label: 'Material' },
];
const rowsOf = (material: string, ids = ['CID-000001', 'CID-000002']) => ids.map((cid) => ({ cid, place: 'Wien', material }));

/** The table with rows a test replaces, as a list's query does with its answers. */
let showRows: (rows: readonly object[]) => void = () => undefined;
function Harness({ initial }: { initial: readonly object[] }) {
  const [rows, setRows] = useState(initial);
  showRows = setRows;
  return (
    <DataTable caption="Hausanschlüsse" columns={columns} rows={rows} loading={false} sort={null} context={{ screen: { id: 'x', route: '/x', title: 'X' } }} />
  );
}

describe('DataTable, a row opened', () => {
  it('stays open when the same records come again, and folds for other records', async () => {
    renderWithApollo(<Harness initial={rowsOf('Keine Auswahl')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mehr zu CID-000001' }));
    expect(screen.getByText('Keine Auswahl')).toBeTruthy();
    // The refresh after a save: new objects, the same records, the saved value.
    act(() => showRows(rowsOf('Rack 3')));
    expect(screen.getByRole('button', { name: 'Weniger zu CID-000001' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Rack 3')).toBeTruthy();
    // The next page: other records, all folded.
    act(() => showRows(rowsOf('Rack 3', ['CID-000003', 'CID-000004'])));
    expect(screen.getByRole('button', { name: 'Mehr zu CID-000003' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Rack 3')).toBeNull();
  });
});
