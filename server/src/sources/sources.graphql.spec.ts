/**
 * Upstream failures as a browser meets them through GraphQL, driven by the embedded
 * upstream's fault injection: the error catalogue's rules 1–5 with internals masked and
 * the correlation id logged, one failing source beside working ones, a hanging source
 * with its deadline and breaker, 429 Retry-After, garbage, and a browser that goes away.
 */
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client';
import { eventually, FAST_UPSTREAM_SETTINGS } from '../../test/portal';
import type { PortalUnderTest } from '../../test/portal';
import { sharedPortal } from '../../test/shared-portal';

let portal: PortalUnderTest;
let client: TestClient;

/**
 * The file's upstream clients (its own, test/shared-portal.ts): FAST_UPSTREAM's breaker (opens after
 * 3 failures, cool-down 500 ms) with a read deadline a loaded CI machine keeps. Only the tests of the
 * deadline itself get FAST_UPSTREAM's 400 ms (`withFastDeadline`): with 400 ms everywhere, a working
 * source beside an injected fault ran out at load 12–16 and its field came back null with a second
 * error (CRM products in "one source down", CRM subjects in rule 5).
 */
const PATIENT_UPSTREAM_SETTINGS = { ...FAST_UPSTREAM_SETTINGS, UPSTREAM_READ_TIMEOUT_MS: 30_000 };

/**
 * The breaker's cool-down in the tests of the deadline: longer than FAST_UPSTREAM's 500 ms. The
 * breaker must still be open when the call after the third failure reaches it; at 500 ms a loaded
 * machine let the cool-down pass in between, and that call went out as the trial and ran into the
 * hang (TIMEOUT instead of UNAVAILABLE; CI on 0a45d15).
 */
const DEADLINE_COOLDOWN_MS = 3_000;

/** FAST_UPSTREAM's 400 ms read deadline for the tests of one describe block, then the file's settings again. */
function withFastDeadline() {
  beforeAll(() => portal.freshUpstreamSources({ settings: { ...FAST_UPSTREAM_SETTINGS, UPSTREAM_BREAKER_COOLDOWN_MS: DEADLINE_COOLDOWN_MS } }));
  afterAll(() => portal.freshUpstreamSources({ settings: PATIENT_UPSTREAM_SETTINGS }));
}

beforeAll(async () => {
  portal = await sharedPortal({ settings: PATIENT_UPSTREAM_SETTINGS });
  client = await portal.signIn('admin.pmo');
}, 180_000);

interface GraphQLErrorJson {
  message: string;
  path?: Array<string | number>;
  extensions: Record<string, unknown>;
}

async function ask(query: string) {
  const response = await client.graphql<{ reference: Record<string, unknown> | null; viewer?: Record<string, unknown> | null }>(query);
  return { ...response, errors: response.errors as GraphQLErrorJson[] | undefined, text: JSON.stringify(response) };
}

/**
 * Asks `query` after the breaker's cool-down (DEADLINE_COOLDOWN_MS) until it answers without errors, at most
 * three times, and returns how many asks that took (4: it never did).
 */
async function healthyAfterTries(query: string): Promise<number> {
  for (let tries = 1; tries <= 3; tries++) {
    if (tries > 1 || portal.services.upstream.stats().find((s) => s.system === 'speed')?.breaker !== 'closed') {
      await new Promise((resolve) => setTimeout(resolve, DEADLINE_COOLDOWN_MS + 50));
    }
    if ((await ask(query)).errors === undefined) return tries;
  }
  return 4;
}

const INTERNALS = [
  'NullReferenceException',
  'Cos.Crm.Plugins',
  '.cs:line',
  'crm-sql-02',
  'cos.internal',
  'sql=',
  'select * from',
  'Service.java',
  '10.1.2.3',
  hostname(),
];

function expectNoInternals(text: string) {
  for (const internal of INTERNALS) expect(text).not.toContain(internal);
  expect(text).not.toMatch(/\n\s+at /);
}

function expectLogged(correlationId: unknown, fields: Record<string, unknown>) {
  expect(typeof correlationId).toBe('string');
  expect(portal.logs.find((line) => line['correlationId'] === correlationId)).toMatchObject(fields);
}

