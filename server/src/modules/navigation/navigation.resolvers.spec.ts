/**
 * The navigation part of the GraphQL API, executed against the real schema: the
 * viewer's descriptors, public routes, 403 versus 404, and the superadmin's account
 * switch with its refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGraphQL, memoryAccounts, sessionUser } from '../../../test/support/navigation-graphql';
import type { TestGraphQL } from '../../../test/support/navigation-graphql';

const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      user {
        userId
        name
        email
        accountId
        type
        role
      }
      greeting
      showHeader
      menu {
        id
        label
        route
      }
      tiles {
        id
        label
        route
      }
      releaseNotes {
        id
        label
        route
      }
      banners {
        id
        kind
        colour
        title
        startTime
        endTime
        reason
      }
      environment
      routes {
        id
        route
        kind
        title
        public
      }
      canSwitchAccount
    }
  }
`;

interface ViewerData {
  viewer: {
    user: { userId: string; name: string | null; email: string | null; accountId: string | null; type: string; role: string };
    greeting: string;
    showHeader: boolean;
    menu: Array<{ id: string; label: string; route: string }>;
    tiles: Array<{ id: string; label: string; route: string }>;
    releaseNotes: { id: string; label: string; route: string } | null;
    banners: unknown[];
    environment: string;
    routes: Array<{ id: string; route: string; kind: string; title: string; public: boolean }>;
    canSwitchAccount: boolean;
  } | null;
}

const ADMINS = [
  { userId: 'a-pmo', email: 'admin.pmo@example.at', metadata: { name: 'Sabine Hofer', role: 'admin', type: 'pmo', accountid: 'pmo-0001', userid: 'a-pmo' } },
  { userId: 'a-isp', email: 'admin.isp@example.at', metadata: { name: 'Markus Huber', role: 'admin', type: 'isp', accountid: 'isp-0001', userid: 'a-isp' } },
  {
    userId: 'a-bau',
    email: 'admin.baufirma@example.at',
    metadata: { name: 'Petra Bauer', role: 'admin', type: 'baufirma', accountid: 'bau-0001', userid: 'a-bau' },
  },
  {
    userId: 'a-isp2',
    email: 'admin.isp2@example.at',
    metadata: { name: 'Robert Hofbauer', role: 'admin', type: 'isp', accountid: 'isp-0002', userid: 'a-isp2' },
  },
  { userId: 'a-none', email: 'admin.none@example.at', metadata: { name: 'Ohne Typ', role: 'admin', accountid: 'isp-0003', userid: 'a-none' } },
];
const OTHERS = [
  { userId: 'u-pmo', email: 'user.pmo@example.at', metadata: { name: 'Lukas Steiner', role: 'user', type: 'pmo', accountid: 'pmo-0001', userid: 'u-pmo' } },
  { userId: 'sa', email: 'superadmin@example.at', metadata: { name: 'Verena Strasser', role: 'superadmin', accountid: 'isp-0001', userid: 'sa' } },
  // Deactivated: never offered for a switch.
  {
    userId: 'a-gone',
    email: 'admin.gone@example.at',
    metadata: { name: 'Otto Weg', role: 'admin', type: 'isp', accountid: 'isp-0001', userid: 'a-gone', status: 'deactivated' },
  },
];

const SUPERADMIN = sessionUser({ userId: 'sa', role: 'superadmin', accountId: 'isp-0001', name: 'Verena Strasser', email: 'superadmin@example.at' });

describe('Query.viewer', () => {
  let api: TestGraphQL;
  beforeAll(async () => {
    api = await createTestGraphQL({ config: { PORTAL_HOSTS: 'ont.example.at=ont,cid.example.at=cid' } });
  });
  afterAll(() => api.close());

  it('is null without a session', async () => {
    expect(await api.run(VIEWER)).toEqual({ data: { viewer: null } });
  });

  it('describes an isp user with accountid: ISP greeting, header menu, tiles, release notes', async () => {
    const viewer = sessionUser({ role: 'user', type: 'isp', accountId: 'isp-0001', name: 'Anna Gruber', email: 'user.isp@example.at' });
    const { data, errors } = await api.run<ViewerData>(VIEWER, { viewer, clientUrl: 'http://localhost:3000/' });
    expect(errors).toBeUndefined();
    expect(data?.viewer).toMatchObject({
      user: { userId: 'user-1', name: 'Anna Gruber', email: 'user.isp@example.at', accountId: 'isp-0001', type: 'isp', role: 'user' },
      greeting: 'Willkommen im ISP-Portal!',
      showHeader: true,
      releaseNotes: { id: 'releases', label: 'Release Notes', route: '/releases' },
      banners: [],
      environment: 'test',
      canSwitchAccount: false,
    });
    expect(data?.viewer?.menu.map((item) => item.id)).toEqual(['dashboard', 'locations', 'tickets']);
    expect(data?.viewer?.tiles.map((item) => item.id)).toEqual(['locations', 'order-connection', 'tickets', 'outages']);
    expect(data?.viewer?.tiles.find((item) => item.id === 'order-connection')?.route).toBe('/locations?tab=order');
  });

  it.each([null, ''])('reports a missing type (%j) as isp and hides the header menu without accountid', async (type) => {
    const viewer = sessionUser({ role: 'user', type, accountId: null });
    const { data } = await api.run<ViewerData>(VIEWER, { viewer });
    expect(data?.viewer?.user.type).toBe('isp');
    expect(data?.viewer?.showHeader).toBe(false);
    expect(data?.viewer?.menu).toEqual([]);
    expect(data?.viewer?.greeting).toBe('Willkommen im ISP-Portal!');
  });

  it('labels Standorte as HA-Bestellung for sales and greets with the CID portal', async () => {
    const { data } = await api.run<ViewerData>(VIEWER, { viewer: sessionUser({ role: 'user', type: 'sales' }) });
    expect(data?.viewer?.greeting).toBe('Willkommen im CID-Portal!');
    expect(data?.viewer?.menu.find((item) => item.id === 'locations')?.label).toBe('HA-Bestellung');
    expect(data?.viewer?.routes.find((route) => route.id === 'locations')?.title).toBe('HA-Bestellung');
  });

  it('lists the routes the user may open, the public ones included', async () => {
    const { data } = await api.run<ViewerData>(VIEWER, { viewer: sessionUser({ role: 'user', type: 'nwops' }) });
    const ids = data?.viewer?.routes.map((route) => route.id);
    expect(ids).toEqual(expect.arrayContaining(['reporting', 'tickets', 'ticket-details', 'location-order-sign']));
    expect(ids).not.toContain('locations');
    expect(data?.viewer?.routes.find((route) => route.id === 'ticket-details')).toEqual({
      id: 'ticket-details',
      route: '/tickets/:ticketnumber',
      kind: 'detail',
      title: 'Ticketdetails',
      public: false,
    });
  });

  it.each([
    ['https://ont.example.at/tickets', 'ont'],
    ['https://cid.example.at/', 'cid'],
    ['https://elsewhere.example.at/', 'test'],
  ])('reports the environment of the portal host %s as %s', async (clientUrl, environment) => {
    const { data } = await api.run<ViewerData>(VIEWER, { viewer: sessionUser({ role: 'user', type: 'noc' }), clientUrl });
    expect(data?.viewer?.environment).toBe(environment);
  });

  it('lets only a superadmin switch accounts', async () => {
    for (const role of ['user', 'admin'] as const) {
      const { data } = await api.run<ViewerData>(VIEWER, { viewer: sessionUser({ role, type: 'pmo' }) });
      expect(data?.viewer?.canSwitchAccount).toBe(false);
    }
    const { data } = await api.run<ViewerData>(VIEWER, { viewer: SUPERADMIN });
    expect(data?.viewer?.canSwitchAccount).toBe(true);
  });
});

describe('Query.publicRoutes and Query.routeAccess', () => {
  let api: TestGraphQL;
  beforeAll(async () => {
    api = await createTestGraphQL();
  });
  afterAll(() => api.close());

  const ROUTE_ACCESS = 'query Access($path: String!) { routeAccess(path: $path) { path status title } }';

  it('lists the two order-signing screens without a session', async () => {
    const { data } = await api.run<{ publicRoutes: Array<{ id: string; route: string; public: boolean }> }>('{ publicRoutes { id route public } }');
    expect(data?.publicRoutes).toEqual([
      { id: 'location-order-sign', route: '/locations-order/:cid/form-sign/:source_id', public: true },
      { id: 'location-order-sign-download', route: '/locations-order/:cid/form-sign/:source_id/download', public: true },
    ]);
  });

  it.each([
    ['/tickets/CAS-1', 'user', 'intern', 'FORBIDDEN', 'Ticketdetails'],
    ['/tickets/CAS-1', 'user', 'isp', 'OPEN', 'Ticketdetails'],
    ['/users', 'user', 'isp', 'FORBIDDEN', 'Benutzerverwaltung'],
    ['/locations?tab=order', 'user', 'sales', 'OPEN', 'HA-Bestellung'],
    ['/cids/CID-1/building', 'user', 'isp', 'FORBIDDEN', 'CID-Gebäude'],
    ['/gibt-es-nicht', 'user', 'isp', 'NOT_FOUND', null],
    ['/tickets/CAS-1/extra', 'admin', 'isp', 'NOT_FOUND', null],
    ['/', 'user', 'isp', 'OPEN', null],
  ] as const)('answers %s for a %s of type %s with %s', async (path, role, type, status, title) => {
    const { data } = await api.run(ROUTE_ACCESS, { viewer: sessionUser({ role, type, accountId: 'ACC-1' }), variables: { path } });
    expect(data).toEqual({ routeAccess: { path, status, title } });
  });

  it.each([
    ['/tickets', 'SIGN_IN_REQUIRED'],
    ['/', 'SIGN_IN_REQUIRED'],
    ['/locations-order/CID-1/form-sign/SRC-1', 'OPEN'],
    ['/nirgends', 'NOT_FOUND'],
  ])('answers %s without a session with %s', async (path, status) => {
    const { data } = await api.run<{ routeAccess: { status: string } }>(ROUTE_ACCESS, { variables: { path } });
    expect(data?.routeAccess.status).toBe(status);
  });
});

const SCREEN = /* GraphQL */ `
  query Screen($id: ID!, $rulesVersion: String) {
    screen(id: $id, rulesVersion: $rulesVersion) {
      id
      kind
      definition
    }
  }
`;

