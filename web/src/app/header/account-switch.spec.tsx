import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSwitch, AdminAccountsQuery, SwitchAccountMutation, SwitchBackMutation } from './account-switch';
import { renderWithApollo } from '../../../test/apollo';
import { typed } from '../../../test/viewer-fixture';

const accounts = {
  request: { query: AdminAccountsQuery },
  result: {
    data: {
      adminAccounts: [
        typed('AdminAccount', { userId: 'a-pmo', type: 'pmo', name: 'Sabine Hofer', email: 'admin.pmo@example.at', accountId: 'pmo-0001', current: false }),
        typed('AdminAccount', { userId: 'a-sales', type: 'sales', name: 'Elisabeth Maier', email: 'admin.sales@example.at', accountId: null, current: false }),
      ],
    },
  },
};

const switched = (userId: string, result: { ok: boolean; error: { message: string } | null }) => ({
  request: { query: SwitchAccountMutation, variables: { userId } },
  result: {
    data: {
      switchAccount: typed('SwitchAccountResult', { ok: result.ok, error: result.error && typed('SwitchAccountError', result.error) }),
    },
  },
});

describe('AccountSwitch', () => {
  it('asks to choose an account while the superadmin acts as none of them', async () => {
    renderWithApollo(<AccountSwitch reload={() => undefined} />, { mocks: [accounts] });
    await screen.findByRole('option', { name: 'pmo · Sabine Hofer · admin.pmo@example.at · pmo-0001' });
    expect(screen.getByRole('option', { name: 'Admin-Konto wählen …' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'sales · Elisabeth Maier · admin.sales@example.at' })).toBeTruthy();
  });

  it('switches to the chosen account and reloads the page', async () => {
    const reload = vi.fn();
    renderWithApollo(<AccountSwitch reload={reload} />, { mocks: [accounts, switched('a-sales', { ok: true, error: null })] });
    const select = await screen.findByRole('combobox', { name: 'Sie sind eingeloggt als' });
    await screen.findByRole('option', { name: /Sabine Hofer/ });
    await userEvent.selectOptions(select, 'a-sales');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the refusal of the server and does not reload', async () => {
    const reload = vi.fn();
    const message = '„Sabine Hofer“ ist kein Admin-Konto. Wechseln können Sie nur in Admin-Konten.';
    renderWithApollo(<AccountSwitch reload={reload} />, { mocks: [accounts, switched('a-pmo', { ok: false, error: { message } })] });
    const select = await screen.findByRole('combobox', { name: 'Sie sind eingeloggt als' });
    await screen.findByRole('option', { name: /Sabine Hofer/ });
    await userEvent.selectOptions(select, 'a-pmo');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(reload).not.toHaveBeenCalled();
  });

  const actingAs = { name: 'Sabine Hofer', email: 'admin.pmo@example.at', type: 'pmo', accountId: 'pmo-0001' };
  const switchedBack = (result: { ok: boolean; error: { message: string } | null }) => ({
    request: { query: SwitchBackMutation },
    result: { data: { switchBack: typed('SwitchBackResult', { ok: result.ok, error: result.error && typed('SwitchAccountError', result.error) }) } },
  });

  it('names the account the superadmin acts as and switches back, then reloads', async () => {
    const reload = vi.fn();
    renderWithApollo(<AccountSwitch actingAs={actingAs} reload={reload} />, { mocks: [accounts, switchedBack({ ok: true, error: null })] });
    const group = screen.getByRole('group', { name: 'Gewechseltes Konto' });
    expect(group.textContent).toContain('Sie handeln als Sabine Hofer · admin.pmo@example.at (pmo-0001)');
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zu meinem Konto' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the refusal of a switch back and does not reload', async () => {
    const reload = vi.fn();
    const message = 'Sie handeln gerade nicht als ein anderes Konto, es gibt nichts zurückzuwechseln. Ihr Konto bleibt unverändert.';
    renderWithApollo(<AccountSwitch actingAs={actingAs} reload={reload} />, { mocks: [accounts, switchedBack({ ok: false, error: { message } })] });
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zu meinem Konto' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers no way back before a switch', async () => {
    renderWithApollo(<AccountSwitch reload={() => undefined} />, { mocks: [accounts] });
    await screen.findByRole('option', { name: /Sabine Hofer/ });
    expect(screen.queryByRole('button', { name: 'Zurück zu meinem Konto' })).toBeNull();
  });
});
