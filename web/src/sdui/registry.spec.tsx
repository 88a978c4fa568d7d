import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { isKnownKind, loadRenderer } from './registry';
import { screenRoute } from './screen-route';
import { renderWithProviders } from '../../test/render';

const descriptor = (kind: string) => ({ id: 'tickets', route: '/tickets', kind, title: 'Tickets', public: false });

describe('the screen registry', () => {
  it.each(['list', 'detail', 'form', 'dashboard', 'custom'])('renders a %s screen with its title', async (kind) => {
    const Renderer = await loadRenderer(kind);
    renderWithProviders(createElement(Renderer, { screen: descriptor(kind) }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tickets');
    expect(screen.getByText('Diese Seite ist in Vorbereitung.')).toBeTruthy();
  });

  it('renders a visible German fallback for a kind from a newer server instead of failing', async () => {
    expect(isKnownKind('kanban')).toBe(false);
    const Renderer = await loadRenderer('kanban');
    renderWithProviders(createElement(Renderer, { screen: descriptor('kanban') }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tickets');
    expect(screen.getByText('Diese Seite kann hier noch nicht angezeigt werden')).toBeTruthy();
    expect(screen.getByText(/mit der Art „kanban“/)).toBeTruthy();
  });

  it('does not mistake inherited object keys for kinds', async () => {
    expect(isKnownKind('toString')).toBe(false);
    const Renderer = await loadRenderer('constructor');
    renderWithProviders(createElement(Renderer, { screen: descriptor('constructor') }));
    expect(screen.getByText('Diese Seite kann hier noch nicht angezeigt werden')).toBeTruthy();
  });

  it('turns a descriptor into a lazily loaded route with its pattern', async () => {
    const route = screenRoute({ ...descriptor('detail'), id: 'ticket-details', route: '/tickets/:ticketnumber' });
    expect(route.path).toBe('/tickets/:ticketnumber');
    expect(route.element).toBeUndefined();
    expect(typeof route.lazy).toBe('function');
  });
});
