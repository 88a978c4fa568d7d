/**
 * Navigation through the real stack: sign-in over /auth against the embedded core, the
 * user's metadata, GraphQL. Every demo account (14 types × user/admin, no type, the
 * second ISP) and the superadmin in each type after switching gets exactly the
 * navigation the evaluator computes for it (the evaluator's own matrix spec checks that
 * against the specification's text). Plus the account switch and its refusals, 403/404
 * answers, and hot reload: the portal serves a temporary copy of screens/ (equal to the
 * shipped one until the last describe edits it; one portal per process).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/auth';
import { computeNavigation, effectiveType } from '../src/modules/navigation';
import { SHIPPED_SCREENS_DIR, loadShipped } from './support/navigation';
import { signInAs, type TestClient } from './http-client';
import { tempDataDir, testConfig } from './test-kit';

const VIEWER = /* GraphQL */ `
  {
    viewer {
      user { userId name email accountId type role }
      greeting
      showHeader
      menu { id label route }
      tiles { id label route }
      releaseNotes { id label route }
      banners { id }
      environment
      routes { id route kind title public }
      canSwitchAccount
    }
  }
`;

interface NavItem {
  id: string;
  label: string;
  route: string;
}
interface ViewerData {
  viewer: {
    user: { userId: string; name: string | null; email: string | null; accountId: string | null; type: string; role: string };
    greeting: string;
    showHeader: boolean;
    menu: NavItem[];
    tiles: NavItem[];
    releaseNotes: NavItem | null;
    banners: unknown[];
    environment: string;
    routes: Array<{ id: string; route: string; kind: string; title: string; public: boolean }>;
    canSwitchAccount: boolean;
  } | null;
}

const ruleSet = loadShipped();

/** What the evaluator says this user gets, in the shape GraphQL answers. */
function expectedNavigation(user: { type: string | null; role: 'user' | 'admin' | 'superadmin'; accountId: string | null }) {
  const navigation = computeNavigation(ruleSet, user);
  return {
    greeting: navigation.greeting,
    showHeader: navigation.showHeader,
    menu: navigation.menu.map(({ id, label, route }) => ({ id, label, route })),
    tiles: navigation.tiles.map(({ id, label, route }) => ({ id, label, route })),
    releaseNotes: navigation.releaseNotes && { id: navigation.releaseNotes.id, label: navigation.releaseNotes.label, route: navigation.releaseNotes.route },
    routes: navigation.routes.map(({ id, route, kind, title, public: open }) => ({ id, route, kind, title, public: open })),
  };
}

