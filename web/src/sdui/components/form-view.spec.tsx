import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { holdAnswers, renderWithApollo } from '../../../test/apollo';
import type { FormSpec } from '../definition';
import { CreateTicketMutation, TicketFormOptionsQuery } from '../operations/tickets';
import { typed } from '../../../test/support/sdui/fixtures';
import { FormView } from './form-view';

const form: FormSpec = {
  fields: [
    { name: 'subjectId', label: 'Betreff', type: 'select', required: true, optionsFrom: 'ticketSubjects' },
    { name: 'status', label: 'Status', type: 'select', valueType: 'int', required: true, optionsFrom: 'ticketStatuses', defaultFrom: 'ticketStatuses' },
    {
      name: 'cid',
      label: 'CID',
      type: 'text',
      maxLength: 20,
      pattern: 'CID-\\d{6}',
      patternMessage: 'Bitte eine CID im Format CID-000123 angeben.',
      prefill: 'id',
      readOnlyWhenPrefilled: true,
    },
    { name: 'title', label: 'Titel', type: 'text', required: true, maxLength: 20 },
    { name: 'contactEmail', label: 'E-Mail', type: 'email' },
    { name: 'contactPhone', label: 'Telefon', type: 'tel' },
  ],
  submit: {
    operation: 'CreateTicket',
    label: 'Ticket anlegen',
    success: 'Ticket {ticketNumber} wurde angelegt.',
    resultLink: '/tickets/{ticketNumber}',
    resultLinkLabel: 'Ticket {ticketNumber} öffnen',
  },
};

const options: MockLink.MockedResponse = {
  request: { query: TicketFormOptionsQuery },
  maxUsageCount: 10,
  result: {
    data: {
      ticketFormOptions: typed('TicketFormOptions', {
        subjects: [typed('Subject', { id: 's-1', title: 'Kein Internet' }), typed('Subject', { id: 's-2', title: 'Telefonie' })],
        types: [typed('IncidentType', { value: 2, title: 'Problem' })],
        statuses: [typed('IncidentStatus', { value: 1, title: 'In Bearbeitung' }), typed('IncidentStatus', { value: 5, title: 'Problem behoben' })],
        defaultStatus: 1,
      }),
    },
  },
};

function created(ticketNumber: string) {
  return {
    createTicket: typed('CreateTicketResult', {
      ok: true,
      ticketNumber,
      ticket: typed('Ticket', { id: 'incident-new', ticketNumber, title: 'Kein Internet', cid: 'CID-000123' }),
      error: null,
    }),
  };
}

describe('the form renderer', () => {
  it('checks what the definition declares and shows German messages beside the fields, sending nothing', async () => {
    const user = userEvent.setup();
    let sent = 0;
    renderWithApollo(<FormView form={form} />, {
      mocks: [options, { request: { query: CreateTicketMutation, variables: () => true }, result: () => ((sent += 1), { data: created('CAS-1') }) }],
    });
    await screen.findByRole('option', { name: 'Kein Internet' });
    // The status takes the CRM's default.
    await waitFor(() => expect((screen.getByLabelText(/Status/) as HTMLSelectElement).value).toBe('1'));
    await user.type(screen.getByLabelText('CID'), 'CID-12');
    await user.type(screen.getByLabelText(/Titel/), 'Ein viel zu langer Titel für das Feld');
    await user.type(screen.getByLabelText('E-Mail'), 'kein-mail');
    await user.type(screen.getByLabelText('Telefon'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Ticket anlegen' }));
    expect(screen.getByText('Feld ist nicht optional')).toBeTruthy();
    expect(screen.getByText('Bitte eine CID im Format CID-000123 angeben.')).toBeTruthy();
    expect(screen.getByText('Höchstens 20 Zeichen erlaubt (derzeit 37).')).toBeTruthy();
    expect(screen.getByText('E-Mail ist ungültig')).toBeTruthy();
    expect(screen.getByText('Telefonnummer ist ungültig')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('subjectId');
    expect(sent).toBe(0);
  });

  it('sends once however often it is clicked, shows its progress, then the new number with its link', async () => {
    const user = userEvent.setup();
    const inputs: unknown[] = [];
    // The answer waits until all three submits are done, however slow the machine.
    const held = holdAnswers('CreateTicket');
    renderWithApollo(<FormView form={form} context={{ id: 'CID-000123' }} />, {
      held,
      mocks: [
        options,
        {
          request: { query: CreateTicketMutation, variables: (variables: Record<string, unknown>) => (inputs.push(variables['input']), true) },
          maxUsageCount: 5,
          result: { data: created('CAS-105201') },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Kein Internet' });
    // Prefilled from the page's data and read-only.
    expect((screen.getByLabelText('CID') as HTMLInputElement).value).toBe('CID-000123');
    expect((screen.getByLabelText('CID') as HTMLInputElement).readOnly).toBe(true);
    await user.selectOptions(screen.getByLabelText(/Betreff/), 's-2');
    await user.type(screen.getByLabelText(/Titel/), '  Kein Ton  ');
    const submit = screen.getByRole('button', { name: 'Ticket anlegen' });
    await user.click(submit);
    await user.click(submit);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Wird gesendet …')).toBeTruthy();
    held.release();
    expect(await screen.findByText('Ticket CAS-105201 wurde angelegt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ticket CAS-105201 öffnen' }).getAttribute('href')).toBe('/tickets/CAS-105201');
    expect(inputs).toEqual([{ subjectId: 's-2', status: 1, cid: 'CID-000123', title: 'Kein Ton' }]);
  });

  it('shows the server’s refusal beside the fields it concerns', async () => {
    const user = userEvent.setup();
    renderWithApollo(<FormView form={form} />, {
      mocks: [
        options,
        {
          request: { query: CreateTicketMutation, variables: () => true },
          result: {
            data: {
              createTicket: typed('CreateTicketResult', {
                ok: false,
                ticketNumber: null,
                ticket: null,
                error: typed('MutationError', {
                  code: 'INVALID_INPUT',
                  message: 'Bitte prüfen Sie die markierten Felder.',
                  fieldErrors: [
                    typed('FieldError', { field: 'cid', message: 'Diese CID gibt es nicht.' }),
                    typed('FieldError', { field: 'accountId', message: 'Konto fehlt.' }),
                  ],
                }),
              }),
            },
          },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Kein Internet' });
    await user.selectOptions(screen.getByLabelText(/Betreff/), 's-1');
    await user.type(screen.getByLabelText('CID'), 'CID-999999');
    await user.type(screen.getByLabelText(/Titel/), 'Kein Internet');
    await user.click(screen.getByRole('button', { name: 'Ticket anlegen' }));
    expect(await screen.findByText('Diese CID gibt es nicht.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Bitte prüfen Sie die markierten Felder. Konto fehlt.');
    expect((screen.getByRole('button', { name: 'Ticket anlegen' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps script tags typed into a field as text', async () => {
    const user = userEvent.setup();
    renderWithApollo(<FormView form={form} />, { mocks: [options] });
    await user.type(screen.getByLabelText(/Titel/), '<script>x</script>');
    expect((screen.getByLabelText(/Titel/) as HTMLInputElement).value).toBe('<script>x</script>');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
