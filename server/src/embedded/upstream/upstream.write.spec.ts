import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CID_STATUS, CONNECTION_STATUS, ORDER_STATE, OUTAGE_STATUS, OUTAGE_TYPE } from './catalogues';
import { DEFAULT_ORDER_PROGRESS } from './index';
import { TINY_PNG, startTestUpstream } from '../../../test/support/embedded-upstream';
import type { TestUpstream } from '../../../test/support/embedded-upstream';

let t: TestUpstream;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(async () => {
  await t?.stop();
});

/** A CID nobody has ordered yet, with its location. */
async function freeCid(skip: number): Promise<{ cid: string; location: string }> {
  const filter = encodeURIComponent(`cos_status eq ${CID_STATUS.verfuegbar}`);
  const { body } = await t.get(`/crm/cids?$filter=${filter}&$top=1&$skip=${skip}&$orderby=cos_cid`);
  return { cid: body.value[0].cos_cid, location: body.value[0].cos_locationid };
}

const customer = {
  cos_customer_salutation: 'Frau',
  cos_customer_firstname: 'Anna',
  cos_customer_lastname: 'Gruber',
  cos_customer_birthdate: '1980-04-12',
  cos_customer_email: 'anna.gruber@example.at',
  cos_customer_phone: '+43 664 123 4567',
  cos_mainproductid: 'GF-500',
  cos_addonproductids: ['AO-VOIP'],
  cos_consent_terms: true,
  cos_consent_dataprocessing: true,
};