interface ScreenData {
  screen: { id: string; kind: string; definition: Record<string, unknown> | null } | null;
}

describe('Query.screen (a definition with the first load of its screen)', () => {
  let api: TestGraphQL;
  beforeAll(async () => {
    api = await createTestGraphQL();
  });
  afterAll(() => api.close());

  it('gives a user the definition of a screen they may open', async () => {
    const { data, errors } = await api.run<ScreenData>(SCREEN, {
      viewer: sessionUser({ role: 'user', type: 'pmo' }),
      variables: { id: 'tickets', rulesVersion: 'any' },
    });
    expect(errors).toBeUndefined();
    expect(data?.screen?.kind).toBe('list');
    expect(data?.screen?.definition).toMatchObject({ data: { operation: 'TicketList' } });
    expect(data?.screen?.definition?.['columns']).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'ticketNumber' })]));
  });

  it('names the client component of a custom screen', async () => {
    const { data } = await api.run<ScreenData>(SCREEN, { viewer: SUPERADMIN, variables: { id: 'workbench' } });
    expect(data?.screen).toEqual({ id: 'workbench', kind: 'custom', definition: { block: 'workbench' } });
  });

  it('answers null for a screen the user may not open, and for an unknown id', async () => {
    const isp = sessionUser({ role: 'user', type: 'isp' });
    expect((await api.run<ScreenData>(SCREEN, { viewer: isp, variables: { id: 'reporting' } })).data).toEqual({ screen: null });
    expect((await api.run<ScreenData>(SCREEN, { viewer: isp, variables: { id: 'no-such-screen' } })).data).toEqual({ screen: null });
  });

  it('gives only public screens without a session', async () => {
    expect((await api.run<ScreenData>(SCREEN, { variables: { id: 'tickets' } })).data).toEqual({ screen: null });
    const { data } = await api.run<ScreenData>(SCREEN, { variables: { id: 'location-order-sign' } });
    expect(data?.screen).toEqual({ id: 'location-order-sign', kind: 'custom', definition: { block: 'location-order-sign' } });
  });
});

