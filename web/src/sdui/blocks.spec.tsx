import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../test/apollo';
import { Block, isKnownBlock } from './blocks';
import CustomScreen from './renderers/custom-screen';
import { descriptor } from '../../test/support/sdui/fixtures';
import ListScreen, { parts } from './renderers/list-screen';

// The list comes with its renderer, as on a click (registry.ts); on a page load it follows the header.
beforeAll(() => parts());

describe('custom blocks', () => {
  it('knows the blocks registered by name, not inherited object keys', () => {
    expect(isKnownBlock('pan-acknowledgement')).toBe(true);
    expect(isKnownBlock('toString')).toBe(false);
    expect(isKnownBlock('kanban')).toBe(false);
  });

  it('renders a visible German note for a block this client does not know', () => {
    renderWithApollo(<Block name="wetterkarte" screen={{ id: 'x', title: 'X', route: '/x' }} params={{}} />);
    expect(screen.getByText('Dieser Bereich kann nicht angezeigt werden')).toBeTruthy();
    expect(screen.getByText(/Der Baustein „wetterkarte“ ist in dieser Version des Portals nicht verfügbar/)).toBeTruthy();
  });

  it('shows the note, not a crash, for a custom screen naming an unknown block', () => {
    renderWithApollo(<CustomScreen screen={descriptor('karte', 'custom', { block: 'wetterkarte' })} />);
    expect(screen.getByText(/Der Baustein „wetterkarte“/)).toBeTruthy();
  });

  it('shows the note for an unknown block placed above a list, and the list still renders its frame', () => {
    renderWithApollo(
      <ListScreen
        screen={descriptor('tickets', 'list', { data: { operation: 'TicketList' }, blocks: ['wetterkarte'], columns: [{ field: 'title', label: 'Titel' }] })}
      />,
    );
    expect(screen.getByText(/Der Baustein „wetterkarte“/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Titel' })).toBeTruthy();
  });

  it('falls back to the placeholder for a screen with neither definition nor page', () => {
    renderWithApollo(<ListScreen screen={descriptor('neu', 'list', null)} />);
    expect(screen.getByText('Diese Seite ist in Vorbereitung.')).toBeTruthy();
  });
});
