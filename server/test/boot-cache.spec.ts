/**
 * The boot cache through the real stack (server/src/graphql/boot-cache.ts, issue 20): the
 * web client's `PortalBoot` is answered again from the kept bytes, and every change the
 * answer depends on is seen on the very next request — a published rule version, the user's
 * metadata, the language, the outage banners — while each session keeps its own answer and
 * the session itself is checked before anything is served.
 */
import { readFileSync } from 'node:fs';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/lib/metrics';
import { movableClock, startPortal, type PortalUnderTest } from './portal';
import type { TestClient } from './http-client';
import { FEED, forgetFeed } from './support/outages';
import { draftFilesOf, editDraft } from './support/screen-files';

const persisted = JSON.parse(readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
const [BOOT_ID] = Object.entries(persisted).find(([, text]) => text.startsWith('query PortalBoot')) ?? [];
if (BOOT_ID === undefined) throw new Error('the web client has no PortalBoot');

interface Boot {
  data?: {
    viewer: {
      greeting: string;
      user: { userId: string; name: string | null; email: string | null; accountId: string | null; type: string };
      menu: Array<{ id: string; label: string }>;
      banners: Array<{ id: string; title: string }>;
      rulesVersion: string;
    } | null;
  };
  errors?: Array<{ message: string; path?: unknown[] }>;
}

/** `PortalBoot` as the browser sends it: the persisted id, no text. */
async function boot(client: TestClient) {
  const response = await client.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', rid: 'anti-csrf' },
    payload: JSON.stringify({ operationName: 'PortalBoot', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: BOOT_ID } } }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body, json: response.json() as Boot };
}

async function counted(result: 'hit' | 'miss' | 'kept'): Promise<number> {
  const metric = await registry.getSingleMetric('portal_boot_answers_total')?.get();
  return metric?.values.find((value) => value.labels['result'] === result)?.value ?? 0;
}

/** Boots until the answer is served kept (the first requests execute and keep it). */
async function bootUntilKept(client: TestClient) {
  for (let i = 0; i < 4; i++) {
    const hits = await counted('hit');
    const answer = await boot(client);
    if ((await counted('hit')) > hits) return answer;
  }
  throw new Error('the boot answer was never served from the cache');
}

