import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../../test/apollo';
import DownloadPage from './download-page';
import { CID, SOURCE_ID, linkRefused, signingOrder, signingQueryMock } from '../../../test/support/ordering/signing-fixtures';

function renderDownloadPage(order: Record<string, unknown> | null, refused = false) {
  return renderWithApollo(<DownloadPage screen={{ title: 'Bestellung herunterladen' }} params={{ cid: CID, source_id: SOURCE_ID }} />, {
    mocks: [signingQueryMock(order, refused ? [linkRefused()] : undefined)],
  });
}

describe('DownloadPage', () => {
  it('offers the signed order as a PDF from the server, with who signed it and when', async () => {
    renderDownloadPage(
      signingOrder({ state: 'SIGNED', stateLabel: 'Unterschrieben', canSign: false, signedAt: '2026-11-22T10:15:00Z', signerName: 'Maria Huber' }),
    );
    const link = await screen.findByRole('link', { name: 'Unterschriebene Bestellung als PDF herunterladen' });
    expect(link.getAttribute('href')).toBe(`/api/order-documents/${CID}/${SOURCE_ID}`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('Unterschrieben von Maria Huber am 22.11.2026, 11:15.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Bestellung B-2026-000042' })).toBeTruthy();
  });

  it('sends the customer to sign first while the order is not signed', async () => {
    renderDownloadPage(signingOrder());
    expect((await screen.findByRole('status')).textContent).toContain('Diese Bestellung ist noch nicht unterschrieben.');
    expect(screen.getByRole('link', { name: 'Zum Unterschreiben' }).getAttribute('href')).toBe(`/locations-order/${CID}/form-sign/${SOURCE_ID}`);
    expect(screen.queryByRole('link', { name: /als PDF herunterladen/ })).toBeNull();
  });

  it('explains a link that does not work and offers nothing to download', async () => {
    renderDownloadPage(null, true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Link funktioniert nicht');
    expect(alert.textContent).toContain('Dieser Link ist abgelaufen.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
