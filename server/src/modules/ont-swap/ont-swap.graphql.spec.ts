/**
 * 'CID/ONT-Tausch' through the portal's GraphQL API with the embedded upstream over HTTP:
 * the serial's format (German messages, nothing sent upstream), the CRM's own refusals
 * (serial in use, swapped meanwhile), the swap recorded with who and when and shown in
 * the CID's history, the audit log, and who may swap where.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import type { TestClient } from '../../../test/http-client';
import { ONT_MESSAGES } from '@fibre-portal/shared/order-form';
import { ADDRESS_SEARCH_CAP, ADDRESS_SEARCH_MESSAGES, compareAddresses } from '../locations';

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
    portal = await sharedPortal();
    [noc, firm, isp] = await Promise.all([portal.signIn('user.noc'), portal.signIn('user.baufirma'), portal.signIn('user.isp')]);
    const rows = await portal.upstreamSend('GET', `/crm/cids?$top=20&$orderby=cos_cid desc&$filter=${encodeURIComponent('cos_ontserial ne null')}`);
    withOnt = rows.body.value;
  }, 180_000);

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
    // The answer carries the CID as the CRM has it now.
    expect(result.cid).toMatchObject({ id: target.cos_cid, ontSerial: target.cos_ontserial });
  });

  it('refuses when the ONT was swapped since the user looked, and audits the refusal', async () => {
    const target = nextCid();
    const result = await swap(noc, { cid: target.cos_cid, newSerial: freshSerial(), expectedOldSerial: 'ALCL00000000' });
    expect(result.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/inzwischen getauscht/) });
    // The server's current ONT comes along, so that the panel shows it instead of the one the user saw.
    expect(result.cid).toMatchObject({ id: target.cos_cid, ontSerial: target.cos_ontserial });
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

  describe('the address search', () => {
    const SEARCH = `query Search($text: String!, $first: Int, $offset: Int) {
      ontSwapSearch(text: $text, first: $first, offset: $offset) {
        items { id address { street houseNumber postcode place } cids { id ontSerial } }
        pageInfo { totalCount offset pageSize hasNextPage hasPreviousPage }
      }
    }`;
    type Page = {
      items: Array<{
        id: string;
        address: { street: string | null; houseNumber: string | null; postcode: string | null; place: string | null };
        cids: Array<{ id: string }>;
      }>;
      pageInfo: { totalCount: number; offset: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean };
    };
    const search = async (client: TestClient, variables: Record<string, unknown>) => client.graphql<{ ontSwapSearch: Page }>(SEARCH, variables);
    const key = (item: Page['items'][number]) => ({
      cos_locationid: item.id,
      cos_street: item.address.street,
      cos_housenumber: item.address.houseNumber,
      cos_postcode: item.address.postcode,
      cos_place: item.address.place,
    });

    it('pages and counts every match, sorted by street and house number naturally', async () => {
      // A street word with more matches than one page, but few enough to page through.
      const countOf = async (word: string) =>
        (
          await portal.upstreamSend(
            'GET',
            `/crm/locations?$count=true&$top=1&$filter=${encodeURIComponent(`(contains(cos_street,'${word}') or contains(cos_place,'${word}'))`)}`,
          )
        ).body['@odata.count'] as number;
      const streets: string[] = (await portal.upstreamSend('GET', '/crm/locations?$top=60&$select=cos_street')).body.value.map(
        (row: { cos_street: string }) => row.cos_street,
      );
      let word = '';
      let expected = 0;
      for (const candidate of new Set(streets.flatMap((street) => street.split(/\s+/)).filter((part) => /^[A-Za-zÄÖÜäöüß]{4,}$/.test(part)))) {
        expected = await countOf(candidate);
        if (expected > 5 && expected <= 500) {
          word = candidate;
          break;
        }
      }
      expect(word).not.toBe('');
      const first = await search(noc, { text: word, first: 5 });
      expect(first.errors).toBeUndefined();
      const page = first.data!.ontSwapSearch;
      expect(page.pageInfo.totalCount).toBe(expected);
      expect(page.pageInfo.totalCount).toBeGreaterThan(5);
      expect(page.items).toHaveLength(5);
      expect(page.pageInfo).toMatchObject({ offset: 0, pageSize: 5, hasNextPage: true, hasPreviousPage: false });
      const all: Page['items'] = [];
      for (let offset = 0; offset < page.pageInfo.totalCount; offset += 50) {
        all.push(...(await search(noc, { text: word, first: 50, offset })).data!.ontSwapSearch.items);
      }
      expect(all).toHaveLength(page.pageInfo.totalCount);
      expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
      expect(all.map((item) => item.id)).toEqual([...all].sort((a, b) => compareAddresses(key(a), key(b))).map((item) => item.id));
      expect(all.slice(0, 5).map((item) => item.id)).toEqual(page.items.map((item) => item.id));
    });

    it('asks to narrow a search with more matches than it sorts, naming the count', async () => {
      // The place of the location with the most CIDs: a large town of the seed.
      const location = (await portal.upstreamSend('GET', '/crm/locations?$top=1&$orderby=cos_cidcount desc')).body.value[0];
      const word = String(location.cos_place).split(/\s+/)[0]!;
      const filter = encodeURIComponent(`(contains(cos_street,'${word}') or contains(cos_place,'${word}'))`);
      const count = (await portal.upstreamSend('GET', `/crm/locations?$count=true&$top=1&$filter=${filter}`)).body['@odata.count'] as number;
      expect(count).toBeGreaterThan(ADDRESS_SEARCH_CAP);
      const { data, errors } = await search(noc, { text: word });
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toContain(ADDRESS_SEARCH_MESSAGES.tooMany(count));
    });

    it('refuses a text shorter than two characters with a message at the field', async () => {
      const { data, errors } = await search(noc, { text: 'a' });
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toContain(ADDRESS_SEARCH_MESSAGES.tooShort);
    });

    it('is closed to types the rules do not allow', async () => {
      expect((await search(isp, { text: 'gasse' })).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    });
  });
});
