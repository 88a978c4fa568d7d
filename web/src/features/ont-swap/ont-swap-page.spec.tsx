import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ONT_MESSAGES_EN } from '@fibre-portal/shared/order-form';
import { renderWithApollo } from '../../../test/apollo';
import { setLanguage } from '../../lib/i18n';
import OntSwapPage, { OntSwapCidQuery, OntSwapSearchQuery, SwapOntMutation } from './ont-swap-page';

const user = userEvent.setup({ delay: null });

const OLD = 'ALCL1A2B3C4D';
const NEW = 'ALCL0000BEEF';
const status = (label: string) => ({ __typename: 'OptionValue', label });

const searchMock = (serial: string): MockLink.MockedResponse => ({
  request: { query: OntSwapSearchQuery, variables: { text: 'Kirchengasse 2', first: 10, offset: 0 } },
  maxUsageCount: 3,
  result: {
    data: {
      ontSwapSearch: {
        __typename: 'LocationPage',
        items: [
          {
            __typename: 'Location',
            id: 'LOC-000003',
            label: 'Kirchengasse 2, 3500 Krems an der Donau',
            cids: [
              { __typename: 'LocationCid', id: 'CID-000123', unit: 'Top 3', ontSerial: serial, status: status('Aktiv') },
              { __typename: 'LocationCid', id: 'CID-000124', unit: 'Top 4', ontSerial: null, status: status('Verfügbar') },
            ],
          },
        ],
        pageInfo: { __typename: 'PageInfo', totalCount: 1, offset: 0, pageSize: 10, hasNextPage: false, hasPreviousPage: false },
      },
    },
  },
});

const swapEntry = {
  __typename: 'OntSwap',
  id: 'swap-1',
  oldSerial: OLD,
  newSerial: NEW,
  swappedBy: 'Nora Noc (user.noc@example.at)',
  swappedAt: '2026-11-22T10:15:00Z',
  reason: 'ONT defekt',
};

const cidMock = (serial: string, swaps: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: OntSwapCidQuery, variables: { id: 'CID-000123' } },
  result: {
    data: {
      cid: {
        __typename: 'Cid',
        id: 'CID-000123',
        ontSerial: serial,
        status: status('Aktiv'),
        address: { __typename: 'PostalAddress', street: 'Kirchengasse', houseNumber: '2', unit: 'Top 3', postcode: '3500', place: 'Krems an der Donau' },
        ontSwaps: swaps,
      },
    },
  },
});

function swapMock(answer: Record<string, unknown>, counter: { calls: number }): MockLink.MockedResponse {
  return {
    request: { query: SwapOntMutation, variables: { input: { cid: 'CID-000123', newSerial: NEW, expectedOldSerial: OLD, reason: 'ONT defekt' } } },
    delay: 50,
    maxUsageCount: 5,
    result: () => {
      counter.calls += 1;
      return { data: { swapOnt: { __typename: 'SwapOntResult', swap: null, cid: null, error: null, ...answer } } };
    },
  };
}

const swapped = {
  ok: true,
  swap: { __typename: 'OntSwap', oldSerial: OLD, newSerial: NEW, swappedAt: '2026-11-22T10:15:00Z' },
  cid: { __typename: 'Cid', id: 'CID-000123', ontSerial: NEW, ontSwaps: [swapEntry] },
};

async function openPanel(mocks: MockLink.MockedResponse[]) {
  renderWithApollo(<OntSwapPage screen={{ title: 'CID/ONT-Tausch' }} />, { mocks });
  await user.type(screen.getByRole('searchbox', { name: 'Adresse oder CID' }), 'Kirchengasse 2');
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
  await user.click(await screen.findByRole('button', { name: 'CID-000123 auswählen' }));
  return screen.findByRole('region', { name: 'ONT-Tausch für CID-000123' });
}

async function enterSerial(panel: HTMLElement, serial: string, reason = 'ONT defekt') {
  await user.type(within(panel).getByRole('textbox', { name: /Seriennummer des neuen ONT/ }), serial);
  if (reason) await user.type(within(panel).getByRole('textbox', { name: 'Grund' }), reason);
  await user.click(within(panel).getByRole('button', { name: 'ONT tauschen' }));
}