describe('the error catalogue through GraphQL (SPEC.md §8)', () => {
  it('rule 1: errors.general gives code general with its message and details; internal details are dropped', async () => {
    portal.upstream.faults.set([
      {
        pathPrefix: '/pm/list-users',
        mode: 'fail',
        times: 1,
        body: { errors: { general: { message: 'Die Benutzerliste wird gerade neu aufgebaut', details: 'at Pm.Users.reload(Service.java:42) on 10.1.2.3' } } },
      },
    ]);
    const { data, errors, text } = await ask('{ reference { pmUsers { id } } }');
    expect(data?.reference).toEqual({ pmUsers: null });
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({
      message: 'Die Benutzerliste wird gerade neu aufgebaut',
      path: ['reference', 'pmUsers'],
      extensions: { code: 'UPSTREAM', catalogueCode: 'general', message: 'Die Benutzerliste wird gerade neu aufgebaut', details: null, rule: 1, source: 'pm' },
    });
    expectNoInternals(text);
    expectLogged(errors![0]!.extensions['correlationId'], { msg: 'upstream call failed', path: '/pm/list-users', masked: true });
  });

  it('rule 2: errors without general are shown as they are, as details', async () => {
    portal.upstream.faults.set([
      { pathPrefix: '/pm/crm/accounts/bau_main', mode: 'fail', times: 1, body: { errors: { accountid: 'Konto existiert nicht', type: 'Typ fehlt' } } },
    ]);
    const { errors } = await ask('{ reference { bauMainAccounts { accountId } } }');
    expect(errors![0]!.extensions).toMatchObject({
      code: 'UPSTREAM',
      catalogueCode: 'errors',
      rule: 2,
      details: { accountid: 'Konto existiert nicht', type: 'Typ fehlt' },
    });
    expect(errors![0]!.extensions['message']).toBe('Das Projektmanagement-System (pm) hat die Angaben abgelehnt. Bitte prüfen Sie die genannten Felder.');
  });

  it('rule 3: error gives its code; a crashing CRM plug-in shows no stack, host or SQL, only a correlation id that is in the log', async () => {
    portal.upstream.faults.set([{ pathPrefix: '/crm/subjects', mode: 'fail', times: 1 }]);
    const { errors, text } = await ask('{ reference { subjects { id } } }');
    const extensions = errors![0]!.extensions;
    expect(extensions).toMatchObject({ code: 'UPSTREAM', catalogueCode: '0x80040265', rule: 3, source: 'crm', details: null });
    expect(extensions['message']).toBe(
      `Das CRM hat einen internen Fehler gemeldet. Bitte versuchen Sie es später erneut; nennen Sie dem Support die Fehlernummer ${String(extensions['correlationId'])}.`,
    );
    expect(errors![0]!.message).toBe(extensions['message']);
    expectNoInternals(text);
    expectLogged(extensions['correlationId'], {
      status: 500,
      path: '/crm/subjects',
      rule: 3,
      masked: true,
      upstreamBody: expect.stringContaining('NullReferenceException'),
    });
  });

  it('rule 4: a flat code and message (speed)', async () => {
    portal.upstream.faults.set([
      {
        pathPrefix: '/intern/speed/hc_mat_patch_codes',
        mode: 'fail',
        times: 1,
        body: { code: 'SPEED_WARTUNG', message: 'speed wird gewartet, bitte in 10 Minuten erneut versuchen' },
      },
    ]);
    const { errors } = await ask('{ reference { materialCodes { id } } }');
    expect(errors![0]!.extensions).toMatchObject({
      code: 'UPSTREAM',
      catalogueCode: 'SPEED_WARTUNG',
      message: 'speed wird gewartet, bitte in 10 Minuten erneut versuchen',
      rule: 4,
      source: 'speed',
    });
  });

  it('rule 4: a refused input is BAD_USER_INPUT with the upstream code', async () => {
    portal.upstream.faults.set([
      { pathPrefix: '/crm/accounts/sca', mode: 'status', status: 400, times: 1, body: { error: { code: '0x80060888', message: 'Ungültige Abfrage' } } },
    ]);
    const { errors } = await ask('{ reference { scaAccounts { accountId } } }');
    expect(errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', catalogueCode: '0x80060888', message: 'Ungültige Abfrage', rule: 3 });
  });

  it('rule 5: an answer that is not JSON is UNBEKANNT, Unbekannter Fehler — and the portal keeps running', async () => {
    portal.upstream.faults.set([{ pathPrefix: '/speed/states', mode: 'garbage', times: 1 }]);
    const { status, data, errors, text } = await ask('{ reference { serviceStates { state } subjects { id } } }');
    expect(status).toBe(200);
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({
      message: 'Unbekannter Fehler',
      path: ['reference', 'serviceStates'],
      extensions: { code: 'UPSTREAM', catalogueCode: 'UNBEKANNT', message: 'Unbekannter Fehler', details: null, rule: 5, source: 'speed' },
    });
    expect(data?.reference?.['subjects']).not.toBeNull();
    expect(text).not.toContain('502 Bad Gateway');
    expect((await ask('{ reference { serviceStates { state } } }')).errors).toBeUndefined();
  });
});

describe('one source down', () => {
  it('answers the dashboard and the other sources, with an error per field of the failing one', async () => {
    portal.upstream.faults.set([{ pathPrefix: '/pm', mode: 'fail' }]);
    const { status, data, errors } = await ask(
      '{ viewer { greeting banners { id } } reference { scaProducts { id } incidentTypes { value } pmUsers { id } bauHaAccounts { accountId } } }',
    );
    portal.upstream.faults.clear();
    expect(status).toBe(200);
    expect(data?.viewer?.['greeting']).toBe('Willkommen im CID-Portal!');
    expect(data?.reference?.['scaProducts']).toEqual(expect.arrayContaining([{ id: 'GF-500' }]));
    expect(data?.reference?.['incidentTypes']).toHaveLength(5);
    expect(data?.reference).toMatchObject({ pmUsers: null, bauHaAccounts: null });
    expect(errors!.map((e) => [e.path?.join('.'), e.extensions['code'], e.extensions['source']]).sort()).toEqual([
      ['reference.bauHaAccounts', 'UPSTREAM', 'pm'],
      ['reference.pmUsers', 'UPSTREAM', 'pm'],
    ]);
  });
});

describe('a hanging source', () => {
  withFastDeadline();
  // Material codes: a list no earlier spec of this file loaded successfully, so nothing is cached.
  const SLOW = '{ reference { materialCodes { id } scaProducts { id } } }';
  const codeCalls = () => portal.upstream.calls.count('/intern/speed/hc_mat_patch_codes');

  it('ends at the read deadline, opens the breaker, then fails fast without calling, and recovers', async () => {
    // A fresh success on speed (the per-request product lookup is not cached) resets its failure count:
    // the breaker is closed (this file's upstream clients are its own, test/shared-portal.ts).
    // On a loaded machine that healthy call can itself run out of its 400 ms (CI on 3841dbc): it is asked
    // again after the cool-down, up to three times, so the test starts from a closed breaker either way.
    expect(await healthyAfterTries('{ reference { scaProducts { bcProduct { id } } } }')).toBeLessThanOrEqual(3);
    expect(portal.services.upstream.stats().find((s) => s.system === 'speed')?.breaker).toBe('closed');
    portal.upstream.faults.set([{ pathPrefix: '/intern/speed/hc_mat_patch_codes', mode: 'hang' }]);
    // The portal's own count of the calls it started (`attempts`), beside what reached the upstream:
    // on a loaded machine a call can run out of its 400 ms before its request arrives (CI of 6 Dec, load 15).
    const speed = () => portal.services.upstream.stats().find((s) => s.system === 'speed')!;
    const before = codeCalls();
    const attemptsBefore = speed().attempts;

    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const { data, errors } = await ask(SLOW);
      const elapsed = Date.now() - started;
      expect(errors?.[0]?.extensions).toMatchObject({ catalogueCode: 'TIMEOUT', rule: 4, source: 'speed' });
      expect(errors?.[0]?.extensions['message']).toBe('Das System speed antwortet nicht rechtzeitig. Bitte versuchen Sie es in einigen Minuten erneut.');
      // The CRM answers meanwhile.
      expect(data?.reference?.['scaProducts']).not.toBeNull();
      expect(elapsed).toBeGreaterThanOrEqual(390);
      expect(elapsed).toBeLessThan(2_000);
    }
    expect(speed().attempts - attemptsBefore).toBe(3);
    expect(codeCalls() - before).toBeLessThanOrEqual(3);
    expect(speed().breaker).toBe('open');
    const calledBeforeOpen = codeCalls();

    const started = performance.now();
    const { errors } = await ask(SLOW);
    const failFastMs = performance.now() - started;
    expect(errors?.[0]?.extensions).toMatchObject({ catalogueCode: 'UNAVAILABLE', rule: 4 });
    // Without a call (the counts stand still) and without waiting for the 400 ms read deadline.
    expect(speed().attempts - attemptsBefore).toBe(3);
    expect(codeCalls()).toBe(calledBeforeOpen);
    expect(failFastMs).toBeLessThan(390);

    portal.upstream.faults.clear();
    // One trial call per cool-down: a trial that a loaded machine lets run out opens the breaker again.
    const tries = await healthyAfterTries(SLOW);
    expect(tries).toBeLessThanOrEqual(3);
    // Each try calls speed unless an earlier one got its list (cached) while the CRM ran out.
    expect(speed().attempts - attemptsBefore).toBeGreaterThanOrEqual(4);
    expect(speed().attempts - attemptsBefore).toBeLessThanOrEqual(3 + tries);
    expect(codeCalls() - calledBeforeOpen).toBeGreaterThanOrEqual(1);
    expect(codeCalls() - calledBeforeOpen).toBeLessThanOrEqual(tries);
    expect(speed().breaker).toBe('closed');
  }, 60_000);
});

