import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CID_STATUS, OUTAGE_STATUS, OUTAGE_TYPE } from './catalogues';
import { FORMATTED } from './crm-entities';
import { startTestUpstream } from '../../../test/support/embedded-upstream';
import type { TestUpstream } from '../../../test/support/embedded-upstream';

let t: TestUpstream;

beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(async () => {
  await t?.stop();
});

describe('SPEC section 7 paths in their shapes', () => {
  it('serves the outage feed as a value list with cos_ fields and formatted values', async () => {
    const { status, body } = await t.get('/crm/outagenotifications');
    expect(status).toBe(200);
    expect(body.value.length).toBeGreaterThan(0);
    for (const o of body.value) {
      expect(Object.keys(o)).toEqual(
        expect.arrayContaining(['cos_type', 'cos_starttime', 'cos_endtime', 'cos_duration', 'cos_status', 'cos_affectedaans', 'cos_reason']),
      );
      expect(['Wartung', 'Störung']).toContain(o[`cos_type${FORMATTED}`]);
      expect(o[`cos_starttime${FORMATTED}`]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      expect(typeof o.cos_duration).toBe('number');
      // The feed holds what is running or announced, nothing that has ended.
      expect(Date.parse(o.cos_endtime)).toBeGreaterThan(t.clock.now);
      expect(o.cos_status).not.toBe(OUTAGE_STATUS.abgesagt);
    }
  });

  it('shows a Störung as running with its stored status and a future maintenance as planned', async () => {
    const { body } = await t.get('/crm/outagenotifications');
    for (const o of body.value) {
      if (Date.parse(o.cos_starttime) > t.clock.now) expect(o.cos_status).toBe(OUTAGE_STATUS.geplant);
      else expect([OUTAGE_STATUS.aktiv, OUTAGE_STATUS.eingeschraenkt]).toContain(o.cos_status);
      // Störungen are never known before they start.
      if (o.cos_type === OUTAGE_TYPE.stoerung) expect(Date.parse(o.cos_starttime)).toBeLessThanOrEqual(t.clock.now);
    }
  });

  it('shows every banner colour on the day the portal starts: a red and a yellow Störung, a started and an announced Wartung', async () => {
    const { body } = await t.get('/crm/outagenotifications');
    const now = t.clock.now;
    const started = (o: any) => Date.parse(o.cos_starttime) <= now;
    const stoerungen = body.value.filter((o: any) => o.cos_type === OUTAGE_TYPE.stoerung);
    const wartungen = body.value.filter((o: any) => o.cos_type === OUTAGE_TYPE.wartung);
    expect(stoerungen.some((o: any) => o.cos_status === OUTAGE_STATUS.aktiv)).toBe(true);
    expect(stoerungen.some((o: any) => o.cos_status === OUTAGE_STATUS.eingeschraenkt)).toBe(true);
    expect(wartungen.some(started)).toBe(true);
    expect(wartungen.some((o: any) => !started(o) && o.cos_status === OUTAGE_STATUS.geplant)).toBe(true);
    // Placed once per day: a restart on the same day adds none.
    await t.restart();
    expect((await t.get('/crm/outagenotifications')).body.value.length).toBe(body.value.length);
  });

  it('serves SCA products with Main and Add On, and only portal products for p=true', async () => {
    const portal = await t.get('/crm/scaproducts?p=true');
    const all = await t.get('/crm/scaproducts');
    expect(portal.body.value.length).toBeLessThan(all.body.value.length);
    expect(new Set(portal.body.value.map((p: any) => p[`cos_producttype${FORMATTED}`]))).toEqual(new Set(['Main', 'Add On']));
    for (const p of portal.body.value) {
      expect(p.cos_productid).toEqual(expect.any(String));
      expect(p.cos_portalvisible).toBe(true);
    }
  });

  it('serves bc products with a mix of audience states', async () => {
    const { body } = await t.get('/speed/bc_products');
    expect(Array.isArray(body)).toBe(true);
    for (const p of body) expect(Object.keys(p).sort()).toEqual(['name', 'productid', 'state_cc', 'state_isp', 'state_sa']);
    const states = new Set(body.flatMap((p: any) => [p.state_sa, p.state_cc, p.state_isp]));
    expect(states.has(100)).toBe(true);
    expect(states.size).toBeGreaterThan(2);
    expect(body.some((p: any) => p.state_isp === 100 && p.state_cc !== 100)).toBe(true);
  });

  it('serves subjects as a value list', async () => {
    const { body } = await t.get('/crm/subjects');
    expect(body.value.length).toBeGreaterThan(5);
    for (const s of body.value) expect(s).toMatchObject({ subjectid: expect.any(String), title: expect.any(String) });
  });

  it('serves incident types as option-set metadata', async () => {
    const { body } = await t.get('/crm/incidenttypes');
    expect(body.Options.length).toBeGreaterThan(2);
    for (const o of body.Options) {
      expect(o.Value).toEqual(expect.any(Number));
      expect(o.Label.UserLocalizedLabel.Label).toEqual(expect.any(String));
    }
  });

  it("serves incident status codes with 'Problem behoben' not in last position", async () => {
    const { body } = await t.get('/crm/incidentstatuscodes');
    const labels = body.value[0].OptionSet.Options.map((o: any) => o.Label.UserLocalizedLabel.Label);
    expect(labels).toContain('Problem behoben');
    expect(labels.at(-1)).not.toBe('Problem behoben');
  });

  it('serves service states and material codes with some empty names in groups 2 and 3', async () => {
    const states = await t.get('/speed/states');
    for (const s of states.body) expect(s).toMatchObject({ service: expect.any(String), state: expect.any(Number) });
    const codes = await t.get('/intern/speed/hc_mat_patch_codes');
    expect(new Set(codes.body.map((c: any) => c.c_grp))).toEqual(new Set([1, 2, 3]));
    const nullGroups = new Set(codes.body.filter((c: any) => c.c_name === null).map((c: any) => c.c_grp));
    expect(nullGroups).toEqual(new Set([2, 3]));
  });

  it('serves pm users and the construction-firm accounts', async () => {
    const users = await t.get('/pm/list-users');
    expect(users.body.length).toBeGreaterThan(3);
    for (const u of users.body) expect(u).toMatchObject({ id: expect.any(String), metadata: { accountid: expect.any(String) } });
    const main = await t.get('/pm/crm/accounts/bau_main');
    const ha = await t.get('/pm/crm/accounts/bau_ha');
    expect(main.body.map((a: any) => a.accountid)).toContain('baumain-0001');
    expect(ha.body.map((a: any) => a.accountid)).toEqual(expect.arrayContaining(['bau-0001', 'bau-0002']));
    for (const a of [...main.body, ...ha.body]) expect(Object.keys(a).sort()).toEqual(['accountid', 'name']);
  });

  it('serves ISP and SCA accounts as value lists', async () => {
    const isp = await t.get('/crm/accounts/isp');
    const sca = await t.get('/crm/accounts/sca');
    expect(isp.body.value.map((a: any) => a.accountid)).toEqual(expect.arrayContaining(['isp-0001', 'isp-0002']));
    expect(sca.body.value.length).toBeGreaterThan(1);
    for (const a of [...isp.body.value, ...sca.body.value]) expect(a).toMatchObject({ accountid: expect.any(String), name: expect.any(String) });
    expect(isp.body.value.every((a: any) => a.cos_accounttype === 'isp')).toBe(true);
  });
});

describe('domain data through OData', () => {
  it.each([
    ['/crm/locations', 20_000],
    ['/crm/cids', 15_000],
    ['/crm/incidents', 5_000],
    ['/crm/outages', 200],
  ])('%s counts at least %i rows', async (path, minimum) => {
    const { body } = await t.get(`${path}?$top=1&$count=true`);
    expect(body['@odata.count']).toBeGreaterThanOrEqual(minimum);
    expect(body.value).toHaveLength(1);
  });

  it('filters, sorts and pages CIDs', async () => {
    const filter = encodeURIComponent(`cos_accountid eq 'isp-0002' and cos_status eq ${CID_STATUS.aktiv}`);
    const page1 = await t.get(`/crm/cids?$filter=${filter}&$orderby=cos_connectedon desc&$top=5&$count=true`);
    const page2 = await t.get(`/crm/cids?$filter=${filter}&$orderby=cos_connectedon desc&$top=5&$skip=5`);
    expect(page1.body.value).toHaveLength(5);
    const rows = [...page1.body.value, ...page2.body.value];
    expect(new Set(rows.map((c: any) => c.cos_cid)).size).toBe(10);
    for (const c of rows) expect(c).toMatchObject({ cos_accountid: 'isp-0002', cos_status: CID_STATUS.aktiv });
    const dates = rows.map((c: any) => c.cos_connectedon);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page1.body['@odata.count']).toBeGreaterThan(1000);
  });

  it('looks up many CIDs in one call with an in filter', async () => {
    const ids = ['CID-000003', 'CID-000010', 'CID-012345', 'CID-999999'];
    const { body } = await t.get(`/crm/cids?$filter=${encodeURIComponent(`cos_cid in (${ids.map((i) => `'${i}'`).join(',')})`)}`);
    expect(body.value.map((c: any) => c.cos_cid).sort()).toEqual(['CID-000003', 'CID-000010', 'CID-012345']);
  });

  it('finds locations of an ISP through the collection filter and searches addresses', async () => {
    const mine = await t.get(`/crm/locations?$filter=${encodeURIComponent("cos_accountids/any(a: a eq 'isp-0001')")}&$top=50`);
    expect(mine.body.value.length).toBe(50);
    for (const l of mine.body.value) expect(l.cos_accountids).toContain('isp-0001');
    const search = await t.get(`/crm/locations?$filter=${encodeURIComponent("startswith(cos_street,'haupt') and cos_postcode eq '3500'")}&$top=20`);
    expect(search.body.value.length).toBeGreaterThan(0);
    for (const l of search.body.value) {
      expect(l.cos_street.toLowerCase().startsWith('haupt')).toBe(true);
      expect(l.cos_place).toBe('Krems an der Donau');
    }
  });

  it('reads single entities by key and alternate key, with $select', async () => {
    const cid = await t.get("/crm/cids('CID-000001')");
    expect(cid.status).toBe(200);
    expect(cid.body.cos_cid).toBe('CID-000001');
    expect(cid.body['@odata.context']).toMatch(/\$entity$/);
    const ticket = await t.get("/crm/incidents(ticketnumber='CAS-100001')?$select=title,ticketnumber");
    expect(
      Object.keys(ticket.body)
        .filter((k) => !k.startsWith('@'))
        .sort(),
    ).toEqual(['incidentid', 'ticketnumber', 'title']);
    const byId = await t.get(`/crm/incidents(${ticket.body.incidentid})`);
    expect(byId.body.ticketnumber).toBe('CAS-100001');
  });

  it('gives notes of many tickets in one call, oldest first', async () => {
    const tickets = await t.get('/crm/incidents?$top=20&$select=incidentid');
    const ids = tickets.body.value.map((x: any) => `'${x.incidentid}'`).join(',');
    const notes = await t.get(`/crm/annotations?$filter=${encodeURIComponent(`_objectid_value in (${ids})`)}`);
    expect(notes.body.value.length).toBeGreaterThan(5);
    const times = notes.body.value.map((n: any) => n.createdon);
    expect(times).toEqual([...times].sort());
  });

  it('pages large results with @odata.nextLink', async () => {
    const first = await t.get('/crm/locations?$select=cos_locationid', { prefer: 'odata.maxpagesize=1000' });
    expect(first.body.value).toHaveLength(1000);
    expect(first.headers.get('preference-applied')).toBe('odata.maxpagesize=1000');
    const next = new URL(first.body['@odata.nextLink']);
    const second = await t.get(`${next.pathname}${next.search}`, { prefer: 'odata.maxpagesize=1000' });
    expect(second.body.value[0].cos_locationid > first.body.value[999].cos_locationid).toBe(true);
  });

  it('lists release notes per audience, newest first', async () => {
    for (const audience of ['isp', 'sca']) {
      const { body } = await t.get(`/crm/releasenotes?$filter=${encodeURIComponent(`cos_audience eq '${audience}'`)}`);
      expect(body.value.length).toBeGreaterThan(3);
      const dates = body.value.map((r: any) => r.cos_releasedate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.value[0].cos_notes).toMatch(/^#/m);
    }
  });

  it('filters the outage history by kind, AAN and time', async () => {
    const filter = encodeURIComponent(`cos_type eq ${OUTAGE_TYPE.wartung} and contains(cos_affectedaans,'LNZ') and cos_starttime lt 2026-06-01T00:00:00Z`);
    const { body } = await t.get(`/crm/outages?$filter=${filter}`);
    expect(body.value.length).toBeGreaterThan(0);
    for (const o of body.value) {
      expect(o.cos_type).toBe(OUTAGE_TYPE.wartung);
      expect(o.cos_affectedaans).toContain('LNZ');
      expect([OUTAGE_STATUS.abgeschlossen, OUTAGE_STATUS.abgesagt]).toContain(o.cos_status);
    }
  });
});

describe('pm and speed lists', () => {
  it('lists PANs of a construction firm with counts', async () => {
    const { body } = await t.get('/pm/pans?accountid=bau-0001&limit=500');
    expect(body.total).toBeGreaterThan(20);
    for (const p of body.items) {
      expect(p.bau_ha_accountids.includes('bau-0001') || p.bau_main_accountid === 'bau-0001').toBe(true);
      expect(p.hc_completed).toBeLessThanOrEqual(p.hc_total);
      expect(p.aan_pan).toMatch(/^[A-Z]{3}\d{2}-P\d{2}$/);
    }
  });

  it('sorts PANs by completion share and filters by acknowledgement state', async () => {
    const sorted = await t.get('/pm/pans?sort=-hc_completed_share&limit=20');
    const shares = sorted.body.items.map((p: any) => p.hc_completed_share);
    expect(shares).toEqual([...shares].sort((a: number, b: number) => b - a));
    const none = await t.get('/pm/pans?ack_state=none&limit=1000');
    const some = await t.get('/pm/pans?ack_state=1,2,3,4&limit=1000');
    expect(none.body.total + some.body.total).toBe(sorted.body.total);
    expect(none.body.items.every((p: any) => p.ack_state === null)).toBe(true);
  });

  it('batches house connections and service states by CID list', async () => {
    const hc = await t.get('/pm/house-connections?cids=CID-000001,CID-000002,CID-000003');
    expect(hc.body.items.map((h: any) => h.cid)).toEqual(['CID-000001', 'CID-000002', 'CID-000003']);
    expect(hc.body.items[0]).toMatchObject({ material: { cable: expect.anything() }, address: { street: expect.any(String) } });
    const states = await t.get('/speed/service_states?cids=CID-000001,CID-000002');
    expect(new Set(states.body.map((s: any) => s.cid))).toEqual(new Set(['CID-000001', 'CID-000002']));
  });
});

describe('errors in the style of each system', () => {
  it.each([
    ['CRM bad $filter (rule 3)', '/crm/cids?$filter=cos_cid eq 5', 400, (b: any) => b.error.code === '0x80060888'],
    ['CRM unknown entity id (rule 3)', "/crm/cids('CID-999999')", 404, (b: any) => /Does Not Exist/.test(b.error.message)],
    ['CRM unknown path (rule 3)', '/crm/nothing', 404, (b: any) => typeof b.error.message === 'string'],
    ['pm unknown PAN (rule 1)', '/pm/pans/XXX99-P99', 404, (b: any) => b.errors.general.message === 'Nicht gefunden'],
    ['pm bad limit (rule 2)', '/pm/pans?limit=abc', 400, (b: any) => typeof b.errors.limit === 'string'],
    ['pm unknown sort field (rule 2)', '/pm/pans?sort=password', 400, (b: any) => /Sortierfeld/.test(b.errors.sort)],
    ['speed missing cids (rule 4)', '/speed/service_states', 400, (b: any) => b.code === 'BAD_REQUEST' && typeof b.message === 'string'],
  ])('%s', async (_name, path, status, check) => {
    const res = await t.get(path);
    expect(res.status).toBe(status);
    expect(check(res.body)).toBe(true);
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await t.send('DELETE', '/crm/incidents');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
  });
});

describe('call counting', () => {
  it('counts every request per path prefix and logs method, path and query', async () => {
    t.upstream.calls.reset();
    await t.get('/crm/subjects');
    await t.get('/crm/subjects?$top=1', { 'x-client-url': 'https://portal.example.at/tickets' });
    await t.get('/speed/states');
    await t.get('/crm/nothing');
    expect(t.upstream.calls.count('/crm/subjects')).toBe(2);
    expect(t.upstream.calls.count('/crm')).toBe(3);
    expect(t.upstream.calls.count()).toBe(4);
    expect(t.upstream.calls.log().slice(0, 2)).toEqual([
      { method: 'GET', path: '/crm/subjects', query: '', clientUrl: null, ms: expect.any(Number) },
      { method: 'GET', path: '/crm/subjects', query: '$top=1', clientUrl: 'https://portal.example.at/tickets', ms: expect.any(Number) },
    ]);
    t.upstream.calls.reset();
    expect(t.upstream.calls.count()).toBe(0);
  });
});
