import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HomePage } from './home';
import { renderWithApollo } from '../../test/apollo';
import { viewerFixture } from '../../test/viewer-fixture';

describe('HomePage', () => {
  it('greets with the text the server sent', () => {
    renderWithApollo(<HomePage viewer={viewerFixture({ greeting: 'Willkommen im ISP-Portal!' })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Willkommen im ISP-Portal!');
  });

  it('shows the tiles in the given order, each a link to its route', () => {
    const tiles = [
      { id: 'locations', label: 'Standorte', route: '/locations' },
      { id: 'order-connection', label: 'Glasfaseranschluss bestellen', route: '/locations?tab=order' },
      { id: 'tickets', label: 'Tickets', route: '/tickets' },
      { id: 'outages', label: 'Ausfallhistorie', route: '/outages' },
    ];
    renderWithApollo(<HomePage viewer={viewerFixture({ tiles })} />);
    const section = screen.getByRole('region', { name: 'Ihre Bereiche' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace('Öffnen →', ''))).toEqual(tiles.map((tile) => tile.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(tiles.map((tile) => tile.route));
    expect(
      within(section)
        .getByRole('link', { name: /Glasfaseranschluss bestellen/ })
        .getAttribute('href'),
    ).toBe('/locations?tab=order');
  });

  it('shows the release-notes link when there is one', () => {
    const { unmount } = renderWithApollo(<HomePage viewer={viewerFixture({ releaseNotes: { id: 'releases', label: 'Release Notes', route: '/releases' } })} />);
    expect(screen.getByRole('link', { name: 'Release Notes' }).getAttribute('href')).toBe('/releases');
    unmount();
    renderWithApollo(<HomePage viewer={viewerFixture({ releaseNotes: null })} />);
    expect(screen.queryByRole('link', { name: 'Release Notes' })).toBeNull();
  });

  it('shows no banner area without banners', () => {
    renderWithApollo(<HomePage viewer={viewerFixture({ banners: [] })} />);
    expect(screen.queryByRole('region', { name: 'Störungen und Wartungen' })).toBeNull();
  });

  it('shows each banner on one line without repeating its kind, red first, and folds all beyond two into "n weitere Meldungen"', async () => {
    const banners = [
      { id: 'o-3', kind: 'Wartung', colour: 'grey', title: 'Wartung FEL01 Feldbach', startTime: null, endTime: null, reason: null },
      {
        id: 'o-2',
        kind: 'Wartung',
        colour: 'yellow',
        title: 'Softwareupdate',
        startTime: '2026-03-02T22:00:00Z',
        endTime: '2026-03-03T02:00:00Z',
        reason: null,
      },
      {
        id: 'o-1',
        kind: 'Störung',
        colour: 'red',
        title: 'Glasfaser unterbrochen',
        startTime: '2026-03-01T08:00:00Z',
        endTime: null,
        reason: 'Baggerarbeiten',
      },
      { id: 'o-4', kind: 'Störung', colour: 'violet', title: 'Neue Farbe', startTime: null, endTime: null, reason: null },
      { id: 'o-5', kind: 'Wartung', colour: 'grey', title: 'Wartung GLE02 Gleisdorf', startTime: null, endTime: null, reason: null },
    ];
    renderWithApollo(<HomePage viewer={viewerFixture({ banners })} />);
    const area = screen.getByRole('region', { name: 'Störungen und Wartungen' });
    let alerts = within(area).getAllByRole('listitem');
    expect(alerts.map((alert) => alert.getAttribute('data-status'))).toEqual(['error', 'warning']);
    const text = (index: number) => alerts[index]!.textContent!.replace(/\u00a0/g, ' ');
    expect(text(0)).toBe('Störung Glasfaser unterbrochen · seit 01.03.2026, 09:00 · Baggerarbeiten');
    expect(text(1)).toBe('Wartung Softwareupdate · 02.03.2026, 23:00 – 03.03.2026, 03:00');
    await userEvent.click(within(area).getByRole('button', { name: '3 weitere Meldungen' }));
    alerts = within(area).getAllByRole('listitem');
    expect(alerts).toHaveLength(5);
    // The kind is not repeated: 'Wartung FEL01 Feldbach' of a Wartung reads 'Wartung FEL01 Feldbach' once.
    expect(alerts.map((alert) => alert.textContent)).toContain('Wartung FEL01 Feldbach');
  });
});