describe('navigation over HTTP', () => {
  const data = tempDataDir();
  let root: string;
  let screensDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-screens-'));
    screensDir = join(root, 'screens');
    await cp(SHIPPED_SCREENS_DIR, screensDir, { recursive: true });
    app = await buildApp(testConfig({ DATA_DIR: data.dir, PORTAL_HOSTS: 'ont.example.at=ont' }), { screensDir });
    await app.portal.ready;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    data.remove();
    await rm(root, { recursive: true, force: true });
  });

  const accounts = DEMO_ACCOUNTS.filter((account) => account.role !== 'superadmin' && account.status !== 'deactivated');
  const clients = new Map<string, TestClient>();
  /** The signed-in client of a demo account; sign-ins run four at a time (password hashing is the cost). */
  const clientOf = (who: string): TestClient => {
    const client = clients.get(who.includes('@') ? who : `${who}@example.at`);
    if (client === undefined) throw new Error(`${who} is not signed in`);
    return client;
  };

  beforeAll(async () => {
    const queue = accounts.map((account) => account.email);
    const worker = async () => {
      for (let email = queue.shift(); email !== undefined; email = queue.shift()) clients.set(email, await signInAs(app, email));
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }, 120_000);

  it.each(accounts.map((account) => [account.email, account] as const))(
    'gives %s its menu, tiles, greeting, release notes and routes',
    async (email, account) => {
      const client = clientOf(email);
      const { data: result, errors } = await client.graphql<ViewerData>(VIEWER);
      expect(errors).toBeUndefined();
      const viewer = result?.viewer;
      expect(viewer?.user).toMatchObject({ email, name: account.name, accountId: account.accountid, type: effectiveType(account), role: account.role });
      expect(viewer).toMatchObject(expectedNavigation({ type: account.type, role: account.role, accountId: account.accountid }));
      expect(viewer?.environment).toBe('test');
      expect(viewer?.canSwitchAccount).toBe(false);
    },
  );

  it('spot-checks the specification: sales sees HA-Bestellung, nwops the Reporting tile, isp the order tile', async () => {
    const sales = (await clientOf('user.sales').graphql<ViewerData>(VIEWER)).data?.viewer;
    expect(sales?.menu.map((item) => item.label)).toEqual(['Dashboard', 'HA-Bestellung', 'CID', 'Tickets']);
    expect(sales?.greeting).toBe('Willkommen im CID-Portal!');
    const nwops = (await clientOf('user.nwops').graphql<ViewerData>(VIEWER)).data?.viewer;
    expect(nwops?.tiles.map((tile) => tile.id)).toEqual(['cid-search', 'ont-swap', 'tickets', 'reporting', 'outages']);
    expect(nwops?.releaseNotes?.route).toBe('/releases-sca');
    const isp = (await clientOf('notype').graphql<ViewerData>(VIEWER)).data?.viewer;
    expect(isp?.user.type).toBe('isp');
    expect(isp?.greeting).toBe('Willkommen im ISP-Portal!');
    expect(isp?.tiles.find((tile) => tile.id === 'order-connection')?.route).toBe('/locations?tab=order');
    expect(isp?.releaseNotes?.route).toBe('/releases');
    const admin = (await clientOf('admin.isp').graphql<ViewerData>(VIEWER)).data?.viewer;
    expect(admin?.menu.map((item) => item.id)).toEqual(['dashboard', 'locations', 'tickets', 'users', 'settings']);
  });

  it('reports the environment of the portal host the browser is on', async () => {
    const client = clientOf('user.noc');
    client.clientUrl = 'https://ont.example.at/tickets';
    expect((await client.graphql<ViewerData>(VIEWER)).data?.viewer?.environment).toBe('ont');
    client.clientUrl = 'http://localhost:3000/';
  });

  it('answers routeAccess with 403 for a known screen and 404 for an unknown path', async () => {
    const client = clientOf('user.intern');
    const ask = async (path: string) =>
      (
        await client.graphql<{ routeAccess: { status: string; title: string | null } }>('query($path: String!) { routeAccess(path: $path) { status title } }', {
          path,
        })
      ).data?.routeAccess;
    expect(await ask('/tickets/CAS-1')).toEqual({ status: 'FORBIDDEN', title: 'Ticketdetails' });
    expect(await ask('/cids/CID-1')).toEqual({ status: 'OPEN', title: 'CID-Details' });
    expect(await ask('/gibt-es-nicht')).toEqual({ status: 'NOT_FOUND', title: null });
  });

  describe('superadmin account switch', () => {
    const LIST = '{ adminAccounts { userId type name email accountId current } }';
    const SWITCH = 'mutation($userId: ID!) { switchAccount(userId: $userId) { ok account { userId type accountId } error { message } } }';
    type Admin = { userId: string; type: string; name: string; email: string; accountId: string | null; current: boolean };
    let superadmin: TestClient;
    let admins: Admin[];

    beforeAll(async () => {
      superadmin = await signInAs(app, 'superadmin');
      admins = (await superadmin.graphql<{ adminAccounts: Admin[] }>(LIST)).data?.adminAccounts ?? [];
    });

    it('shows the superadmin as isp without type before a switch, with the switch offered', async () => {
      const viewer = (await superadmin.graphql<ViewerData>(VIEWER)).data?.viewer;
      expect(viewer?.user).toMatchObject({ type: 'isp', role: 'superadmin', accountId: 'isp-0001' });
      expect(viewer?.canSwitchAccount).toBe(true);
      expect(viewer).toMatchObject(expectedNavigation({ type: null, role: 'superadmin', accountId: 'isp-0001' }));
    });

    it('lists every admin account, sorted by type, with type, name, e-mail and accountid', () => {
      const expected = DEMO_ACCOUNTS.filter((account) => account.role === 'admin');
      expect(admins.map((admin) => admin.email).sort()).toEqual(expected.map((account) => account.email).sort());
      const types = admins.map((admin) => admin.type);
      expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'de')));
      expect(admins.find((admin) => admin.email === 'admin.pmo@example.at')).toMatchObject({
        type: 'pmo',
        name: 'Sabine Hofer',
        accountId: 'pmo-0001',
        current: false,
      });
    });

    it.each(DEMO_ACCOUNTS.filter((account) => account.role === 'admin').map((account) => [account.email, account] as const))(
      'switches into %s and then sees that type as superadmin',
      async (email, account) => {
        const target = admins.find((admin) => admin.email === email);
        expect(target).toBeDefined();
        const { data: switched } = await superadmin.graphql(SWITCH, { userId: target?.userId });
        expect(switched).toEqual({
          switchAccount: { ok: true, account: { userId: target?.userId, type: effectiveType(account), accountId: account.accountid }, error: null },
        });
        const viewer = (await superadmin.graphql<ViewerData>(VIEWER)).data?.viewer;
        expect(viewer?.user).toMatchObject({ email: 'superadmin@example.at', role: 'superadmin', type: effectiveType(account), accountId: account.accountid });
        expect(viewer).toMatchObject(expectedNavigation({ type: account.type, role: 'superadmin', accountId: account.accountid }));
        const current = (await superadmin.graphql<{ adminAccounts: Admin[] }>(LIST)).data?.adminAccounts.filter((admin) => admin.current);
        expect(current?.map((admin) => admin.email)).toEqual([email]);
      },
    );

    it('names the account acted as and switches back to the own account exactly, type included', async () => {
      const ACTING = '{ viewer { actingAs { email type accountId } user { type accountId } } }';
      type Acting = {
        viewer: { actingAs: { email: string; type: string; accountId: string | null } | null; user: { type: string; accountId: string | null } };
      };
      const last = DEMO_ACCOUNTS.filter((account) => account.role === 'admin').at(-1)!;
      const acting = (await superadmin.graphql<Acting>(ACTING)).data?.viewer;
      expect(acting?.actingAs).toEqual({ email: last.email, type: effectiveType(last), accountId: last.accountid });
      const { data } = await superadmin.graphql<{ switchBack: { ok: boolean; error: unknown } }>('mutation { switchBack { ok error { message } } }');
      expect(data?.switchBack).toEqual({ ok: true, error: null });
      const after = (await superadmin.graphql<Acting>(ACTING)).data?.viewer;
      // The demo superadmin has no type: it is gone again, and the own accountid is back.
      expect(after).toEqual({ actingAs: null, user: { type: 'isp', accountId: 'isp-0001' } });
      const again = await superadmin.graphql<{ switchBack: { ok: boolean; error: { message: string } } }>('mutation { switchBack { ok error { message } } }');
      expect(again.data?.switchBack).toEqual({
        ok: false,
        error: { message: 'Sie handeln gerade nicht als ein anderes Konto, es gibt nichts zurückzuwechseln. Ihr Konto bleibt unverändert.' },
      });
    });

    it('refuses a target that is no admin account and leaves the metadata as it was', async () => {
      const before = (await superadmin.graphql<ViewerData>(VIEWER)).data?.viewer?.user;
      const user = clientOf('user.pmo');
      const userId = (await user.graphql<ViewerData>(VIEWER)).data?.viewer?.user.userId;
      const { data: refused } = await superadmin.graphql<{ switchAccount: { ok: boolean; error: { message: string } } }>(SWITCH, { userId });
      expect(refused?.switchAccount).toMatchObject({
        ok: false,
        error: { message: '„Lukas Steiner“ ist kein Admin-Konto. Wechseln können Sie nur in Admin-Konten.' },
      });
      const unknown = await superadmin.graphql<{ switchAccount: { ok: boolean } }>(SWITCH, { userId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.data?.switchAccount.ok).toBe(false);
      expect((await superadmin.graphql<ViewerData>(VIEWER)).data?.viewer?.user).toEqual(before);
    });

    it.each(['admin.isp', 'user.pmo'])('refuses the list and the switch to %s with FORBIDDEN', async (who) => {
      const client = clientOf(who);
      const list = await client.graphql(LIST);
      expect(list.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const switched = await client.graphql(SWITCH, { userId: admins[0]?.userId });
      expect(switched.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect(switched.errors?.[0]?.message).toBe('Nur ein Superadmin darf das Konto wechseln.');
      const viewer = (await client.graphql<ViewerData>(VIEWER)).data?.viewer;
      expect(viewer?.canSwitchAccount).toBe(false);
    });
  });

  describe('hot reload of screens/ through GraphQL', () => {
    async function edit(file: string, from: string, to: string) {
      const path = join(screensDir, file);
      const text = await readFile(path, 'utf8');
      if (!text.includes(from)) throw new Error(`'${from}' not in ${file}`);
      await writeFile(path, text.replace(from, to));
    }
    const haBau = async () => (await clientOf('user.pmo').graphql<ViewerData>(VIEWER)).data?.viewer?.menu.find((item) => item.id === 'ha-bau')?.label;

    // The watcher reacts within its debounce (100-500 ms); reading, checking and storing all files
    // then takes well under a second on a quiet machine, but 2 s and more while CI runs both lanes on
    // two cores (it failed there at 2,067 ms). The bound is 5 s: a reload that never comes or waits for
    // a restart still fails.
    it('serves a saved label change on a later query within 5 seconds, without a restart', async () => {
      expect(await haBau()).toBe('HA-Bau');
      const saved = Date.now();
      await edit('menu.yaml', 'label: { de: HA-Bau, en: Connection construction }', 'label: { de: Hausanschluss-Bau, en: House connection construction }');
      await expect.poll(haBau, { timeout: 5_000, interval: 50 }).toBe('Hausanschluss-Bau');
      expect(Date.now() - saved).toBeLessThan(5_000);
    });

    it('keeps serving the last good rules when a file is broken, and the fix when it comes', async () => {
      await edit('menu.yaml', 'types: [intern]', 'types: [internal]');
      await expect.poll(() => app.portal.services()?.rules.lastError()?.message ?? '', { timeout: 5_000, interval: 50 }).not.toBe('');
      expect(app.portal.services()?.rules.lastError()?.message).toContain(
        "screens/menu.yaml: /menu/entries/5/access/types/0 (Zeile 55): unbekannter Typ 'internal'",
      );
      expect(await haBau()).toBe('Hausanschluss-Bau');
      await edit('menu.yaml', 'types: [internal]', 'types: [intern]');
      await edit('menu.yaml', 'label: { de: Hausanschluss-Bau, en: House connection construction }', 'label: { de: HA-Bau, en: Connection construction }');
      await expect.poll(haBau, { timeout: 5_000, interval: 50 }).toBe('HA-Bau');
      expect(app.portal.services()?.rules.lastError()).toBeNull();
    });
  });
});