describe('429 Retry-After', () => {
  it('is honoured: the list arrives after the wait the CRM asked for, with one retry', async () => {
    portal.upstream.faults.set([{ pathPrefix: '/crm/incidentstatuscodes', mode: 'status', status: 429, delayMs: 1_000, times: 1 }]);
    const started = Date.now();
    const { errors, data } = await ask('{ reference { incidentStatuses { title } } }');
    expect(errors).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect((data?.reference?.['incidentStatuses'] as unknown[]).length).toBe(8);
    expect(portal.upstream.calls.log().filter((call) => call.path === '/crm/incidentstatuscodes')).toHaveLength(2);
  });
});

describe('a browser that goes away', () => {
  // The file's 30 s read deadline, not the 400 ms one: a call that ends within the wait below
  // was ended by the abort, whatever the machine's load (a bound of 200 ms after the abort
  // failed at load 15, CI of 6 Dec). The log line names the reason ('aborted', not 'timeout').
  it('aborts its upstream calls at once', async () => {
    const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    portal.upstream.faults.set([{ pathPrefix: '/speed/bc_products', mode: 'hang' }]);
    const speed = () => portal.services.upstream.stats().find((s) => s.system === 'speed')!;
    const before = portal.upstream.calls.count('/speed/bc_products');
    const cookie = [...client.cookies.entries()].map(([name, c]) => `${name}=${c.value}`).join('; ');
    const controller = new AbortController();
    const request = fetch(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', rid: 'anti-csrf', cookie, 'x-client-url': 'http://localhost:3000/' },
      body: JSON.stringify({ query: '{ reference { scaProducts { bcProduct { id } } } }' }),
      signal: controller.signal,
    }).catch((error: unknown) => error);

    await eventually(() => speed().inFlight === 1);
    controller.abort();
    await request;
    // Long before the 30 s read deadline would have ended it.
    await eventually(() => speed().inFlight === 0, 10_000);
    expect(portal.upstream.calls.count('/speed/bc_products') - before).toBe(1);
    expect(portal.logs.some((line) => line.msg === 'upstream call abandoned: the browser went away')).toBe(true);
    portal.upstream.faults.clear();
  });
});
