import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CID_STATUS, ORDER_STATE } from './catalogues';
import { PROTECTED_CIDS } from './activity';
import { DAY } from './time';
import { startTestUpstream, TEST_NOW } from '../../../test/support/embedded-upstream';
import type { TestUpstream } from '../../../test/support/embedded-upstream';
import { FEMALE_FIRST_NAMES } from './wordlists';

/**
 * The demo activity after the seed (activity.ts): tickets, orders and connections up to
 * "today", so every reporting month, the current one included, has data; the same rows for
 * the same pinned today, whatever the clock says.
 */
let byClock: TestUpstream;
let pinned: TestUpstream;

beforeAll(async () => {
  // One follows its clock (today = TEST_NOW); the other runs ten days later with today pinned to TEST_NOW.
  [byClock, pinned] = await Promise.all([
    startTestUpstream({ demoToday: undefined, isolation: 'in-process' }),
    startTestUpstream({ demoToday: TEST_NOW, isolation: 'in-process' }),
  ]);
  pinned.clock.now = TEST_NOW + 10 * DAY;
}, 180_000);
afterAll(async () => {
  await Promise.all([byClock?.stop(), pinned?.stop()]);
});

const AFTER_SEED = '2026-11-01T00:00:00Z';
const count = async (t: TestUpstream, path: string, filter: string) => {
  const { status, body } = await t.get(`${path}?$count=true&$top=1&$filter=${encodeURIComponent(filter)}`);
  expect(status).toBe(200);
  return body['@odata.count'] as number;
};
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('demo activity up to today', () => {
  it('fills the current month and the current week with tickets, orders and connections, and nothing after today', async () => {
    const weekAgo = iso(TEST_NOW - 7 * DAY);
    const now = iso(TEST_NOW);
    const figures = {
      ticketsMonth: await count(byClock, '/crm/incidents', `createdon ge ${AFTER_SEED}`),
      ticketsWeek: await count(byClock, '/crm/incidents', `createdon ge ${weekAgo}`),
      resolvedMonth: await count(byClock, '/crm/incidents', `cos_resolvedon ge ${AFTER_SEED}`),
      ordersMonth: await count(byClock, '/crm/orders', `createdon ge ${AFTER_SEED}`),
      ordersWeek: await count(byClock, '/crm/orders', `createdon ge ${weekAgo}`),
      connectedMonth: await count(byClock, '/crm/cids', `cos_connectedon ge ${AFTER_SEED}`),
      connectedWeek: await count(byClock, '/crm/cids', `cos_connectedon ge ${weekAgo}`),
    };
    console.info(`activity up to ${now}: ${JSON.stringify(figures)}`);
    // 21 days and 9 hours after the seed: about 26 tickets, 4.5 new orders and 20 connections (of orders placed weeks before) a day.
    expect(figures.ticketsMonth).toBeGreaterThan(400);
    expect(figures.ticketsWeek).toBeGreaterThan(120);
    expect(figures.resolvedMonth).toBeGreaterThan(100);
    expect(figures.ordersMonth).toBeGreaterThan(80);
    expect(figures.ordersWeek).toBeGreaterThan(20);
    expect(figures.connectedMonth).toBeGreaterThan(250);
    expect(figures.connectedWeek).toBeGreaterThan(80);
    for (const [path, field] of [
      ['/crm/incidents', 'createdon'],
      ['/crm/orders', 'createdon'],
      ['/crm/cids', 'cos_connectedon'],
      ['/crm/annotations', 'createdon'],
    ] as const) {
      expect(await count(byClock, path, `${field} gt ${now}`)).toBe(0);
    }
  });

  it('writes the same rows for the same pinned today, whatever the clock says', async () => {
    const rows = async (t: TestUpstream) => {
      const tickets = await t.get(
        `/crm/incidents?$filter=${encodeURIComponent(`createdon ge ${AFTER_SEED}`)}&$orderby=ticketnumber&$select=ticketnumber,createdon,statuscode,cos_cid,_customerid_value,cos_resolvedon&$top=5000`,
      );
      const orders = await t.get(
        `/crm/orders?$filter=${encodeURIComponent(`createdon ge ${AFTER_SEED} or cos_connectedon ge ${AFTER_SEED}`)}&$orderby=cos_ordernumber&$select=cos_ordernumber,cos_cid,cos_state,cos_accountid,createdon,cos_connectedon&$top=5000`,
      );
      return { tickets: tickets.body.value, orders: orders.body.value };
    };
    const [a, b] = await Promise.all([rows(byClock), rows(pinned)]);
    expect(a.tickets.length).toBeGreaterThan(400);
    expect(b).toEqual(a);
    // Ten days on, the pinned one still ends at its today.
    expect(await count(pinned, '/crm/incidents', `createdon gt ${iso(TEST_NOW)}`)).toBe(0);
  });

  it('keeps the data consistent: connected orders made their CID active, open ones reserve it, names fit salutations', async () => {
    const { body } = await byClock.get(
      `/crm/orders?$filter=${encodeURIComponent(`createdon ge ${AFTER_SEED} or cos_connectedon ge ${AFTER_SEED}`)}&$top=5000&$select=cos_ordernumber,cos_cid,cos_state,cos_accountid,cos_connectedon,cos_customer_salutation,cos_customer_firstname`,
    );
    const orders = body.value as Array<Record<string, any>>;
    const connected = orders.filter((o) => o.cos_state === ORDER_STATE.connected);
    const open = orders.filter((o) => o.cos_state === ORDER_STATE.submitted || o.cos_state === ORDER_STATE.signed);
    expect(connected.length).toBeGreaterThan(250);
    expect(open.length).toBeGreaterThan(20);
    for (const order of [...connected.slice(0, 40), ...open.slice(0, 40)]) {
      const cid = (await byClock.get(`/crm/cids('${order.cos_cid}')`)).body;
      expect(cid.cos_accountid).toBe(order.cos_accountid);
      expect(cid.cos_orderreference).toBe(order.cos_ordernumber);
      if (order.cos_state === ORDER_STATE.connected) {
        expect(cid.cos_status).toBe(CID_STATUS.aktiv);
        expect(cid.cos_connectedon).toBe(order.cos_connectedon);
        expect(cid.cos_ontserial).toMatch(/^ALCL[0-9A-F]{8}$/);
      } else {
        expect(cid.cos_status).toBe(CID_STATUS.bestellt);
      }
    }
    for (const order of orders) {
      expect(Number(order.cos_cid.slice(4))).toBeGreaterThan(PROTECTED_CIDS);
      expect(order.cos_accountid).not.toBe('isp-0009');
      expect(order.cos_customer_salutation).toBe(FEMALE_FIRST_NAMES.has(order.cos_customer_firstname) ? 'Frau' : 'Herr');
    }
    // The CIDs the specs name and the new ISP without data keep what the seed gave them.
    expect(await count(byClock, '/crm/incidents', `createdon ge ${AFTER_SEED} and _customerid_value eq 'isp-0009'`)).toBe(0);
    expect(await count(byClock, '/crm/incidents', `createdon ge ${AFTER_SEED} and cos_cid le 'CID-000200'`)).toBe(0);
  });

  it('adds only what the clock passed since, after a restart on a later day', async () => {
    const before = await count(byClock, '/crm/incidents', `createdon ge ${AFTER_SEED}`);
    byClock.clock.now = TEST_NOW + 2 * DAY;
    await byClock.restart();
    const after = await count(byClock, '/crm/incidents', `createdon ge ${AFTER_SEED}`);
    expect(after - before).toBeGreaterThan(30);
    expect(after - before).toBeLessThan(70);
    const numbers = (
      await byClock.get(`/crm/incidents?$filter=${encodeURIComponent(`createdon ge ${AFTER_SEED}`)}&$select=ticketnumber&$top=5000`)
    ).body.value.map((row: { ticketnumber: string }) => row.ticketnumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
