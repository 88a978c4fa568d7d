import { describe, expect, it } from 'vitest';
import type { ListSpec } from './definition';
import { filterInput, listVariables, parseListState, writeListState } from './list-state';

const spec: ListSpec = {
  pageSize: 20,
  defaultSort: { field: 'created', direction: 'DESC' },
  search: { label: 'Suche' },
  columns: [
    { field: 'title', label: 'Titel', sort: 'title' },
    { field: 'createdAt', label: 'Erstellt', sort: 'created' },
  ],
  filters: [
    { id: 'status', label: 'Status', type: 'multiselect', key: 'statuses', valueType: 'int' },
    { id: 'subject', label: 'Betreff', type: 'select', key: 'subjectId' },
    { id: 'cid', label: 'CID', type: 'text', key: 'cid', maxLength: 20 },
    { id: 'created', label: 'Erstellt', type: 'dateRange', key: 'createdFrom', keyTo: 'createdTo' },
  ],
};

describe('the list state in the address', () => {
  it('reads page, sort, search and filters, typed for the GraphQL filter', () => {
    const state = parseListState(
      new URLSearchParams('page=3&sort=title:asc&q=%20Router%20&status=1,5&subject=s-1&cid=CID-000001&createdFrom=2026-11-01'),
      spec,
    );
    expect(state).toEqual({
      page: 3,
      sort: { field: 'title', direction: 'ASC' },
      search: ' Router ',
      filters: { status: ['1', '5'], subject: ['s-1'], cid: ['CID-000001'], created: ['2026-11-01', ''] },
    });
    expect(listVariables(state, spec)).toEqual({
      filter: { statuses: [1, 5], subjectId: 's-1', cid: 'CID-000001', createdFrom: '2026-11-01', text: 'Router' },
      sort: [{ field: 'title', direction: 'ASC' }],
      first: 20,
      offset: 40,
    });
  });

  it('falls back to the defaults for what the definition does not allow', () => {
    const state = parseListState(new URLSearchParams('page=0&sort=secret:desc&status=eins&cid=' + 'x'.repeat(21) + '&createdFrom=gestern'), spec);
    expect(state).toEqual({ page: 1, sort: { field: 'created', direction: 'DESC' }, search: '', filters: {} });
    expect(filterInput(state, spec)).toEqual({});
  });

  it('drops a choice that is not among the definition’s fixed options', () => {
    const withOptions: ListSpec = {
      ...spec,
      filters: [
        {
          id: 'status',
          label: 'Status',
          type: 'multiselect',
          key: 'statuses',
          valueType: 'int',
          options: [
            { value: 1, label: 'In Bearbeitung' },
            { value: 5, label: 'Problem behoben' },
          ],
        },
        { id: 'state', label: 'Zustand', type: 'select', key: 'state', options: [{ value: 'active', label: 'Aktiv' }] },
      ],
    };
    expect(parseListState(new URLSearchParams('status=1,7&state=active'), withOptions).filters).toEqual({ status: ['1'], state: ['active'] });
    expect(parseListState(new URLSearchParams('status=7&state=geloescht'), withOptions).filters).toEqual({});
    // Without fixed options (loaded from the server), the server checks.
    expect(parseListState(new URLSearchParams('status=7'), spec).filters).toEqual({ status: ['7'] });
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    const written = writeListState(
      { page: 1, sort: { field: 'created', direction: 'DESC' }, search: 'x', filters: { status: ['5'], created: ['', '2026-11-30'] } },
      spec,
      new URLSearchParams('tab=order&page=4'),
    );
    expect(written.toString()).toBe('tab=order&q=x&status=5&createdTo=2026-11-30');
  });

  it('round-trips', () => {
    const state = { page: 2, sort: { field: 'title', direction: 'DESC' as const }, search: 'Krems', filters: { status: ['1', '2'], subject: ['s-9'] } };
    expect(parseListState(writeListState(state, spec), spec)).toEqual(state);
  });
});
