import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithApollo } from '../../test/apollo';
import { viewerFixture } from '../../test/viewer-fixture';
import { noteRulesVersion } from '../lib/http';
import { useFollowRules } from './rules-version';

function Page() {
  useFollowRules();
  return (
    <>
      <Link to="/tickets">Tickets</Link>
      <Link to="/pans">PAN-Bau</Link>
    </>
  );
}

describe('following the server rules', () => {
  it('loads the viewer again when the first answer after a navigation names other rules, and not before', async () => {
    const refresh = vi.fn(async () => null);
    renderWithApollo(<Page />, { viewer: viewerFixture({ rulesVersion: '3-aaaa' }), refresh });
    // Answers on the page itself change nothing: the page follows new rules at its next change.
    act(() => noteRulesVersion('3-aaaa'));
    await userEvent.click(screen.getByRole('link', { name: 'Tickets' }));
    act(() => noteRulesVersion('3-aaaa'));
    expect(refresh).not.toHaveBeenCalled();
    act(() => noteRulesVersion('4-bbbb'));
    // Only the first answer after a navigation is compared.
    expect(refresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'PAN-Bau' }));
    // That answer came before the click: the navigation loads the viewer at once.
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('waits for the first answer after the navigation when none named other rules yet', async () => {
    const refresh = vi.fn(async () => null);
    renderWithApollo(<Page />, { viewer: viewerFixture({ rulesVersion: '5-cccc' }), refresh });
    act(() => noteRulesVersion('5-cccc'));
    await userEvent.click(screen.getByRole('link', { name: 'Tickets' }));
    expect(refresh).not.toHaveBeenCalled();
    act(() => noteRulesVersion('6-dddd'));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => noteRulesVersion('6-dddd'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
