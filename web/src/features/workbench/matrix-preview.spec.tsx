import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApollo } from '../../../test/apollo';
import { MatrixPreview, WorkbenchMatrixQuery } from './matrix-preview';

const draft = { baseVersion: 2, baseFiles: [{ name: 'menu.yaml', text: 'menu: {}\n' }], files: [{ name: 'menu.yaml', text: 'menu: { neu: 1 }\n' }] };
const item = (id: string, label: string) => ({ __typename: 'NavItem', id, label });
const view = (menu: Array<[string, string]>) => ({ __typename: 'RuleCellView', showHeader: true, menu: menu.map(([id, label]) => item(id, label)), tiles: [] });
const cell = (type: string | null, role: string, changed: boolean) => ({
  __typename: 'RuleMatrixCell',
  type,
  role,
  changed,
  live: view([
    ['dashboard', 'Dashboard'],
    ['ha-bau', 'HA-Bau'],
  ]),
  draft: view(
    changed
      ? [
          ['dashboard', 'Dashboard'],
          ['ha-bau', 'Hausanschlüsse'],
        ]
      : [
          ['dashboard', 'Dashboard'],
          ['ha-bau', 'HA-Bau'],
        ],
  ),
});

describe('MatrixPreview', () => {
  it('marks the cells the draft changes and opens "view as" for a cell', async () => {
    const onOpen = vi.fn();
    const cells = [cell(null, 'user', false), cell(null, 'admin', false), cell('planning', 'user', true), cell('planning', 'admin', true)];
    renderWithApollo(<MatrixPreview draft={draft} draftValid roles={['user', 'admin']} onOpen={onOpen} />, {
      mocks: [
        {
          request: { query: WorkbenchMatrixQuery, variables: { draft: { baseVersion: 2, files: draft.files, removedFiles: [] }, withAccountId: true } },
          result: { data: { ruleWorkbench: { __typename: 'RuleWorkbench', check: { __typename: 'RuleDraftCheck', valid: true, matrix: cells } } } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Menü und Kacheln je Typ und Rolle' });
    expect(await screen.findByText('2 Zellen geändert')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.startsWith('kein Typ') || row.textContent?.startsWith('planning'))).toEqual([false, true, true]);
    const planning = rows[2]!;
    expect(within(planning).getAllByText('geändert')).toHaveLength(2);
    expect(within(planning).getAllByText('Hausanschlüsse')[0]!.getAttribute('data-differs')).toBe('true');
    expect(within(rows[1]!).queryByText('geändert')).toBeNull();
    await userEvent.click(within(planning).getAllByRole('button')[1]!);
    expect(onOpen).toHaveBeenCalledWith({ type: 'planning', role: 'admin', withAccountId: true }, 'draft');
  });
});
