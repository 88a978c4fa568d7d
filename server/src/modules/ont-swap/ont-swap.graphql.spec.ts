/**
 * 'CID/ONT-Tausch' through the portal's GraphQL API with the embedded upstream over HTTP:
 * the serial's format (German messages, nothing sent upstream), the CRM's own refusals
 * (serial in use, swapped meanwhile), the swap recorded with who and when and shown in
 * the CID's history, the audit log, and who may swap where.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal } from '../../sources/sources.test-support';
import type { PortalUnderTest } from '../../sources/sources.test-support';
import type { TestClient } from '../../../test/http-client';
import { ONT_MESSAGES } from '../../shared/order-form';
import { PATIENT_UPSTREAM } from '../orders/orders.test-support';

interface SwapResult {
  ok: boolean;
  cid: {
    id: string;
    ontSerial: string | null;
    ontSwaps: Array<{ oldSerial: string; newSerial: string; swappedBy: string; swappedAt: string; reason: string | null }>;
  } | null;
  swap: { oldSerial: string; newSerial: string; swappedBy: string; swappedAt: string; swappedByAccount: { accountId: string } | null } | null;
  error: { code: string; message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
}

const SWAP = `mutation Swap($input: SwapOntInput!) {
  swapOnt(input: $input) {
    ok
    cid { id ontSerial ontSwaps { oldSerial newSerial swappedBy swappedAt reason } }
    swap { oldSerial newSerial swappedBy swappedAt swappedByAccount { accountId } }
    error { code message fieldErrors { field message } }
  }
}`;

const fieldsOf = (result: SwapResult) => Object.fromEntries((result.error?.fieldErrors ?? []).map((entry) => [entry.field, entry.message]));
let serialCounter = 0;
/** A serial no seeded ONT has: the seed draws random hex, these end in a counter after a fixed prefix. */
const freshSerial = () => `ALCLFACE${(0x1000 + (serialCounter += 1) + Math.floor(Math.random() * 0xe000)).toString(16).toUpperCase().padStart(4, '0')}`;

