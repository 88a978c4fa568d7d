import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { renderWithApollo } from '../../../test/apollo';
import type { DetailSpec } from '../definition';
import { AddTicketNoteMutation, TicketDetailsQuery } from '../operations/tickets';
import { ScreenRoutesProvider } from '../screen-context';
import { descriptor, typed } from '../../../test/support/sdui/fixtures';
import DetailScreen from './detail-screen';

const spec: DetailSpec = {
  data: { operation: 'TicketDetails', params: { ticketNumber: 'ticketnumber' } },
  heading: 'ticketNumber',
  notFound: 'Dieses Ticket gibt es nicht, oder es gehört zu einem anderen Konto.',
  sections: [
    {
      title: 'Ticket',
      fields: [
        { field: 'title', label: 'Titel' },
        { field: 'status.label', label: 'Status', format: 'badge', badge: { tones: { 'Problem behoben': 'success' } } },
        { field: 'cid', label: 'CID', link: '/cids/{cid}' },
        { field: 'resolvedAt', label: 'Gelöst', format: 'datetime' },
        { field: 'description', label: 'Beschreibung', format: 'multiline' },
      ],
    },
    {
      title: 'Notizen',
      list: {
        field: 'notes',
        layout: 'timeline',
        emptyText: 'Keine Notizen.',
        columns: [
          { field: 'subject', label: 'Betreff' },
          { field: 'author', label: 'Von' },
          { field: 'text', label: 'Notiz', format: 'multiline' },
        ],
      },
      actions: [
        {
          id: 'add-note',
          label: 'Notiz hinzufügen',
          form: {
            fields: [{ name: 'text', label: 'Notiz', type: 'textarea', required: true, maxLength: 5000 }],
            submit: { operation: 'AddTicketNote', label: 'Notiz speichern', params: { ticketNumber: 'ticketNumber' } },
          },
        },
      ],
    },
  ],
};

const note = (id: string, text: string) => typed('TicketNote', { id, subject: null, text, author: 'Anna Gruber', createdAt: '2026-11-20T10:00:00Z' });

const ticket = (notes: object[]) =>
  typed('Ticket', {
    id: 'incident-1',
    ticketNumber: 'CAS-100001',
    title: 'Kein Internet',
    description: 'Zeile 1\n<script>alert(1)</script>',
    subject: typed('TicketSubject', { id: 's-1', title: 'Kein Internet' }),
    type: typed('OptionValue', { value: 2, label: 'Problem' }),
    status: typed('OptionValue', { value: 5, label: 'Problem behoben' }),
    state: typed('OptionValue', { value: 1, label: 'Gelöst' }),
    isOpen: false,
    cid: 'CID-000123',
    account: typed('Account', { accountId: 'isp-0001', name: 'Donauwelle Telekom GmbH' }),
    contact: typed('TicketContact', { name: null, email: null, phone: null }),
    createdBy: 'Anna Gruber',
    createdAt: '2026-11-20T08:30:00Z',
    modifiedAt: '2026-11-20T08:30:00Z',
    resolvedAt: null,
    notes,
  });

function renderDetail(
  mocks: NonNullable<Parameters<typeof renderWithApollo>[1]>['mocks'],
  routes = [{ route: '/tickets/:ticketnumber' }, { route: '/cids/:cid' }],
) {
  return renderWithApollo(
    <ScreenRoutesProvider routes={routes}>
      <Routes>
        <Route path="/tickets/:ticketnumber" element={<DetailScreen screen={descriptor('ticket-details', 'detail', spec, '/tickets/:ticketnumber')} />} />
      </Routes>
    </ScreenRoutesProvider>,
    { route: '/tickets/CAS-100001', mocks },
  );
}

describe('the detail renderer', () => {
  it('shows sections of labelled fields with badges, links and text kept as text', async () => {
    renderDetail([{ request: { query: TicketDetailsQuery, variables: { ticketNumber: 'CAS-100001' } }, result: { data: { ticket: ticket([]) } } }]);
    expect(await screen.findByText('Kein Internet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TicketsCAS-100001');
    expect(screen.getByText('Problem behoben').closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(screen.getByRole('link', { name: 'CID-000123' }).getAttribute('href')).toBe('/cids/CID-000123');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelectorAll('main script, body script')).toHaveLength(0);
    expect(screen.getByText('Keine Notizen.')).toBeTruthy();
  });

  it('shows a link only where the user may go', async () => {
    renderDetail(
      [{ request: { query: TicketDetailsQuery, variables: { ticketNumber: 'CAS-100001' } }, result: { data: { ticket: ticket([]) } } }],
      [{ route: '/tickets/:ticketnumber' }],
    );
    expect(await screen.findByText('CID-000123')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CID-000123' })).toBeNull();
  });

  it('adds a note through the section’s form and shows the notes in time order', async () => {
    const user = userEvent.setup();
    renderDetail([
      { request: { query: TicketDetailsQuery, variables: { ticketNumber: 'CAS-100001' } }, result: { data: { ticket: ticket([note('n1', 'Erste Notiz')]) } } },
      // Loaded again after the note was saved.
      {
        request: { query: TicketDetailsQuery, variables: { ticketNumber: 'CAS-100001' } },
        result: { data: { ticket: ticket([note('n1', 'Erste Notiz'), note('n2', 'Zweite Notiz')]) } },
      },
      {
        request: { query: AddTicketNoteMutation, variables: { input: { text: 'Zweite Notiz', ticketNumber: 'CAS-100001' } } },
        result: {
          data: {
            addTicketNote: typed('AddTicketNoteResult', {
              ok: true,
              note: typed('TicketNote', { id: 'n2' }),
              ticket: typed('Ticket', { id: 'incident-1', modifiedAt: '2026-11-21T08:00:00Z', notes: [note('n1', 'Erste Notiz'), note('n2', 'Zweite Notiz')] }),
              error: null,
            }),
          },
        },
      },
    ]);
    await screen.findByText('Erste Notiz');
    await user.click(screen.getByRole('button', { name: 'Notiz hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Notiz speichern' }));
    expect(within(dialog).getByText('Feld ist nicht optional')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Notiz/), 'Zweite Notiz');
    await user.click(within(dialog).getByRole('button', { name: 'Notiz speichern' }));
    // The dialog closes after saving; the list is then the page's again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const timeline = await screen.findByRole('list', { name: 'Verlauf' });
    await within(timeline).findByText('Zweite Notiz');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Erste Notiz'), expect.stringContaining('Zweite Notiz')]);
  });

  it('says in German that the record does not exist when the server answers NOT_FOUND', async () => {
    renderDetail([
      {
        request: { query: TicketDetailsQuery, variables: { ticketNumber: 'CAS-100001' } },
        result: { errors: [new GraphQLError('Nicht gefunden', { extensions: { code: 'NOT_FOUND' } })], data: { ticket: null } },
      },
    ]);
    expect(await screen.findByText('Dieses Ticket gibt es nicht, oder es gehört zu einem anderen Konto.')).toBeTruthy();
  });

  it('says the same, without offering to try again, when the number in the address is malformed (BAD_USER_INPUT)', async () => {
    renderDetail([
      {
        request: { query: TicketDetailsQuery, variables: { ticketNumber: 'CAS-100001' } },
        result: { errors: [new GraphQLError('Die Ticketnummer ist ungültig', { extensions: { code: 'BAD_USER_INPUT' } })], data: { ticket: null } },
      },
    ]);
    expect(await screen.findByText('Dieses Ticket gibt es nicht, oder es gehört zu einem anderen Konto.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });
});
