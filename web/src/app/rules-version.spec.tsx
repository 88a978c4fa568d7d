import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithApollo } from '../../test/apollo';
import { viewerFixture } from '../../test/viewer-fixture';
import { RulesVersionQuery, useFollowRules } from './rules-version';

function Page() {
  useFollowRules();
  return (
    <>
      <Link to="/tickets">Tickets</Link>
      <Link to="/pans">PAN-Bau</Link>
    </>
  );
}

const versionMock = (rulesVersion: string) => ({ request: { query: RulesVersionQuery }, result: { data: { rulesVersion } } });

describe('following the server rules', () => {
  it('loads the viewer again on the next navigation after the rules changed, and not before', async () => {
    const refresh = vi.fn(async () => null);
    renderWithApollo(<Page />, { viewer: viewerFixture({ rulesVersion: '3-aaaa' }), refresh, mocks: [versionMock('3-aaaa'), versionMock('4-bbbb')] });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(refresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Tickets' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(refresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'PAN-Bau' }));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