describe('the ONT swap', () => {
  let portal: PortalUnderTest;
  let noc: TestClient;
  let firm: TestClient;
  let isp: TestClient;
  /** CIDs with an ONT, handed out one per test that swaps. */
  let withOnt: Array<{ cos_cid: string; cos_ontserial: string; cos_aan_pan: string }>;
  const nextCid = () => withOnt.shift()!;

  const swap = async (client: TestClient, input: Record<string, unknown>) => {
    const response = await client.graphql<{ swapOnt: SwapResult }>(SWAP, { input });
    expect(response.errors).toBeUndefined();
    return response.data!.swapOnt;
  };

  beforeAll(async () => {
    portal = await startPortal(PATIENT_UPSTREAM);
    [noc, firm, isp] = await Promise.all([portal.signIn('user.noc'), portal.signIn('user.baufirma'), portal.signIn('user.isp')]);
    const rows = await portal.upstreamSend('GET', `/crm/cids?$top=20&$orderby=cos_cid desc&$filter=${encodeURIComponent('cos_ontserial ne null')}`);
    withOnt = rows.body.value;
  }, 180_000);
  afterAll(async () => portal?.close());

  it.each([
    ['', ONT_MESSAGES.serialRequired],
    ['ALCL1234', ONT_MESSAGES.serialInvalid],
    ['ALCL1234567G', ONT_MESSAGES.serialInvalid],
    ['HWTC12345678', ONT_MESSAGES.serialInvalid],
    ['ALCL 1234 5678', ONT_MESSAGES.serialInvalid],
    ["ALCL1234567' or '1", ONT_MESSAGES.serialInvalid],
  ])('refuses the serial %j in German and sends nothing', async (serial, message) => {
    portal.upstream.calls.reset();
    const result = await swap(noc, { cid: withOnt[0]!.cos_cid, newSerial: serial });
    expect(result).toMatchObject({ ok: false, cid: null, error: { code: 'INVALID_INPUT' } });
    expect(fieldsOf(result)['newSerial']).toBe(message);
    expect(portal.upstream.calls.log().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses the serial already installed', async () => {
    const target = withOnt[0]!;
    const result = await swap(noc, { cid: target.cos_cid, newSerial: target.cos_ontserial.toLowerCase() });
    expect(fieldsOf(result)['newSerial']).toBe(ONT_MESSAGES.serialUnchanged);
  });

  it('swaps the ONT: recorded upstream with who and when, shown in the CID and its history, audited', async () => {
    const target = nextCid();
    const serial = freshSerial();
    const before = Date.now();
    const result = await swap(noc, { cid: target.cos_cid, newSerial: serial.toLowerCase(), expectedOldSerial: target.cos_ontserial, reason: 'ONT defekt' });
    expect(result.error).toBeNull();
    expect(result).toMatchObject({
      ok: true,
      cid: { id: target.cos_cid, ontSerial: serial },
      swap: { oldSerial: target.cos_ontserial, newSerial: serial, swappedByAccount: { accountId: 'noc-0001' } },
    });
    expect(result.swap!.swappedBy).toMatch(/user\.noc@example\.at/);
    expect(Date.parse(result.swap!.swappedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(result.cid!.ontSwaps[0]).toMatchObject({ oldSerial: target.cos_ontserial, newSerial: serial, reason: 'ONT defekt' });

    const stored = await portal.upstreamSend('GET', `/crm/cids('${target.cos_cid}')`);
    expect(stored.body.cos_ontserial).toBe(serial);
    const { entries } = await portal.services.audit.list({ action: 'ont.swap', outcome: 'ok' }, { first: 10 });
    const entry = entries.find((candidate) => candidate.targetId === target.cos_cid)!;
    expect(entry).toMatchObject({ actor: { email: 'user.noc@example.at', type: 'noc' }, details: { oldSerial: target.cos_ontserial, newSerial: serial } });
  });

  it('refuses a serial installed at another CID (the CRM’s refusal, in German)', async () => {
    const target = nextCid();
    const other = withOnt[withOnt.length - 1]!;
    const result = await swap(noc, { cid: target.cos_cid, newSerial: other.cos_ontserial });
    expect(result.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/bereits einer anderen CID zugeordnet/) });
    expect((await portal.upstreamSend('GET', `/crm/cids('${target.cos_cid}')`)).body.cos_ontserial).toBe(target.cos_ontserial);
  });

  it('refuses when the ONT was swapped since the user looked, and audits the refusal', async () => {
    const target = nextCid();
    const result = await swap(noc, { cid: target.cos_cid, newSerial: freshSerial(), expectedOldSerial: 'ALCL00000000' });
    expect(result.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/inzwischen getauscht/) });
    const { entries } = await portal.services.audit.list({ action: 'ont.swap', outcome: 'refused' }, { first: 50 });
    expect(entries.some((entry) => entry.targetId === target.cos_cid)).toBe(true);
  });

  it('refuses a CID without an ONT', async () => {
    const free = await portal.upstreamSend('GET', `/crm/cids?$top=1&$filter=${encodeURIComponent('cos_ontserial eq null')}`);
    const result = await swap(noc, { cid: free.body.value[0].cos_cid, newSerial: freshSerial() });
    expect(result.error).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: expect.stringMatching(/kein ONT installiert/) });
  });

  it('lets a construction firm swap only at PANs assigned to it', async () => {
    const assigned = await portal.upstreamSend('GET', '/pm/pans?accountid=bau-0001&limit=1000');
    const mine = new Set((assigned.body.items as Array<{ aan_pan: string }>).map((pan) => pan.aan_pan));
    const rows = await portal.upstreamSend(
      'GET',
      `/crm/cids?$top=1&$filter=${encodeURIComponent(`cos_aan_pan in (${[...mine].map((id) => `'${id}'`).join(',')}) and cos_ontserial ne null`)}`,
    );
    const own = rows.body.value[0] as { cos_cid: string };
    expect((await swap(firm, { cid: own.cos_cid, newSerial: freshSerial() })).ok).toBe(true);
    const all = await portal.upstreamSend('GET', '/pm/pans?limit=1000');
    const others = (all.body.items as Array<{ aan_pan: string }>).map((pan) => pan.aan_pan).filter((id) => !mine.has(id));
    const foreignRows = await portal.upstreamSend(
      'GET',
      `/crm/cids?$top=1&$filter=${encodeURIComponent(`cos_aan_pan in (${others.map((id) => `'${id}'`).join(',')}) and cos_ontserial ne null`)}`,
    );
    const foreign = foreignRows.body.value[0] as { cos_cid: string };
    const serial = freshSerial();
    const refused = await swap(firm, { cid: foreign.cos_cid, newSerial: serial });
    // Foreign equals unknown (DESIGN.md §8): the very answer of a CID that does not exist, nothing about the PAN.
    const unknown = await swap(firm, { cid: 'CID-999999', newSerial: serial });
    expect(unknown.ok).toBe(false);
    expect(refused).toEqual(unknown);
    expect(JSON.stringify(refused)).not.toMatch(/PAN|zugewiesen/);
  });

  it('is closed to types the rules do not allow', async () => {
    const response = await isp.graphql(SWAP, { input: { cid: withOnt[0]!.cos_cid, newSerial: freshSerial() } });
    expect(response.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