describe('tickets', () => {
  it('creates a ticket with the next number and adds a note that moves modifiedon', async () => {
    const cid = (await t.get("/crm/cids('CID-000001')")).body;
    const subject = (await t.get('/crm/subjects')).body.value.find((s: any) => s.title === 'Kein Internet');
    const created = await t.send('POST', '/crm/incidents', {
      title: 'Kein Signal am ONT',
      description: 'LOS-LED leuchtet rot',
      _subjectid_value: subject.subjectid,
      casetypecode: 2,
      cos_cid: 'CID-000001',
      cos_contactemail: 'support@example.at',
    });
    expect(created.status).toBe(201);
    expect(created.body.ticketnumber).toBe('CAS-105201');
    expect(created.body._customerid_value).toBe(cid.cos_accountid);
    expect(created.body['statuscode@OData.Community.Display.V1.FormattedValue']).toBe('In Bearbeitung');
    expect(created.headers.get('odata-entityid')).toContain(created.body.incidentid);

    t.clock.now += 5 * MINUTE;
    const note = await t.send('POST', '/crm/annotations', {
      'objectid_incident@odata.bind': `/incidents(${created.body.incidentid})`,
      notetext: 'Techniker ist informiert.',
      cos_author: 'NOC – Eva Huber',
    });
    expect(note.status).toBe(201);
    const ticket = await t.get(`/crm/incidents(ticketnumber='CAS-105201')`);
    expect(Date.parse(ticket.body.modifiedon)).toBe(t.clock.now);
    const notes = await t.get(`/crm/annotations?$filter=${encodeURIComponent(`_objectid_value eq ${created.body.incidentid}`)}`);
    expect(notes.body.value.map((n: any) => n.notetext)).toEqual(['Techniker ist informiert.']);

    // Notes written within one second stay in the order they were written.
    const texts = Array.from({ length: 8 }, (_, i) => `Notiz ${i + 1}`);
    const before = t.clock.now;
    for (const notetext of texts) {
      t.clock.now += 90;
      await t.send('POST', '/crm/annotations', {
        'objectid_incident@odata.bind': `/incidents(${created.body.incidentid})`,
        notetext,
        cos_author: 'NOC – Eva Huber',
      });
    }
    const ordered = await t.get(`/crm/annotations?$filter=${encodeURIComponent(`_objectid_value eq ${created.body.incidentid}`)}&$orderby=createdon asc`);
    expect(ordered.body.value.map((n: any) => n.notetext)).toEqual(['Techniker ist informiert.', ...texts]);
    t.clock.now = before + MINUTE; // back to whole seconds for the specs below
  });

  it('refuses a ticket for a CID of another account with a field error', async () => {
    const res = await t.send('POST', '/crm/incidents', {
      title: 'Fremde CID',
      _subjectid_value: (await t.get('/crm/subjects')).body.value[1].subjectid,
      casetypecode: 1,
      cos_cid: 'CID-000001',
      _customerid_value: (await t.get("/crm/cids('CID-000001')")).body.cos_accountid === 'isp-0001' ? 'isp-0002' : 'isp-0001',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.cos_cid).toMatch(/gehört nicht/);
  });

  it('names every invalid field at once and stores nothing', async () => {
    const before = (await t.get('/crm/incidents?$count=true&$top=0')).body['@odata.count'];
    const res = await t.send('POST', '/crm/incidents', { title: '', casetypecode: 99, cos_contactemail: 'kein-mail' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['_subjectid_value', 'casetypecode', 'cos_contactemail', 'title']);
    expect((await t.get('/crm/incidents?$count=true&$top=0')).body['@odata.count']).toBe(before);
  });

  it('resolves a ticket by status and records when', async () => {
    t.clock.now += MINUTE;
    const res = await t.send('PATCH', "/crm/incidents(ticketnumber='CAS-105201')", { statuscode: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statuscode: 5, statecode: 1 });
    expect(Date.parse(res.body.cos_resolvedon)).toBe(t.clock.now);
  });
});

describe('orders', () => {
  it('creates one order per idempotency key', async () => {
    const { cid } = await freeCid(0);
    const body = { cos_accountid: 'isp-0001', cos_cid: cid, ...customer };
    const first = await t.send('POST', '/crm/orders', body, { 'idempotency-key': 'form-123' });
    const second = await t.send('POST', '/crm/orders', { ...body, cos_customer_lastname: 'Anders' }, { 'idempotency-key': 'form-123' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.cos_orderid).toBe(first.body.cos_orderid);
    expect(second.body.cos_customer_lastname).toBe('Gruber');
    const count = await t.get(`/crm/orders?$filter=${encodeURIComponent(`cos_cid eq '${cid}'`)}&$count=true`);
    expect(count.body['@odata.count']).toBe(1);
    expect(first.body).toMatchObject({ cos_state: ORDER_STATE.draft, cos_statekey: 'draft', cos_addonproductids: 'AO-VOIP' });
  });

  it('creates one order when the same key arrives concurrently', async () => {
    const { cid } = await freeCid(1);
    const body = { cos_accountid: 'isp-0002', cos_cid: cid, cos_idempotencykey: 'race-1', ...customer };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.send('POST', '/crm/orders', body)));
    expect(new Set(results.map((r) => r.body.cos_orderid)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it('refuses a submission with missing fields (rule 2) and a second open order for a CID (rule 1)', async () => {
    const { cid } = await freeCid(2);
    const draft = await t.send('POST', '/crm/orders', { cos_accountid: 'isp-0001', cos_cid: cid, cos_idempotencykey: 'incomplete' });
    const missing = await t.send('POST', `/crm/orders(${draft.body.cos_orderid})/cos_submit`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ cos_customer_lastname: 'Feld ist nicht optional', cos_consent_terms: expect.any(String) });

    const submitted = await t.send('POST', '/crm/orders', {
      cos_accountid: 'isp-0002',
      cos_cid: cid,
      cos_idempotencykey: 'complete',
      cos_submit: true,
      ...customer,
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.cos_state).toBe(ORDER_STATE.submitted);
    await t.send('PATCH', `/crm/orders(${draft.body.cos_orderid})`, customer);
    const conflict = await t.send('POST', `/crm/orders(${draft.body.cos_orderid})/cos_submit`);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errors.general.message).toMatch(/keine Bestellung möglich|offene Bestellung/);
    expect(conflict.body.errors.general.details).toEqual(expect.any(String));
  });

  it('moves a signed order to in construction and connected as the clock passes', async () => {
    const { cid, location } = await freeCid(3);
    const order = await t.send('POST', '/crm/orders', {
      cos_accountid: 'isp-0001',
      cos_cid: cid,
      cos_idempotencykey: 'timeline',
      cos_submit: true,
      ...customer,
    });
    const id = order.body.cos_orderid;
    expect((await t.get(`/crm/cids('${cid}')`)).body).toMatchObject({ cos_status: CID_STATUS.bestellt, cos_accountid: 'isp-0001' });

    const signedAt = t.clock.now;
    const signed = await t.send('POST', `/crm/orders(${id})/cos_sign`, { cos_signername: 'Anna Gruber', cos_signatureimage: TINY_PNG });
    expect(signed.body).toMatchObject({ cos_statekey: 'signed', cos_signername: 'Anna Gruber' });
    const again = await t.send('POST', `/crm/orders(${id})/cos_sign`, { cos_signername: 'Anna Gruber', cos_signatureimage: TINY_PNG });
    expect(again.status).toBe(409);
    expect(again.body.errors.general.message).toMatch(/bereits unterschrieben/);

    t.clock.now = signedAt + DEFAULT_ORDER_PROGRESS.constructionAfterMs - 1000;
    expect((await t.get(`/crm/orders(${id})`)).body.cos_statekey).toBe('signed');

    t.clock.now = signedAt + DEFAULT_ORDER_PROGRESS.constructionAfterMs;
    const building = (await t.get(`/crm/orders(${id})`)).body;
    expect(building.cos_statekey).toBe('in_construction');
    expect(Date.parse(building.cos_constructionstartedon)).toBe(signedAt + DEFAULT_ORDER_PROGRESS.constructionAfterMs);
    expect((await t.get(`/crm/cids('${cid}')`)).body.cos_status).toBe(CID_STATUS.inHerstellung);
    expect((await t.get(`/pm/house-connections/${cid}`)).body.construction_state).toBe('tiefbau');

    // A clock far ahead: the step is stamped with when it fell due, not when it was seen.
    t.clock.now = signedAt + DEFAULT_ORDER_PROGRESS.connectedAfterMs + 3 * 24 * 60 * MINUTE;
    const done = (await t.get(`/crm/orders(${id})`)).body;
    expect(done.cos_statekey).toBe('connected');
    expect(Date.parse(done.cos_connectedon)).toBe(signedAt + DEFAULT_ORDER_PROGRESS.connectedAfterMs);
    const active = (await t.get(`/crm/cids('${cid}')`)).body;
    expect(active).toMatchObject({
      cos_status: CID_STATUS.aktiv,
      cos_accountid: 'isp-0001',
      cos_orderreference: done.cos_ordernumber,
      cos_mainproductid: 'GF-500',
    });
    expect(active.cos_ontserial).toMatch(/^ALCL[0-9A-F]{8}$/);
    const services = (await t.get(`/speed/service_states?cids=${cid}`)).body;
    expect(services.map((s: any) => [s.service, s.state])).toEqual([
      ['internet', 100],
      ['voip', 100],
    ]);
    const loc = (await t.get(`/crm/locations('${location}')`)).body;
    expect(loc.cos_accountids).toContain('isp-0001');
    expect(loc.cos_connectionstatus).toBe(CONNECTION_STATUS.angeschlossen);
  });

  it('cancels a submitted order and frees the CID again', async () => {
    const { cid } = await freeCid(5);
    const order = await t.send('POST', '/crm/orders', {
      cos_accountid: 'isp-0002',
      cos_cid: cid,
      cos_idempotencykey: 'cancel-me',
      cos_submit: true,
      ...customer,
    });
    const cancelled = await t.send('POST', `/crm/orders(cos_ordernumber='${order.body.cos_ordernumber}')/cos_cancel`, { cos_cancelreason: 'Kunde zieht um' });
    expect(cancelled.body).toMatchObject({ cos_statekey: 'cancelled', cos_cancelreason: 'Kunde zieht um' });
    expect((await t.get(`/crm/cids('${cid}')`)).body).toMatchObject({ cos_status: CID_STATUS.verfuegbar, cos_accountid: null });
    const edit = await t.send('PATCH', `/crm/orders(${order.body.cos_orderid})`, { cos_customer_firstname: 'Berta' });
    expect(edit.status).toBe(409);
  });

  it('refuses oversized or malformed signatures and unknown products', async () => {
    const { cid } = await freeCid(6);
    const order = await t.send('POST', '/crm/orders', { cos_accountid: 'isp-0001', cos_cid: cid, cos_idempotencykey: 'sig', cos_submit: true, ...customer });
    const bad = await t.send('POST', `/crm/orders(${order.body.cos_orderid})/cos_sign`, { cos_signername: 'X', cos_signatureimage: '<svg onload=alert(1)>' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.cos_signatureimage).toEqual(expect.any(String));
    const huge = await t.send('POST', `/crm/orders(${order.body.cos_orderid})/cos_sign`, {
      cos_signername: 'X',
      cos_signatureimage: `data:image/png;base64,${'A'.repeat(1_600_000)}`,
    });
    expect(huge.status).toBe(400);
    const product = await t.send('POST', '/crm/orders', { cos_accountid: 'isp-0001', cos_cid: cid, cos_idempotencykey: 'p', cos_mainproductid: 'GF-75' });
    expect(product.body.errors.cos_mainproductid).toEqual(expect.any(String));
  });
});

describe('ONT swap', () => {
  it('records who swapped which serial for which, and refuses bad serials', async () => {
    const before = (await t.get("/crm/cids('CID-000001')")).body.cos_ontserial;
    const bad = await t.send('POST', '/crm/ontswaps', { cos_cid: 'CID-000001', cos_newserial: 'ALCL12', cos_swappedby: 'Tech' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.cos_newserial).toMatch(/ALCL/);
    const swap = await t.send('POST', '/crm/ontswaps', {
      cos_cid: 'CID-000001',
      cos_newserial: 'ALCL0A0B0C0D',
      cos_oldserial: before,
      cos_swappedby: 'Eva Huber',
      cos_swappedbyaccountid: 'bau-0001',
    });
    expect(swap.status).toBe(201);
    expect(swap.body).toMatchObject({ cos_oldserial: before, cos_newserial: 'ALCL0A0B0C0D', cos_swappedby: 'Eva Huber' });
    expect((await t.get("/crm/cids('CID-000001')")).body.cos_ontserial).toBe('ALCL0A0B0C0D');
    const stale = await t.send('POST', '/crm/ontswaps', {
      cos_cid: 'CID-000001',
      cos_newserial: 'ALCL0A0B0C0E',
      cos_oldserial: before,
      cos_swappedby: 'Eva Huber',
    });
    expect(stale.status).toBe(409);
    const other = await t.get(`/crm/cids?$filter=${encodeURIComponent("cos_ontserial ne null and cos_cid ne 'CID-000001'")}&$top=1`);
    const dup = await t.send('POST', '/crm/ontswaps', { cos_cid: 'CID-000001', cos_newserial: other.body.value[0].cos_ontserial, cos_swappedby: 'Eva Huber' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.general.message).toMatch(/bereits einer anderen CID/);
    const history = await t.get(`/crm/ontswaps?$filter=${encodeURIComponent("cos_cid eq 'CID-000001'")}`);
    // Newest first: the swap just made heads the CID's history.
    expect(history.body.value[0]).toMatchObject({ cos_oldserial: before, cos_newserial: 'ALCL0A0B0C0D', cos_swappedbyaccountid: 'bau-0001' });
  });
});

describe('PAN acknowledgements and house connections', () => {
  it('stores a transition with who and when and keeps the history ordered', async () => {
    const pan = (await t.get('/pm/pans?ack_state=none&limit=1')).body.items[0].aan_pan;
    const by = { userid: 'u-1', name: 'Franz Huber', accountid: 'bau-0001', type: 'baufirma' };
    const first = await t.send('POST', `/pm/pans/${pan}/acknowledgements`, { state: 1, by, expected_state: null });
    expect(first.status).toBe(201);
    expect(first.body.pan.ack_state).toBe(1);
    expect(first.body.entry).toMatchObject({ from_state: null, state: 1, state_label: 'Freigabe beantragt', by });
    t.clock.now += MINUTE;
    await t.send('POST', `/pm/pans/${pan}/acknowledgements`, { state: 3, reason: 'Fotos fehlen', by: { userid: 'pm-1', name: 'Eva', type: 'pmo' } });
    const stale = await t.send('POST', `/pm/pans/${pan}/acknowledgements`, { state: 2, expected_state: 1, by });
    expect(stale.status).toBe(409);
    const history = (await t.get(`/pm/pans/${pan}/acknowledgements?scope=pan`)).body;
    expect(history.map((h: any) => [h.from_state, h.state])).toEqual([
      [null, 1],
      [1, 3],
    ]);
    expect(history[1].reason).toBe('Fotos fehlen');
    const invalid = await t.send('POST', `/pm/pans/${pan}/acknowledgements`, { state: 7, by: {} });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['by.name', 'by.userid', 'state']);
  });

  it('updates material codes only with codes of the right group', async () => {
    const wrong = await t.send('PUT', '/pm/house-connections/CID-000002/material', { cable: 21, rack: 10, colour: 22, by: 'Franz' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.cable).toMatch(/Gruppe 1/);
    const ok = await t.send('PUT', '/pm/house-connections/CID-000002/material', { cable: 2, rack: 10, colour: null, by: 'Franz Huber' });
    expect(ok.status).toBe(200);
    expect(ok.body.material).toMatchObject({ cable: 2, rack: 10, colour: null, documented_by: 'Franz Huber' });
    expect(Date.parse(ok.body.material.documented_at)).toBe(t.clock.now);
  });
});

describe('outages', () => {
  it('adds a Störung that appears in the feed while it runs', async () => {
    const start = new Date(t.clock.now - 10 * MINUTE).toISOString();
    const end = new Date(t.clock.now + 120 * MINUTE).toISOString();
    const created = await t.send('POST', '/crm/outages', {
      cos_type: OUTAGE_TYPE.stoerung,
      cos_starttime: start,
      cos_endtime: end,
      cos_status: OUTAGE_STATUS.eingeschraenkt,
      cos_affectedaans: 'KRE01, KRE02',
      cos_reason: 'Faserbruch',
    });
    expect(created.status).toBe(201);
    const feed = (await t.get('/crm/outagenotifications')).body.value;
    expect(feed.find((o: any) => o.cos_outagenotificationid === created.body.cos_outagenotificationid)).toMatchObject({
      cos_status: 181510002,
      cos_duration: 2.17,
    });
    t.clock.now += 3 * 60 * MINUTE;
    const later = (await t.get('/crm/outagenotifications')).body.value;
    expect(later.find((o: any) => o.cos_outagenotificationid === created.body.cos_outagenotificationid)).toBeUndefined();
    const history = await t.get(`/crm/outages(${created.body.cos_outagenotificationid})`);
    expect(history.body.cos_status).toBe(OUTAGE_STATUS.behoben);
  });
});

describe('persistence', () => {
  it('keeps writes and the ticket sequence across a restart', async () => {
    const before = await t.get("/crm/incidents(ticketnumber='CAS-105201')");
    await t.restart();
    const after = await t.get("/crm/incidents(ticketnumber='CAS-105201')");
    expect(after.body.incidentid).toBe(before.body.incidentid);
    expect(after.body.statuscode).toBe(5);
    expect((await t.get("/crm/cids('CID-000001')")).body.cos_ontserial).toBe('ALCL0A0B0C0D');
    const next = await t.send('POST', '/crm/incidents', {
      title: 'Nach Neustart',
      _subjectid_value: (await t.get('/crm/subjects')).body.value[1].subjectid,
      casetypecode: 1,
      _customerid_value: 'isp-0001',
    });
    expect(next.body.ticketnumber).toBe('CAS-105202');
  });
});
