import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { setLanguage } from '../../lib/i18n';
import { typed } from '../../../test/support/sdui/fixtures';
import AcknowledgementPanel, { ChangePanAcknowledgementMutation, PanAcknowledgementQuery, viewOf } from './acknowledgement-panel';

const screenOfHaBau = {
  id: 'pan-branch-cids',
  title: 'CIDs des PAN (HA-Bau)',
  route: '/pans-branch/:aan_pan/cids',
  definition: { data: { operation: 'PanHouseConnections', variables: { view: 'HA_BAU' } } },
};

const entry = (sequence: number, state: number, label: string, name: string, reason: string | null = null) =>
  typed('AcknowledgementEntry', {
    id: `e${sequence}`,
    sequence,
    state,
    label,
    reason,
    at: `2026-11-2${sequence}T09:00:00Z`,
    by: typed('AcknowledgementActor', { name, accountId: 'bau-0001', type: 'baufirma' }),
  });

const pan = (state: number | null, label: string, allowedActions: string[], history: object[]) =>
  typed('Pan', {
    id: 'KRE01-P03',
    aan: 'KRE01',
    view: 'HA_BAU',
    area: typed('PanArea', { place: 'Krems an der Donau', postcode: '3500', region: 'Niederösterreich' }),
    constructionState: typed('StateValue', { key: 'montage', label: 'Montage' }),
    plannedCompletion: '2026-12-01',
    completedAt: null,
    mainContractor: typed('Account', { accountId: 'bau-main-0001', name: 'Alpenbau GmbH' }),
    houseConnectionFirms: [typed('Account', { accountId: 'bau-0001', name: 'Huber Tiefbau GmbH' })],
    houseConnections: 120,
    completedHouseConnections: 45,
    completedShare: 0.375,
    acknowledgement: typed('AcknowledgementState', { state, label }),
    acknowledgementHistory: history,
    allowedActions,
  });

const requested = [entry(1, 1, 'Freigabe beantragt', 'Stefan Wagner')];

function load(data: object): MockLink.MockedResponse {
  return { request: { query: PanAcknowledgementQuery, variables: { id: 'KRE01-P03', view: 'HA_BAU' } }, result: { data: { pan: data } } };
}

describe('the acknowledgement panel', () => {
  it('asks for a reason before a rejection in English, at the field, and sends nothing', async () => {
    await setLanguage('en');
    try {
      const user = userEvent.setup();
      const sent: unknown[] = [];
      renderWithApollo(<AcknowledgementPanel screen={screenOfHaBau} params={{ aan_pan: 'KRE01-P03' }} />, {
        mocks: [
          load(pan(1, 'Freigabe beantragt', ['GRANT', 'REJECT'], requested)),
          {
            request: { query: ChangePanAcknowledgementMutation, variables: (variables: Record<string, unknown>) => (sent.push(variables['input']), true) },
            result: { data: null },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Reject acknowledgement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject acknowledgement' });
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      const reason = within(dialog).getByRole('textbox');
      await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
      expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
      expect(sent).toEqual([]);
    } finally {
      await setLanguage('de');
    }
  });

  it('reads its view from the screen’s data binding', () => {
    expect(viewOf(screenOfHaBau.definition)).toBe('HA_BAU');
    expect(viewOf({ data: { variables: { view: 'ANDERS' } } })).toBeNull();
    expect(viewOf(null)).toBeNull();
  });

  it('shows the state, the progress, the history and only the steps the server allows', async () => {
    renderWithApollo(<AcknowledgementPanel screen={screenOfHaBau} params={{ aan_pan: 'KRE01-P03' }} />, {
      mocks: [load(pan(1, 'Freigabe beantragt', ['GRANT', 'REJECT'], requested))],
    });
    expect(await screen.findByText('PAN KRE01-P03')).toBeTruthy();
    expect(screen.getByText(/45 von 120 fertig/)).toBeTruthy();
    expect(screen.getByText('Alpenbau GmbH, Huber Tiefbau GmbH')).toBeTruthy();
    expect(screen.getAllByText('Freigabe beantragt')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Freigabe erteilen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Freigabe ablehnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freigabe beantragen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Freigabe abschließen' })).toBeNull();
    const history = screen.getByRole('table');
    expect(within(history).getByText('Stefan Wagner')).toBeTruthy();
  });

  it('asks for a reason before a rejection and sends it with the state the user saw', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithApollo(<AcknowledgementPanel screen={screenOfHaBau} params={{ aan_pan: 'KRE01-P03' }} />, {
      mocks: [
        load(pan(1, 'Freigabe beantragt', ['GRANT', 'REJECT'], requested)),
        {
          request: { query: ChangePanAcknowledgementMutation, variables: (variables: Record<string, unknown>) => (sent.push(variables['input']), true) },
          delay: 100,
          result: {
            data: {
              changePanAcknowledgement: typed('PanAcknowledgementResult', {
                ok: true,
                pan: typed('Pan', {
                  id: 'KRE01-P03',
                  view: 'HA_BAU',
                  acknowledgement: typed('AcknowledgementState', { state: 3, label: 'Freigabe abgelehnt' }),
                  acknowledgementHistory: [...requested, entry(2, 3, 'Freigabe abgelehnt', 'Lukas Steiner', 'Fotos fehlen')],
                  allowedActions: [],
                }),
                error: null,
              }),
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Freigabe ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freigabe ablehnen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), '  Fotos fehlen  ');
    // A second click right after the first: the dialog may already be closing (its positioner
    // ignores the pointer then), which a fast user's click does not check — nor does this one.
    const button = within(dialog).getByRole('button', { name: 'Ablehnen' });
    await user.click(button);
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(button);
    expect(await screen.findByText('Die Freigabe für PAN KRE01-P03 wurde abgelehnt.')).toBeTruthy();
    expect(sent).toEqual([{ panId: 'KRE01-P03', view: 'HA_BAU', action: 'REJECT', expectedState: 1, reason: 'Fotos fehlen' }]);
    await waitFor(() => expect(screen.getByText('Fotos fehlen')).toBeTruthy());
    expect(screen.getByText('Für Ihr Konto ist im Moment kein Schritt möglich.')).toBeTruthy();
  });

  it('shows the server’s German refusal of a step', async () => {
    const user = userEvent.setup();
    renderWithApollo(<AcknowledgementPanel screen={screenOfHaBau} params={{ aan_pan: 'KRE01-P03' }} />, {
      mocks: [
        load(pan(null, 'Keine Freigabe beantragt', ['REQUEST'], [])),
        {
          request: {
            query: ChangePanAcknowledgementMutation,
            variables: { input: { panId: 'KRE01-P03', view: 'HA_BAU', action: 'REQUEST', expectedState: 0 } },
          },
          result: {
            data: {
              changePanAcknowledgement: typed('PanAcknowledgementResult', {
                ok: false,
                pan: null,
                error: typed('MutationError', { code: 'NOT_ALLOWED', message: 'Nur die zugeteilte Baufirma kann die Freigabe beantragen.', fieldErrors: [] }),
              }),
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Noch keine Freigabe beantragt.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Freigabe beantragen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Beantragen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nur die zugeteilte Baufirma kann die Freigabe beantragen.');
  });
});
