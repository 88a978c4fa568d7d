import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../../test/apollo';
import { FeedList } from './data-table';
import { DetailSkeleton } from './states';

// A loading placeholder is named for screen readers; a name needs a role that may carry one
// (axe: aria-prohibited-attr on a plain div). An indeterminate progress bar, not a status:
// the page's own status messages stay the only ones.
describe('loading placeholders', () => {
  it('announce a detail page that loads as a named progress bar', () => {
    renderWithApollo(<DetailSkeleton />);
    const placeholder = screen.getByRole('progressbar', { name: 'Wird geladen …' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announce a feed that loads as a named progress bar', () => {
    renderWithApollo(<FeedList columns={[]} rows={[]} loading />);
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' }).getAttribute('aria-busy')).toBe('true');
  });
});
