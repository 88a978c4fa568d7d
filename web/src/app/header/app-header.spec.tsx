import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppHeader } from './app-header';
import { AdminAccountsQuery } from './account-switch';
import { renderWithApollo } from '../../../test/apollo';
import { ScreenPrefetchProvider, type ScreenLoader } from '../../sdui/screen-loader';
import { typed, viewerFixture } from '../../../test/viewer-fixture';

describe('AppHeader', () => {
  it('shows the menu entries in the order the server sent, as links in a navigation landmark', () => {
    renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'PAN-Bau', 'HA-Bau', 'CID', 'Tickets']);
    expect(within(nav).getByRole('link', { name: 'HA-Bau' }).getAttribute('href')).toBe('/pans-branch');
  });

  it('links the workbench and the audit log only when the server lists them among the routes', () => {
    const { unmount } = renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />);
    expect(screen.queryByRole('navigation', { name: 'Verwaltung' })).toBeNull();
    unmount();
    const routes = [
      { id: 'audit', route: '/audit', kind: 'custom', title: 'Audit-Log' },
      { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets' },
      { id: 'workbench', route: '/workbench', kind: 'custom', title: 'Regel-Werkbank' },
    ];
    renderWithApollo(<AppHeader viewer={viewerFixture({ routes })} onLogout={() => undefined} logoutHref="/auth" />);
    const admin = screen.getByRole('navigation', { name: 'Verwaltung' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Regel-Werkbank', '/workbench'],
      ['Audit-Log', '/audit'],
    ]);
  });

  it('marks the current page', () => {
    renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />, { route: '/tickets' });
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Tickets' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows name, first e-mail, accountid and the type', () => {
    renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />);
    const user = screen.getByRole('group', { name: 'Angemeldete Person' });
    expect(within(user).getByText('Lukas Steiner')).toBeTruthy();
    expect(within(user).getByText('user.pmo@example.at')).toBeTruthy();
    expect(user.textContent).toContain('Account-ID: pmo-0001');
    expect(user.textContent).toContain('Typ: pmo');
  });

  it('shows the type the server reports for a user without type', () => {
    renderWithApollo(<AppHeader viewer={viewerFixture({ user: { type: 'isp', accountId: null } })} onLogout={() => undefined} logoutHref="/auth" />);
    const user = screen.getByRole('group', { name: 'Angemeldete Person' });
    expect(user.textContent).toContain('Typ: isp');
    expect(user.textContent).not.toContain('Account-ID');
  });

  it('shows the yellow TEST marker in the test environment only', () => {
    const { unmount } = renderWithApollo(<AppHeader viewer={viewerFixture({ environment: 'test' })} onLogout={() => undefined} logoutHref="/auth" />);
    expect(screen.getByText('TEST')).toBeTruthy();
    unmount();
    renderWithApollo(<AppHeader viewer={viewerFixture({ environment: 'ont' })} onLogout={() => undefined} logoutHref="/auth" />);
    expect(screen.queryByText('TEST')).toBeNull();
  });

  it('hides the menu when the server says so, but keeps the user and Logout', () => {
    renderWithApollo(<AppHeader viewer={viewerFixture({ showHeader: false, menu: [] })} onLogout={() => undefined} logoutHref="/auth" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Menü')).toBeNull();
    expect(screen.getByRole('link', { name: 'Logout' })).toBeTruthy();
  });

  it('logs out through the Logout link', async () => {
    const onLogout = vi.fn();
    renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={onLogout} logoutHref="/auth" />);
    await userEvent.click(screen.getByRole('link', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('collapses the menu behind a toggle button that says whether it is open', async () => {
    renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />);
    // The toggle shows below the md breakpoint only; happy-dom's window is wider, so the
    // button is display:none here and found by its text.
    const toggle = screen.getByText('Menü').closest('button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { hidden: true }).id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  describe('warms the lists of the menu while idle (issue 20, B11)', () => {
    const rendered = (route: string) => {
      const warmLists = vi.fn(async () => undefined);
      const loader = { prefetch: () => undefined, prefetchData: () => undefined, warmLists } as unknown as ScreenLoader;
      renderWithApollo(
        <ScreenPrefetchProvider loader={loader}>
          <AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />
        </ScreenPrefetchProvider>,
        { route },
      );
      return warmLists;
    };
    /** What the browser lays out: happy-dom lays out nothing, so every element counts as shown unless `hidden` says otherwise. */
    const layout = (hidden: (element: Element) => boolean) =>
      vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
        return (hidden(this) ? [] : [new DOMRect(0, 0, 80, 20)]) as unknown as DOMRectList;
      });

    it('the entries on the screen, without the page open now', async () => {
      const spy = layout(() => false);
      try {
        const warmLists = rendered('/tickets');
        await vi.waitFor(() => expect(warmLists).toHaveBeenCalledTimes(1));
        expect(warmLists).toHaveBeenCalledWith(['/', '/pans', '/pans-branch', '/cids-search']);
      } finally {
        spy.mockRestore();
      }
    });

    it('none of a menu folded away, and none when the browser asks to save data', async () => {
      const spy = layout((element) => element.closest('nav')?.getAttribute('aria-label') === 'Hauptmenü');
      try {
        const warmLists = rendered('/tickets');
        await vi.waitFor(() => expect(warmLists).toHaveBeenCalledTimes(1));
        expect(warmLists).toHaveBeenCalledWith([]);
      } finally {
        spy.mockRestore();
      }
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
      try {
        const warmLists = rendered('/');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(warmLists).not.toHaveBeenCalled();
      } finally {
        delete (navigator as { connection?: unknown }).connection;
      }
    });
  });

  it('offers no account switch to a user the server does not allow it', () => {
    renderWithApollo(<AppHeader viewer={viewerFixture()} onLogout={() => undefined} logoutHref="/auth" />);
    expect(screen.queryByText('Sie sind eingeloggt als')).toBeNull();
  });

  it('offers a superadmin the admin accounts, loaded only for them', async () => {
    const mocks = [
      {
        request: { query: AdminAccountsQuery },
        result: {
          data: {
            adminAccounts: [
              typed('AdminAccount', {
                userId: 'a-bau',
                type: 'baufirma',
                name: 'Petra Bauer',
                email: 'admin.baufirma@example.at',
                accountId: 'bau-0001',
                current: false,
              }),
              typed('AdminAccount', {
                userId: 'a-isp',
                type: 'isp',
                name: 'Markus Huber',
                email: 'admin.isp@example.at',
                accountId: 'isp-0001',
                current: true,
              }),
            ],
          },
        },
      },
    ];
    renderWithApollo(<AppHeader viewer={viewerFixture({ canSwitchAccount: true })} onLogout={() => undefined} logoutHref="/auth" />, { mocks });
    const select = await screen.findByRole('combobox', { name: 'Sie sind eingeloggt als' });
    await screen.findByRole('option', { name: 'isp · Markus Huber · admin.isp@example.at · isp-0001' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['baufirma · Petra Bauer · admin.baufirma@example.at · bau-0001', 'isp · Markus Huber · admin.isp@example.at · isp-0001']);
    expect((select as HTMLSelectElement).value).toBe('a-isp');
  });
});