describe("Query.screens (the definitions of a user's screens in one request)", () => {
  const SCREENS = 'query ($ids: [ID!]!) { screens(ids: $ids) { id kind definition } }';
  let api: TestGraphQL;
  beforeAll(async () => {
    api = await createTestGraphQL();
  });
  afterAll(() => api.close());

  it('answers each screen as Query.screen does, leaving out those the user may not open', async () => {
    const isp = sessionUser({ role: 'user', type: 'isp' });
    const { data, errors } = await api.run<{ screens: ScreenData['screen'][] }>(SCREENS, {
      viewer: isp,
      variables: { ids: ['tickets', 'reporting', 'no-such-screen'] },
    });
    expect(errors).toBeUndefined();
    const one = await api.run<ScreenData>(SCREEN, { viewer: isp, variables: { id: 'tickets' } });
    expect(data?.screens).toEqual([one.data?.screen]);
  });

  it('gives only public screens without a session', async () => {
    const { data } = await api.run<{ screens: ScreenData['screen'][] }>(SCREENS, { variables: { ids: ['tickets', 'location-order-sign'] } });
    expect(data?.screens.map((screen) => screen?.id)).toEqual(['location-order-sign']);
  });
});

describe('the superadmin account switch', () => {
  const LIST = '{ adminAccounts { userId type name email accountId current } }';
  const SWITCH = 'mutation Switch($userId: ID!) { switchAccount(userId: $userId) { ok account { userId type accountId current } error { message } } }';

  let api: TestGraphQL;
  let accounts: ReturnType<typeof memoryAccounts>;
  beforeAll(async () => {
    accounts = memoryAccounts([...ADMINS, ...OTHERS]);
    api = await createTestGraphQL({ accounts });
  });
  afterAll(() => api.close());

  it('lists the admin accounts sorted by type, with type, name, e-mail and accountid', async () => {
    const { data, errors } = await api.run<{ adminAccounts: Array<Record<string, unknown>> }>(LIST, { viewer: SUPERADMIN });
    expect(errors).toBeUndefined();
    expect(data?.adminAccounts.map((account) => [account['type'], account['email']])).toEqual([
      ['baufirma', 'admin.baufirma@example.at'],
      ['isp', 'admin.isp@example.at'],
      ['isp', 'admin.none@example.at'],
      ['isp', 'admin.isp2@example.at'],
      ['pmo', 'admin.pmo@example.at'],
    ]);
    expect(data?.adminAccounts[0]).toEqual({
      userId: 'a-bau',
      type: 'baufirma',
      name: 'Petra Bauer',
      email: 'admin.baufirma@example.at',
      accountId: 'bau-0001',
      current: false,
    });
  });

  it.each(['user', 'admin'] as const)('refuses the admin list to a %s with FORBIDDEN', async (role) => {
    const { data, errors } = await api.run(LIST, { viewer: sessionUser({ role, type: 'isp', accountId: 'isp-0001' }) });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(errors?.[0]?.message).toBe('Nur ein Superadmin darf die Admin-Konten sehen.');
  });

  it('refuses the admin list without a session with UNAUTHENTICATED', async () => {
    const { errors } = await api.run(LIST);
    expect(errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('writes accountid, type and userid of the chosen admin into the superadmin metadata and logs it', async () => {
    const { data, errors } = await api.run(SWITCH, { viewer: SUPERADMIN, variables: { userId: 'a-pmo' } });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ switchAccount: { ok: true, account: { userId: 'a-pmo', type: 'pmo', accountId: 'pmo-0001', current: true }, error: null } });
    expect(accounts.stored('sa')).toEqual({
      name: 'Verena Strasser',
      role: 'superadmin',
      accountid: 'pmo-0001',
      type: 'pmo',
      userid: 'a-pmo',
      switchedfrom: { accountid: 'isp-0001', type: null, userid: 'sa' },
    });
    expect(api.logs.entries).toContainEqual(
      expect.objectContaining({ level: 'info', obj: expect.objectContaining({ audit: 'switchAccount', actorUserId: 'sa', targetUserId: 'a-pmo' }) }),
    );
    expect(api.audited.at(-1)).toEqual({
      actor: expect.objectContaining({ userId: 'sa', role: 'superadmin', ip: '192.0.2.7', requestId: 'test-request' }),
      entry: {
        action: 'account.switch',
        outcome: 'ok',
        targetType: 'user',
        targetId: 'a-pmo',
        accountId: 'pmo-0001',
        details: { name: 'Sabine Hofer', email: 'admin.pmo@example.at' },
      },
    });
    const list = await api.run<{ adminAccounts: Array<{ userId: string; current: boolean }> }>(LIST, { viewer: SUPERADMIN });
    expect(list.data?.adminAccounts.filter((account) => account.current).map((account) => account.userId)).toEqual(['a-pmo']);
  });

  it('removes the type when the chosen admin has none', async () => {
    await api.run(SWITCH, { viewer: SUPERADMIN, variables: { userId: 'a-none' } });
    expect(accounts.stored('sa')).toMatchObject({ accountid: 'isp-0003', userid: 'a-none' });
    expect(accounts.stored('sa')).not.toHaveProperty('type');
  });

  it.each(['user', 'admin'] as const)('refuses the switch to a %s with FORBIDDEN and writes nothing', async (role) => {
    const before = accounts.updates.length;
    const { data, errors } = await api.run(SWITCH, { viewer: sessionUser({ userId: 'a-isp', role, type: 'isp' }), variables: { userId: 'a-pmo' } });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(errors?.[0]?.message).toBe('Nur ein Superadmin darf das Konto wechseln.');
    expect(accounts.updates.length).toBe(before);
    expect(api.audited.at(-1)?.entry).toMatchObject({
      action: 'account.switch',
      outcome: 'refused',
      targetId: 'a-pmo',
      details: { reason: 'Nur ein Superadmin darf das Konto wechseln.' },
    });
  });

  it('refuses a deactivated admin account with a German message and writes nothing', async () => {
    const before = accounts.updates.length;
    const { data } = await api.run<{ switchAccount: { ok: boolean; error: { message: string } | null } }>(SWITCH, {
      viewer: SUPERADMIN,
      variables: { userId: 'a-gone' },
    });
    expect(data?.switchAccount).toMatchObject({
      ok: false,
      error: { message: 'Das Konto „Otto Weg“ ist deaktiviert. Wechseln können Sie nur in aktive Admin-Konten.' },
    });
    expect(accounts.updates.length).toBe(before);
  });

  it('refuses a target that is no admin account with a German message and writes nothing', async () => {
    const before = accounts.updates.length;
    const { data } = await api.run(SWITCH, { viewer: SUPERADMIN, variables: { userId: 'u-pmo' } });
    expect(data).toEqual({
      switchAccount: { ok: false, account: null, error: { message: '„Lukas Steiner“ ist kein Admin-Konto. Wechseln können Sie nur in Admin-Konten.' } },
    });
    expect(accounts.updates.length).toBe(before);
    expect(api.audited.at(-1)?.entry).toMatchObject({ action: 'account.switch', outcome: 'refused', targetId: 'u-pmo' });
  });

  it.each([
    ['gibt-es-nicht', 'gibt-es-nicht'],
    ['  ', ''],
    ['a\u0000b', 'ab'],
    ['x'.repeat(500), 'x'.repeat(60)],
  ])('refuses an unknown account id %j without asking for it', async (userId, shown) => {
    const { data } = await api.run<{ switchAccount: { ok: boolean; error: { message: string } } }>(SWITCH, { viewer: SUPERADMIN, variables: { userId } });
    expect(data?.switchAccount.ok).toBe(false);
    expect(data?.switchAccount.error.message).toBe(`Es gibt kein Konto mit der ID „${shown}“. Bitte wählen Sie ein Konto aus der Liste.`);
  });
});

describe('switching back to the own account', () => {
  const SWITCH = 'mutation Switch($userId: ID!) { switchAccount(userId: $userId) { ok error { message } } }';
  const BACK = 'mutation { switchBack { ok error { message } } }';
  const ACTING = '{ viewer { canSwitchAccount actingAs { userId type name email accountId } } }';
  type Back = { switchBack: { ok: boolean; error: { message: string } | null } };
  type Acting = { viewer: { canSwitchAccount: boolean; actingAs: Record<string, unknown> | null } };

  let api: TestGraphQL;
  let accounts: ReturnType<typeof memoryAccounts>;
  const own = { name: 'Verena Strasser', role: 'superadmin', accountid: 'isp-0001', type: 'noc', userid: 'sa', language: 'en' };
  beforeAll(async () => {
    accounts = memoryAccounts([...ADMINS, ...OTHERS.filter((user) => user.userId !== 'sa'), { userId: 'sa', email: 'superadmin@example.at', metadata: own }]);
    api = await createTestGraphQL({ accounts });
  });
  afterAll(() => api.close());

  it('refuses a switch back without a switch with a clear message, writes nothing and audits the attempt', async () => {
    const before = accounts.updates.length;
    const { data, errors } = await api.run<Back>(BACK, { viewer: SUPERADMIN });
    expect(errors).toBeUndefined();
    expect(data?.switchBack).toEqual({
      ok: false,
      error: { message: 'Sie handeln gerade nicht als ein anderes Konto, es gibt nichts zurückzuwechseln. Ihr Konto bleibt unverändert.' },
    });
    expect(accounts.updates.length).toBe(before);
    expect(accounts.stored('sa')).toEqual(own);
    expect(api.audited.at(-1)?.entry).toMatchObject({ action: 'account.switchBack', outcome: 'refused' });
    expect((await api.run<Acting>(ACTING, { viewer: SUPERADMIN })).data?.viewer.actingAs).toBeNull();
  });

  it('names the account acted as, keeps the first own keys over two switches and restores them exactly', async () => {
    expect((await api.run(SWITCH, { viewer: SUPERADMIN, variables: { userId: 'a-pmo' } })).data).toEqual({ switchAccount: { ok: true, error: null } });
    expect((await api.run(SWITCH, { viewer: SUPERADMIN, variables: { userId: 'a-none' } })).data).toEqual({ switchAccount: { ok: true, error: null } });
    expect(accounts.stored('sa')).toMatchObject({
      accountid: 'isp-0003',
      userid: 'a-none',
      switchedfrom: { accountid: 'isp-0001', type: 'noc', userid: 'sa' },
    });
    expect(accounts.stored('sa')).not.toHaveProperty('type');

    const acting = await api.run<Acting>(ACTING, { viewer: SUPERADMIN });
    expect(acting.data?.viewer.actingAs).toEqual({
      userId: 'a-none',
      type: 'isp',
      name: 'Ohne Typ',
      email: 'admin.none@example.at',
      accountId: 'isp-0003',
    });

    const { data } = await api.run<Back>(BACK, { viewer: SUPERADMIN });
    expect(data?.switchBack).toEqual({ ok: true, error: null });
    // Exactly as before the first switch: the type is back, the kept keys are gone.
    expect(accounts.stored('sa')).toEqual(own);
    expect(api.audited.at(-1)?.entry).toEqual({
      action: 'account.switchBack',
      outcome: 'ok',
      targetType: 'user',
      targetId: 'a-none',
      accountId: 'isp-0001',
      details: { name: 'Ohne Typ', email: 'admin.none@example.at', restoredType: 'noc' },
    });
    expect(api.logs.entries).toContainEqual(
      expect.objectContaining({ obj: expect.objectContaining({ audit: 'switchBack', actorUserId: 'sa', fromUserId: 'a-none' }) }),
    );
    expect((await api.run<Acting>(ACTING, { viewer: SUPERADMIN })).data?.viewer.actingAs).toBeNull();

    // A second switch back has nothing to restore.
    const before = accounts.updates.length;
    expect((await api.run<Back>(BACK, { viewer: SUPERADMIN })).data?.switchBack.ok).toBe(false);
    expect(accounts.updates.length).toBe(before);
  });

  it('removes keys the superadmin did not have before the switch', async () => {
    await accounts.metadata.update('sa', { type: null, accountid: null });
    await api.run(SWITCH, { viewer: SUPERADMIN, variables: { userId: 'a-pmo' } });
    expect(accounts.stored('sa')).toMatchObject({ type: 'pmo', accountid: 'pmo-0001' });
    await api.run(BACK, { viewer: SUPERADMIN });
    expect(accounts.stored('sa')).toEqual({ name: 'Verena Strasser', role: 'superadmin', userid: 'sa', language: 'en' });
  });

  it.each(['user', 'admin'] as const)('refuses a switch back to a %s with FORBIDDEN and shows them no acted-as account', async (role) => {
    const viewer = sessionUser({ userId: 'a-isp', role, type: 'isp' });
    const before = accounts.updates.length;
    const { data, errors } = await api.run(BACK, { viewer });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(accounts.updates.length).toBe(before);
    expect((await api.run<Acting>(ACTING, { viewer })).data?.viewer).toEqual({ canSwitchAccount: false, actingAs: null });
  });

  it('refuses a switch back without a session with UNAUTHENTICATED', async () => {
    expect((await api.run(BACK)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
