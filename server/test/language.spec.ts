/**
 * The viewer's language through the real stack (issue 17): descriptors come in the
 * language of the user's own setting, else of `Accept-Language`, else German.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { signInAs, type TestClient } from './http-client';
import { sharedPortal } from './shared-portal';

const VIEWER = /* GraphQL */ `
  {
    viewer {
      user { userId }
      greeting
      menu { id label }
      tiles { id label }
      routes { id title }
    }
    publicRoutes { id title }
  }
`;

interface ViewerData {
  viewer: {
    user: { userId: string };
    greeting: string;
    menu: Array<{ id: string; label: string }>;
    tiles: Array<{ id: string; label: string }>;
    routes: Array<{ id: string; title: string }>;
  } | null;
  publicRoutes: Array<{ id: string; title: string }>;
}

describe('the viewer in its language', () => {
  let app: FastifyInstance;
  let sales: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    app = (await sharedPortal()).app;
    [sales, admin] = await Promise.all([signInAs(app, 'user.sales'), signInAs(app, 'admin.isp')]);
  }, 180_000);

  const viewer = async (client: TestClient, acceptLanguage: string | null) => {
    client.acceptLanguage = acceptLanguage;
    const { data: result, errors } = await client.graphql<ViewerData>(VIEWER);
    expect(errors).toBeUndefined();
    if (!result?.viewer) throw new Error('no viewer');
    return { ...result.viewer, publicRoutes: result.publicRoutes };
  };

  it('answers in German without Accept-Language, and for languages the portal does not speak', async () => {
    for (const header of [null, 'fr-FR,fr;q=0.9', '*']) {
      const german = await viewer(sales, header);
      expect(german.greeting).toBe('Willkommen im CID-Portal!');
      expect(german.menu.map((item) => item.label)).toEqual(['Dashboard', 'HA-Bestellung', 'CID', 'Tickets']);
    }
  });

  it('answers in English when the browser asks for it, per-type labels included', async () => {
    const english = await viewer(sales, 'en-GB,en;q=0.9,de;q=0.5');
    expect(english.greeting).toBe('Welcome to the CID portal!');
    expect(english.menu.map((item) => item.label)).toEqual(['Dashboard', 'Connection orders', 'CID', 'Tickets']);
    const isp = await viewer(admin, 'en');
    expect(isp.greeting).toBe('Welcome to the ISP portal!');
    expect(isp.menu.map((item) => item.label)).toEqual(['Dashboard', 'Locations', 'Tickets', 'Users', 'Settings']);
    expect(isp.tiles.find((tile) => tile.id === 'order-connection')?.label).toBe('Order a fibre connection');
  });

  it('prefers German when the browser ranks it higher', async () => {
    expect((await viewer(admin, 'en;q=0.4, de-AT')).greeting).toBe('Willkommen im ISP-Portal!');
  });

  it('says errors, per-field messages and reference labels in English', async () => {
    const isp = await signInAs(app, 'user.isp');
    isp.acceptLanguage = 'en';
    const invalid = await isp.graphql('{ ticket(ticketNumber: "12") { ticketNumber } }');
    expect(invalid.errors?.[0]?.message).toBe('The ticket number is invalid: A ticket number has the form CAS-100123 (CAS- and six digits).');
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { ticketNumber: 'A ticket number has the form CAS-100123 (CAS- and six digits).' },
    });
    const missing = await isp.graphql('{ ticket(ticketNumber: "CAS-999999999") { ticketNumber } }');
    expect(missing.errors?.[0]?.message).toBe('This ticket does not exist, or it belongs to another account. Please check the ticket number.');
    const list = await isp.graphql<{ tickets: { items: Array<{ status: { label: string } | null }> } }>(
      '{ tickets(page: { first: 50 }) { items { status { label } } } }',
    );
    const labels = new Set(list.data?.tickets.items.map((ticket) => ticket.status?.label));
    expect(labels.size).toBeGreaterThan(0);
    for (const label of labels)
      expect(['In progress', 'On hold', 'Waiting for details', 'Researching', 'Problem solved', 'Information provided', 'Cancelled', 'Merged']).toContain(
        label,
      );
    isp.acceptLanguage = 'de';
    const german = await isp.graphql('{ ticket(ticketNumber: "12") { ticketNumber } }');
    expect(german.errors?.[0]?.message).toBe('Die Ticketnummer ist ungültig: Eine Ticketnummer hat die Form CAS-100123 (CAS- und sechs Ziffern).');
  });

  it("follows the user's own language setting over the browser's", async () => {
    const { user } = await viewer(admin, null);
    await UserMetadata.updateUserMetadata(user.userId, { language: 'en' });
    try {
      expect((await viewer(admin, 'de')).greeting).toBe('Welcome to the ISP portal!');
      await UserMetadata.updateUserMetadata(user.userId, { language: 'de' });
      expect((await viewer(admin, 'en')).greeting).toBe('Willkommen im ISP-Portal!');
    } finally {
      await UserMetadata.updateUserMetadata(user.userId, { language: null });
    }
    expect((await viewer(admin, 'en')).greeting).toBe('Welcome to the ISP portal!');
  });
});