describe('OntSwapPage', () => {
  it('finds the location and offers a swap only for CIDs with an ONT', async () => {
    renderWithApollo(<OntSwapPage screen={{ title: 'CID/ONT-Tausch' }} />, { mocks: [searchMock(OLD)] });
    expect((screen.getByRole('button', { name: 'Suchen' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Adresse oder CID' }), 'Kirchengasse 2');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const table = await screen.findByRole('table', { name: 'Kirchengasse 2, 3500 Krems an der Donau' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-cid')),
    ).toEqual(['CID-000123', 'CID-000124']);
    expect(within(table).getByRole('button', { name: 'CID-000123 auswählen' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'CID-000124 auswählen' })).toBeNull();
  });

  it.each([
    ['ALCL123', 'Die Seriennummer hat die Form ALCL und acht Hexadezimalziffern (0–9, A–F), z. B. ALCL1A2B3C4D.'],
    ['HWTC1A2B3C4D', 'Die Seriennummer hat die Form ALCL und acht Hexadezimalziffern (0–9, A–F), z. B. ALCL1A2B3C4D.'],
    [OLD, 'Die neue Seriennummer ist dieselbe wie die des eingebauten ONT.'],
  ])('refuses the serial %s in German before asking for confirmation', async (serial, message) => {
    const panel = await openPanel([searchMock(OLD), cidMock(OLD)]);
    await enterSerial(panel, serial, '');
    expect(await within(panel).findByText(message)).toBeTruthy();
    expect(
      within(panel)
        .getByRole('textbox', { name: /Seriennummer des neuen ONT/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['', 'serialRequired'],
    ['ALCL123', 'serialInvalid'],
    [OLD, 'serialUnchanged'],
  ] as const)('refuses the serial %j in English, at the field, and sends nothing', async (serial, key) => {
    await setLanguage('en');
    try {
      const counter = { calls: 0 };
      renderWithApollo(<OntSwapPage screen={{ title: 'CID/ONT swap' }} />, { mocks: [searchMock(OLD), cidMock(OLD), swapMock({ ok: true }, counter)] });
      await user.type(screen.getByRole('searchbox', { name: 'Address or CID' }), 'Kirchengasse 2');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await user.click(await screen.findByRole('button', { name: 'Select CID-000123' }));
      const panel = await screen.findByRole('region', { name: 'ONT swap for CID-000123' });
      const input = within(panel).getByRole('textbox', { name: /Serial of the new ONT/ });
      if (serial) await user.type(input, serial);
      await user.click(within(panel).getByRole('button', { name: 'Swap ONT' }));
      expect(await within(panel).findByText(ONT_MESSAGES_EN[key])).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(counter.calls).toBe(0);
    } finally {
      await setLanguage('de');
    }
  });

  it('asks for a required serial', async () => {
    const panel = await openPanel([searchMock(OLD), cidMock(OLD)]);
    await user.click(within(panel).getByRole('button', { name: 'ONT tauschen' }));
    expect(await within(panel).findByText('Bitte geben Sie die Seriennummer des neuen ONT an.')).toBeTruthy();
  });

  it('swaps after the confirmation, once however often it is confirmed, and shows the new ONT with the swap in the history', async () => {
    const counter = { calls: 0 };
    const panel = await openPanel([searchMock(OLD), cidMock(OLD), swapMock(swapped, counter), cidMock(NEW, [swapEntry]), searchMock(NEW)]);
    expect(within(panel).getByTestId('current-serial').textContent).toBe(OLD);
    expect(within(panel).getByText('Für diese CID wurde noch kein ONT getauscht.')).toBeTruthy();
    // Typed in lower case: the serial is taken in upper case.
    await enterSerial(panel, NEW.toLowerCase());
    const dialog = await screen.findByRole('dialog', { name: 'ONT tauschen?' });
    expect(dialog.textContent).toContain(`${OLD} → ${NEW}`);
    expect(dialog.textContent).toContain('Grund: ONT defekt');
    expect(counter.calls).toBe(0);
    const confirm = within(dialog).getByRole('button', { name: 'Tausch bestätigen' });
    confirm.click();
    confirm.click();
    expect((await screen.findByRole('status')).textContent).toBe(`Das ONT von CID-000123 wurde getauscht: ${OLD} → ${NEW}.`);
    await waitFor(() => expect(screen.getByTestId('current-serial').textContent).toBe(NEW));
    const history = screen.getByRole('table', { name: 'Bisherige Tausche' });
    expect(
      within(history)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([OLD, NEW, 'Nora Noc (user.noc@example.at)', 'ONT defekt']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(counter.calls).toBe(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const counter = { calls: 0 };
    const panel = await openPanel([searchMock(OLD), cidMock(OLD), swapMock(swapped, counter)]);
    await enterSerial(panel, NEW);
    const dialog = await screen.findByRole('dialog', { name: 'ONT tauschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(counter.calls).toBe(0);
    expect(within(panel).getByTestId('current-serial').textContent).toBe(OLD);
  });

  it('shows the server’s refusal and the server’s current ONT when it was swapped in the meantime', async () => {
    const counter = { calls: 0 };
    const NOW = 'ALCL99999999';
    const message = `Das ONT dieser CID wurde inzwischen getauscht (eingebaut ist jetzt ${NOW}). Bitte prüfen Sie die Angaben erneut.`;
    const refused = {
      ok: false,
      cid: { __typename: 'Cid', id: 'CID-000123', ontSerial: NOW, ontSwaps: [{ ...swapEntry, newSerial: NOW, swappedBy: 'Bernd Bau' }] },
      error: { __typename: 'MutationError', code: 'CONFLICT', message, fieldErrors: [] },
    };
    const panel = await openPanel([{ ...searchMock(OLD), maxUsageCount: 1 }, cidMock(OLD), swapMock(refused, counter), searchMock(NOW)]);
    expect(within(panel).getByTestId('current-serial').textContent).toBe(OLD);
    await enterSerial(panel, NEW);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tausch bestätigen' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
    // Not the serial the user saw, but the one the server has now – in the panel and in the result list.
    await waitFor(() => expect(within(panel).getByTestId('current-serial').textContent).toBe(NOW));
    expect(within(panel).getByRole('table', { name: 'Bisherige Tausche' }).textContent).toContain('Bernd Bau');
    const row = await waitFor(() => {
      const found = document.querySelector('[data-cid="CID-000123"]');
      expect(found?.textContent).toContain(NOW);
      return found;
    });
    expect(row).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(counter.calls).toBe(1);
  });

  it('counts the matches and pages through them on the server', async () => {
    const location = (id: number) => ({
      __typename: 'Location',
      id: `LOC-0000${id}`,
      label: `Kirchengasse ${id}, 3500 Krems an der Donau`,
      cids: [{ __typename: 'LocationCid', id: `CID-0001${id}`, unit: null, ontSerial: OLD, status: status('Aktiv') }],
    });
    const page = (offset: number, ids: number[]) => ({
      request: { query: OntSwapSearchQuery, variables: { text: 'Kirchengasse', first: 10, offset } },
      result: {
        data: {
          ontSwapSearch: {
            __typename: 'LocationPage',
            items: ids.map(location),
            pageInfo: { __typename: 'PageInfo', totalCount: 12, offset, pageSize: 10, hasNextPage: offset === 0, hasPreviousPage: offset > 0 },
          },
        },
      },
    });
    renderWithApollo(<OntSwapPage screen={{ title: 'CID/ONT-Tausch' }} />, {
      mocks: [page(0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), page(10, [11, 12])],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Adresse oder CID' }), 'Kirchengasse');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect((await screen.findByTestId('search-count')).textContent).toBe('12 Adressen gefunden, 1–10 angezeigt');
    expect(screen.getAllByRole('table')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Seiten der Suchergebnisse' });
    expect(pages.textContent).toContain('Seite 1 von 2');
    expect((within(pages).getByRole('button', { name: 'Zurück' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('12 Adressen gefunden, 11–12 angezeigt'));
    expect(screen.getAllByRole('table').map((table) => table.getAttribute('aria-label'))).toEqual([
      'Kirchengasse 11, 3500 Krems an der Donau',
      'Kirchengasse 12, 3500 Krems an der Donau',
    ]);
    expect(screen.getByRole('navigation', { name: 'Seiten der Suchergebnisse' }).textContent).toContain('Seite 2 von 2');
  });
});
