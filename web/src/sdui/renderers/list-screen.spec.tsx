import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { TicketListQuery } from '../operations/tickets';
import { descriptor, LocationProbe, ticket, ticketListSpec, ticketPage } from '../../../test/support/sdui/fixtures';
import ListScreen, { parts } from './list-screen';

// The list comes with its renderer, as on a click (registry.ts); on a page load it follows the header.
beforeAll(() => parts());

type Variables = Record<string, unknown>;

function listMock(variables: Variables, data: object, onCall?: () => void): MockLink.MockedResponse {
  return {
    request: { query: TicketListQuery, variables },
    result: () => {
      onCall?.();
      return { data };
    },
  };
}

const DEFAULT_SORT = [{ field: 'created', direction: 'DESC' }];

function renderList(route: string, mocks: MockLink.MockedResponse[], spec = ticketListSpec) {
  return renderWithApollo(
    <>
      <ListScreen screen={descriptor('tickets', 'list', spec)} />
      <LocationProbe />
    </>,
    { route, mocks },
  );
}

const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.getAllByRole('row').slice(1);

describe('the list renderer', () => {
  it('shows skeleton rows while the first page loads, then the rows with links and badges', async () => {
    renderList('/tickets', [listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1), ticket(2)], { totalCount: 5, offset: 0 }))]);
    expect(document.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    await screen.findByText('Kein Internet 1');
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(rows()).toHaveLength(2);
    // The row link is a real link in the first cell; the CID column links to the CID.
    expect(screen.getByRole('link', { name: 'CAS-100001' }).getAttribute('href')).toBe('/tickets/CAS-100001');
    expect(screen.getByRole('link', { name: 'CID-000002' }).getAttribute('href')).toBe('/cids/CID-000002');
    expect(within(rows()[0]!).getByText('In Bearbeitung').getAttribute('data-tone')).toBe('info');
    expect(screen.getByText('Einträge 1–2 von 5')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
  });

  it('reads page, sort, search and filters from the address, so a link or a reload shows the same list', async () => {
    const variables = {
      filter: { statuses: [1, 5], cid: 'CID-000002', createdFrom: '2026-11-01', createdTo: '2026-11-30', text: 'Internet' },
      sort: [{ field: 'title', direction: 'ASC' }],
      first: 2,
      offset: 2,
    };
    renderList('/tickets?status=1,5&cid=CID-000002&createdFrom=2026-11-01&createdTo=2026-11-30&q=Internet&sort=title:asc&page=2', [
      listMock(variables, ticketPage([ticket(3), ticket(4)], { totalCount: 4, offset: 2 })),
    ]);
    await screen.findByText('Kein Internet 3');
    expect((screen.getByLabelText('Suche') as HTMLInputElement).value).toBe('Internet');
    expect((screen.getByLabelText('CID') as HTMLInputElement).value).toBe('CID-000002');
    expect(screen.getByRole('button', { name: 'In Bearbeitung' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Problem behoben' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('columnheader', { name: /Titel/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Seite 2 von 2')).toBeTruthy();
  });

  it('ignores values in the address that the definition does not allow', async () => {
    renderList('/tickets?status=abc&sort=secret:asc&page=-4&unknown=1', [
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 })),
    ]);
    expect(await screen.findByText('Kein Internet 1')).toBeTruthy();
  });

  it('pages through the server-side pages and keeps the page in the address', async () => {
    const user = userEvent.setup();
    renderList('/tickets', [
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1), ticket(2)], { totalCount: 5, offset: 0 })),
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 2 }, ticketPage([ticket(3), ticket(4)], { totalCount: 5, offset: 2 })),
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 4 }, ticketPage([ticket(5)], { totalCount: 5, offset: 4 })),
    ]);
    await screen.findByText('Kein Internet 1');
    expect((screen.getByRole('button', { name: 'Zurück' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByText('Kein Internet 3');
    expect(location()).toBe('/tickets?page=2');
    await user.click(screen.getByRole('button', { name: 'Letzte' }));
    await screen.findByText('Kein Internet 5');
    expect(location()).toBe('/tickets?page=3');
    expect(screen.getByText('Einträge 5–5 von 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts on the server by a column header, toggling the direction, back to page 1', async () => {
    const user = userEvent.setup();
    renderList('/tickets?page=2', [
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 2 }, ticketPage([ticket(3)], { totalCount: 3, offset: 2 })),
      listMock({ sort: [{ field: 'title', direction: 'ASC' }], first: 2, offset: 0 }, ticketPage([ticket(7), ticket(8)], { totalCount: 3, offset: 0 })),
      listMock({ sort: [{ field: 'title', direction: 'DESC' }], first: 2, offset: 0 }, ticketPage([ticket(9)], { totalCount: 3, offset: 0 })),
    ]);
    await screen.findByText('Kein Internet 3');
    expect(screen.getByRole('columnheader', { name: /Erstellt/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: /Titel/ }));
    await screen.findByText('Kein Internet 7');
    expect(location()).toBe('/tickets?sort=title%3Aasc');
    await user.click(screen.getByRole('button', { name: /Titel/ }));
    await screen.findByText('Kein Internet 9');
    expect(location()).toBe('/tickets?sort=title%3Adesc');
    // Columns the list cannot sort by have no sort button.
    expect(within(screen.getByRole('columnheader', { name: 'CID' })).queryByRole('button')).toBeNull();
  });

  it('keeps the filters when sorting and paging, and the sort when filtering', async () => {
    const user = userEvent.setup();
    const filter = { statuses: [5] };
    const byTitle = [{ field: 'title', direction: 'ASC' }];
    renderList('/tickets', [
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1), ticket(2)], { totalCount: 9, offset: 0 })),
      listMock({ filter, sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(11), ticket(12)], { totalCount: 4, offset: 0 })),
      listMock({ filter, sort: byTitle, first: 2, offset: 0 }, ticketPage([ticket(13), ticket(14)], { totalCount: 4, offset: 0 })),
      listMock({ filter, sort: byTitle, first: 2, offset: 2 }, ticketPage([ticket(15), ticket(16)], { totalCount: 4, offset: 2 })),
      listMock({ filter: { statuses: [5, 1] }, sort: byTitle, first: 2, offset: 0 }, ticketPage([ticket(17)], { totalCount: 1, offset: 0 })),
    ]);
    await screen.findByText('Kein Internet 1');
    await user.click(screen.getByRole('button', { name: 'Problem behoben' }));
    await screen.findByText('Kein Internet 11');
    await user.click(screen.getByRole('button', { name: /Titel/ }));
    await screen.findByText('Kein Internet 13');
    expect(location()).toBe('/tickets?status=5&sort=title%3Aasc');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByText('Kein Internet 15');
    expect(location()).toBe('/tickets?status=5&sort=title%3Aasc&page=2');
    await user.click(screen.getByRole('button', { name: 'In Bearbeitung' }));
    await screen.findByText('Kein Internet 17');
    expect(location()).toBe('/tickets?status=5%2C1&sort=title%3Aasc');
  });

  it('applies filters and search to the address and the query, and resets them', async () => {
    const user = userEvent.setup();
    renderList('/tickets', [
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1), ticket(2)], { totalCount: 9, offset: 0 })),
      listMock({ filter: { statuses: [5] }, sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(11)], { totalCount: 1, offset: 0 })),
      listMock({ filter: { statuses: [5], text: 'Router' }, sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([], { totalCount: 0, offset: 0 })),
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1), ticket(2)], { totalCount: 9, offset: 0 })),
    ]);
    await screen.findByText('Kein Internet 1');
    await user.click(screen.getByRole('button', { name: 'Problem behoben' }));
    await screen.findByText('Kein Internet 11');
    expect(location()).toBe('/tickets?status=5');
    await user.type(screen.getByLabelText('Suche'), 'Router{Enter}');
    expect(await screen.findByText('Keine Einträge passen zu Suche und Filtern.')).toBeTruthy();
    expect(location()).toBe('/tickets?q=Router&status=5');
    await user.click(screen.getAllByRole('button', { name: 'Filter zurücksetzen' })[0]!);
    await screen.findByText('Kein Internet 2');
    expect(location()).toBe('/tickets');
  });

  it('names a CID of the wrong shape at its field, moves the focus there, and asks nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderList('/tickets', [listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 }), () => (calls += 1))]);
    await screen.findByText('Kein Internet 1');
    const cid = screen.getByLabelText('CID');
    await user.type(cid, 'abc{Enter}');
    expect(await screen.findByText('Eine CID hat die Form CID-000123 (CID- und sechs Ziffern).')).toBeTruthy();
    expect(cid.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(cid);
    expect(location()).toBe('/tickets');
    expect(calls).toBe(1);
    expect(screen.getByText('Kein Internet 1')).toBeTruthy();
    // Corrected, it applies (in any case, as the BFF accepts it).
    await user.clear(cid);
    await user.type(cid, 'cid-000002{Enter}');
    expect(location()).toBe('/tickets?cid=cid-000002');
    expect(screen.queryByText('Eine CID hat die Form CID-000123 (CID- und sechs Ziffern).')).toBeNull();
  });

  it('names a range that ends before it starts at its field and asks nothing', async () => {
    const user = userEvent.setup();
    renderList('/tickets', [listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 }))]);
    await screen.findByText('Kein Internet 1');
    await user.type(screen.getByLabelText('Erstellt von'), '30.11.2026');
    await user.type(screen.getByLabelText('Erstellt bis'), '01.11.2026');
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText('Das Bis-Datum liegt vor dem Von-Datum. Bitte tauschen Sie die beiden Daten.')).toBeTruthy();
    expect(location()).toBe('/tickets');
  });

  it('shows dates as the user’s language writes them, whatever the browser’s locale', async () => {
    renderList('/tickets?createdFrom=2026-11-01', [
      listMock({ filter: { createdFrom: '2026-11-01' }, sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 })),
    ]);
    await screen.findByText('Kein Internet 1');
    expect((screen.getByLabelText('Erstellt von') as HTMLInputElement).value).toBe('01.11.2026');
    expect((screen.getByLabelText('Erstellt von') as HTMLInputElement).placeholder).toBe('TT.MM.JJJJ');
  });

  it('shows what the BFF refuses in an address at the fields, instead of a list that looks filtered', async () => {
    const user = userEvent.setup();
    const refused = 'Der Suchtext enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.';
    renderList('/tickets?q=abc', [
      {
        request: { query: TicketListQuery, variables: { filter: { text: 'abc' }, sort: DEFAULT_SORT, first: 2, offset: 0 } },
        result: {
          errors: [
            {
              message: `Die Ticketliste kann so nicht abgefragt werden: ${refused}`,
              extensions: { code: 'BAD_USER_INPUT', details: { 'filter.text': refused } },
            },
          ],
        },
      },
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 })),
    ]);
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(screen.getByLabelText('Suche').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Die Liste wurde nicht geladen. Bitte korrigieren Sie die markierten Angaben.')).toBeTruthy();
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Filter zurücksetzen' }).at(-1)!);
    expect(await screen.findByText('Kein Internet 1')).toBeTruthy();
    expect(location()).toBe('/tickets');
  });

  it('ignores an id of the wrong shape in the address, as the BFF would refuse it', async () => {
    renderList('/tickets?cid=abc', [listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 }))]);
    expect(await screen.findByText('Kein Internet 1')).toBeTruthy();
    expect((screen.getByLabelText('CID') as HTMLInputElement).value).toBe('');
  });

  it('shows the definition’s empty text for an empty list without filters', async () => {
    renderList('/tickets', [listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([], { totalCount: 0, offset: 0 }))]);
    expect(await screen.findByText('Es gibt noch keine Tickets.')).toBeTruthy();
  });

  it('shows an error state with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    renderList('/tickets', [
      { request: { query: TicketListQuery, variables: { sort: DEFAULT_SORT, first: 2, offset: 0 } }, error: new Error('Netzwerk weg') },
      listMock({ sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 1, offset: 0 })),
    ]);
    expect(await screen.findByText('Die Daten konnten nicht geladen werden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Kein Internet 1')).toBeTruthy();
  });

  it('exports every page of the filtered list as CSV with German headers, semicolons and a BOM', async () => {
    const user = userEvent.setup();
    const filter = { statuses: [1] };
    const calls: Variables[] = [];
    let csv = '';
    let fileName = '';
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((text) => (csv = text));
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    const exportPage = (offset: number, items: object[]) =>
      listMock({ filter, sort: DEFAULT_SORT, first: 100, offset }, ticketPage(items, { totalCount: 150, offset, pageSize: 100 }), () => calls.push({ offset }));
    const many = Array.from({ length: 100 }, (_v, i) => ticket(i + 1, { title: i === 0 ? 'Leitung; "kaputt"' : `Titel ${i + 1}`, cid: null }));
    const rest = Array.from({ length: 50 }, (_v, i) => ticket(i + 101, { title: `Titel ${i + 101}`, cid: null }));
    renderList('/tickets?status=1', [
      listMock({ filter, sort: DEFAULT_SORT, first: 2, offset: 0 }, ticketPage([ticket(1)], { totalCount: 150, offset: 0 })),
      exportPage(0, many),
      exportPage(100, rest),
    ]);
    await screen.findByText('Kein Internet 1');
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    expect(await screen.findByText('150 Einträge exportiert.', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(csv).not.toBe(''), { timeout: 5_000 });
    expect(calls).toEqual([{ offset: 0 }, { offset: 100 }]);
    expect(fileName).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTicketnummer;Titel;CID;Status;Erstellt');
    expect(lines[1]).toBe('CAS-100001;"Leitung; ""kaputt""";;In Bearbeitung;20.11.2026, 09:30');
    expect(lines[2]).toBe('CAS-100002;Titel 2;;In Bearbeitung;20.11.2026, 09:30');
    expect(lines).toHaveLength(152);
    expect(lines[151]).toBe('');
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
});