describe('boot answers kept per session', () => {
  let portal: PortalUnderTest;
  let isp: TestClient;
  let isp2: TestClient;
  let pmo: TestClient;
  let superadmin: TestClient;
  // The upstream cache's clock: the outage feed's TTL passes without waiting.
  const clock = movableClock();

  beforeAll(async () => {
    // The feed fails at once when a test injects it ('fail'); every other read keeps a deadline a
    // loaded CI machine holds (startPortal's default of 400 ms is for the specs of deadlines).
    portal = await startPortal({ UPSTREAM_READ_TIMEOUT_MS: '30000' }, { cacheClock: clock.now });
    isp = await portal.signIn('user.isp');
    isp2 = await portal.signIn('user.isp2');
    pmo = await portal.signIn('user.pmo');
    superadmin = await portal.signIn('superadmin');
  }, 180_000);
  afterAll(async () => portal?.close());

  it('serves the same bytes and headers again without executing', async () => {
    const first = await boot(isp);
    const kept = await bootUntilKept(isp);
    expect(first.json.errors).toBeUndefined();
    expect(kept.status).toBe(200);
    expect(kept.body).toBe(first.body);
    for (const header of ['content-type', 'x-rules-version', 'cache-control']) expect(kept.headers[header]).toBe(first.headers[header]);
  });

  it("keeps each user's and each ISP's own answer", async () => {
    const users = [
      { client: isp, email: 'user.isp@example.at', accountId: 'isp-0001' },
      { client: isp2, email: 'user.isp2@example.at', accountId: 'isp-0002' },
      { client: pmo, email: 'user.pmo@example.at', type: 'pmo' },
    ];
    for (const { client } of users) await bootUntilKept(client);
    for (let round = 0; round < 2; round++) {
      for (const { client, email, accountId, type } of users) {
        const user = (await boot(client)).json.data?.viewer?.user;
        expect(user?.email).toBe(email);
        if (accountId !== undefined) expect(user?.accountId).toBe(accountId);
        if (type !== undefined) expect(user?.type).toBe(type);
      }
    }
  });

  it("shows a change of the user's name, type and language setting on the next request", async () => {
    const [client] = await portal.newUsers(1);
    const before = (await bootUntilKept(client!)).json.data!.viewer!;
    const { userId } = before.user;

    await UserMetadata.updateUserMetadata(userId, { name: 'Neu Benannt' });
    expect((await boot(client!)).json.data?.viewer?.user.name).toBe('Neu Benannt');

    await UserMetadata.updateUserMetadata(userId, { type: 'isp', accountid: 'isp-0002' });
    const asIsp = (await boot(client!)).json.data!.viewer!;
    expect(asIsp.user).toMatchObject({ type: 'isp', accountId: 'isp-0002' });
    expect(asIsp.menu).not.toEqual(before.menu);

    await bootUntilKept(client!);
    await UserMetadata.updateUserMetadata(userId, { language: 'en' });
    expect((await boot(client!)).json.data?.viewer?.greeting).toBe('Welcome to the ISP portal!');
  });

  it('answers in the language the browser asks for, each time', async () => {
    const [client] = await portal.newUsers(1);
    const greetings: string[] = [];
    for (const language of ['de', 'en', 'de', 'en']) {
      client!.acceptLanguage = language;
      await bootUntilKept(client!);
      greetings.push((await boot(client!)).json.data!.viewer!.greeting);
    }
    expect(greetings.map((greeting) => greeting.split(' ')[0])).toEqual(['Willkommen', 'Welcome', 'Willkommen', 'Welcome']);
  });

  it('shows a new outage banner once the feed is read again', async () => {
    await bootUntilKept(isp);
    const title = `Boot-Cache ${Date.now()}`;
    const start = new Date(Date.now() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const end = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const created = await portal.upstreamSend('POST', '/crm/outages', {
      cos_type: 181510001,
      cos_starttime: start,
      cos_endtime: end,
      cos_affectedaans: 'KRE01',
      cos_reason: 'Test des Boot-Caches',
      cos_name: title,
      cos_status: 181510001,
    });
    expect(created.status).toBe(201);
    // Within the feed's TTL the kept feed is served, with or without the boot cache.
    expect((await boot(isp)).json.data?.viewer?.banners.map((banner) => banner.title)).not.toContain(title);
    await forgetFeed(portal);
    expect((await boot(isp)).json.data?.viewer?.banners.map((banner) => banner.title)).toContain(title);
    expect((await bootUntilKept(isp)).json.data?.viewer?.banners.map((banner) => banner.title)).toContain(title);
  });

  it('serves the kept answer while a stale feed is read again, as the execution answers meanwhile', async () => {
    await forgetFeed(portal);
    const kept = await bootUntilKept(isp);
    // The feed's TTL (OUTAGE_CACHE_TTL_SEC, 30 s) passes: the copy is stale, and the next
    // request starts its refresh. Executed, the boot would answer the stale copy's banners.
    clock.advance(31_000);
    portal.upstream.calls.reset();
    const hits = await counted('hit');
    const whileStale = await boot(isp);
    expect(await counted('hit')).toBe(hits + 1);
    expect(whileStale.body).toBe(kept.body);
    await portal.services.upstream.cache.settled();
    expect(portal.upstream.calls.count(FEED)).toBe(1);
    // The copy read again holds the same banners: still kept.
    const afterRefresh = await boot(isp);
    expect(await counted('hit')).toBe(hits + 2);
    expect(afterRefresh.body).toBe(kept.body);
  });

  it('never keeps an answer with an error, and serves none after the error is gone', async () => {
    await forgetFeed(portal);
    portal.upstream.faults.set([{ pathPrefix: FEED, mode: 'fail' }]);
    const kept = await counted('kept');
    const failed = await boot(pmo);
    portal.upstream.faults.clear();
    expect(failed.json.errors?.[0]?.path).toEqual(['viewer', 'banners']);
    expect(await counted('kept')).toBe(kept);
    const after = await boot(pmo);
    expect(after.json.errors).toBeUndefined();
    expect(after.json.data?.viewer?.banners.length).toBeGreaterThan(0);
  });

  it('keeps nothing for a superadmin (the account acted as is read from the core)', async () => {
    const [hits, kept] = [await counted('hit'), await counted('kept')];
    for (let i = 0; i < 3; i++) expect((await boot(superadmin)).json.errors).toBeUndefined();
    expect([await counted('hit'), await counted('kept')]).toEqual([hits, kept]);
  });

  it('checks the session first: a deactivated user gets 403 and a signed-out one 401, though their answers were kept', async () => {
    const [deactivated, signedOut] = await portal.newUsers(2);
    await bootUntilKept(deactivated!);
    await bootUntilKept(signedOut!);
    const { userId } = (await boot(deactivated!)).json.data!.viewer!.user;
    await UserMetadata.updateUserMetadata(userId, { status: 'deactivated' });
    expect((await boot(deactivated!)).status).toBe(403);
    const access = signedOut!.cookies.get('sAccessToken')!;
    expect((await signedOut!.signOut()).statusCode).toBe(200);
    // The browser forgot its cookies; a stolen copy of the old access token is refused too.
    signedOut!.cookies.set('sAccessToken', access);
    expect((await boot(signedOut!)).status).toBe(401);
  });

  // Last: it changes the rules every later request is answered from.
  it('shows a published rule version on the next request', async () => {
    const before = (await bootUntilKept(pmo)).json.data!.viewer!;
    expect(before.menu.find((item) => item.id === 'ha-bau')?.label).toBe('HA-Bau');
    const live = await superadmin.graphql<{ ruleWorkbench: { live: { number: number } } }>('{ ruleWorkbench { live { number } } }');
    const draft = editDraft(
      await draftFilesOf(),
      'menu.yaml',
      'label: { de: HA-Bau, en: Connection construction }',
      'label: { de: Hausanschluss-Bau, en: House connection construction }',
    );
    const published = await superadmin.graphql<{ publishRules: { ok: boolean } }>(
      'mutation ($input: PublishRulesInput!) { publishRules(input: $input) { ok error { message } } }',
      { input: { draft: { baseVersion: live.data!.ruleWorkbench.live.number, files: draft }, comment: 'Boot-Cache', confirmedGuards: [] } },
    );
    expect(published.data?.publishRules.ok, JSON.stringify(published)).toBe(true);
    const after = (await boot(pmo)).json.data!.viewer!;
    expect(after.menu.find((item) => item.id === 'ha-bau')?.label).toBe('Hausanschluss-Bau');
    expect(after.rulesVersion).not.toBe(before.rulesVersion);
  });
});
