/**
 * CIDs and release notes through the portal's GraphQL API, with the embedded upstream over
 * HTTP: shapes, filters, sorting and paging, refusals of bad input without any upstream
 * call, data isolation between ISPs, the batched per-row lookups (counted at the upstream)
 * and the counts of 'CID Status'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import type { TestClient } from '../../../test/http-client';

interface GraphQLError {
  message: string;
  path?: unknown[];
  extensions?: Record<string, unknown>;
}

interface CidRow {
  id: string;
  status: { value: number; label: string };
  account: { accountId: string; name: string } | null;
  address: { street: string | null; houseNumber: string | null; postcode: string | null; place: string | null; region: string | null };
}

interface CidPageData {
  cids: { items: CidRow[]; pageInfo: { totalCount: number; offset: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean } };
}

const LIST = `query Cids($filter: CidFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  cids(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
    items { id status { value label } account { accountId name } address { street houseNumber postcode place region } }
    pageInfo { totalCount offset pageSize hasNextPage hasPreviousPage }
  }
}`;

const DETAIL = `query Cid($id: ID!) {
  cid(id: $id) {
    id status { value label } ontSerial aan panId locationId
    address { street houseNumber unit postcode place region }
    account { accountId name } mainProduct { id name } addOnProducts { id name }
    contract { account { accountId } startDate termMonths minimumTermEnd orderReference connectedAt }
    serviceStates { service serviceLabel state label tone since }
    houseConnection { cid constructionState { key label } firm { accountId name } documentation { cable { id name } rack { name noChoice } colour { name } } }
    constructionState { key label }
    pan { id constructionState { key } acknowledgement { state label } }
    building { locationId units floors fibreTerminationPoint accessNotes buildingType { label } connectionStatus { label } }
    ontSwaps { id oldSerial newSerial swappedAt }
    tickets(page: { first: 5 }) { items { ticketNumber cid account { accountId } } pageInfo { totalCount } }
  }
}`;

const codeOf = (errors: GraphQLError[] | undefined) => errors?.[0]?.extensions?.['code'];

describe('CIDs and release notes through GraphQL', () => {
  let portal: PortalUnderTest;
  let intern: TestClient;
  let isp: TestClient;
  let isp2: TestClient;
  let care: TestClient;
  let management: TestClient;
  let firm: TestClient;
  /** An active CID of isp-0001 with an ONT, and one of isp-0002. */
  let ownCid: string;
  let otherIspCid: string;

  const upstreamCids = async (filter: string) => {
    const response = await portal.upstreamSend('GET', `/crm/cids?$top=1&$filter=${encodeURIComponent(filter)}`);
    return response.body.value as Array<{ cos_cid: string }>;
  };

  beforeAll(async () => {
    portal = await sharedPortal();
    [intern, isp, isp2, care, management, firm] = await Promise.all([
      portal.signIn('user.intern'),
      portal.signIn('user.isp'),
      portal.signIn('user.isp2'),
      portal.signIn('user.customer-care'),
      portal.signIn('user.c-management'),
      portal.signIn('user.baufirma'),
    ]);
    ownCid = (await upstreamCids("cos_accountid eq 'isp-0001' and cos_status eq 181510004 and cos_ontserial ne null"))[0]!.cos_cid;
    otherIspCid = (await upstreamCids("cos_accountid eq 'isp-0002' and cos_status eq 181510004"))[0]!.cos_cid;
  }, 180_000);

  describe('the list', () => {
    it('answers pages with the documented shape and paging facts', async () => {
      const first = await intern.graphql<CidPageData>(LIST, { first: 5 });
      expect(first.errors).toBeUndefined();
      const page = first.data!.cids;
      expect(page.items).toHaveLength(5);
      expect(page.pageInfo).toMatchObject({ offset: 0, pageSize: 5, hasNextPage: true, hasPreviousPage: false });
      expect(page.pageInfo.totalCount).toBeGreaterThan(30_000);
      expect(page.items[0]).toMatchObject({ id: 'CID-000001', status: { value: expect.any(Number), label: expect.any(String) } });
      const second = await intern.graphql<CidPageData>(LIST, { first: 5, offset: 5 });
      expect(second.data!.cids.items.map((c) => c.id)).toEqual(['CID-000006', 'CID-000007', 'CID-000008', 'CID-000009', 'CID-000010']);
      expect(second.data!.cids.pageInfo.hasPreviousPage).toBe(true);
    });

    it('filters by status, Bundesland and place and sorts by the requested key', async () => {
      const response = await intern.graphql<CidPageData>(LIST, {
        filter: { statuses: [181510004], region: 'Tirol', place: 'Inns' },
        sort: [{ field: 'street', direction: 'DESC' }],
        first: 30,
      });
      expect(response.errors).toBeUndefined();
      const items = response.data!.cids.items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.status.label).toBe('Aktiv');
        expect(item.address.region).toBe('Tirol');
        expect(item.address.place).toMatch(/Inns/);
      }
      const streets = items.map((item) => item.address.street ?? '');
      expect(streets).toEqual([...streets].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    });

    it('finds a CID by its id and by its address', async () => {
      const byId = await care.graphql<CidPageData>(LIST, { filter: { text: otherIspCid.toLowerCase() } });
      expect(byId.data!.cids.items.map((c) => c.id)).toEqual([otherIspCid]);
      const found = byId.data!.cids.items[0]!;
      const words = `${found.address.street} ${found.address.houseNumber} ${found.address.place}`;
      const byAddress = await care.graphql<CidPageData>(LIST, { filter: { text: words }, first: 100 });
      expect(byAddress.errors).toBeUndefined();
      expect(byAddress.data!.cids.items.map((c) => c.id)).toContain(otherIspCid);
    });

    it('shows an ISP only its own CIDs, and a search never finds another ISP’s', async () => {
      const own = await isp.graphql<CidPageData>(LIST, { first: 100, filter: { accountId: 'isp-0002' } });
      expect(own.errors).toBeUndefined();
      expect(own.data!.cids.items.length).toBeGreaterThan(0);
      expect(new Set(own.data!.cids.items.map((c) => c.account?.accountId))).toEqual(new Set(['isp-0001']));

      const foreign = await isp.graphql<CidPageData>(LIST, { filter: { text: otherIspCid } });
      expect(foreign.data!.cids).toMatchObject({ items: [], pageInfo: { totalCount: 0 } });
      const mine = await isp.graphql<CidPageData>(LIST, { filter: { text: ownCid } });
      expect(mine.data!.cids.items.map((c) => c.id)).toEqual([ownCid]);
      const seenByOther = await isp2.graphql<CidPageData>(LIST, { filter: { text: ownCid } });
      expect(seenByOther.data!.cids.items).toEqual([]);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a page size of 0', { first: 0 }, 'Die Seitengröße (first) muss zwischen 1 und 100 liegen.'],
      ['a page size of 101', { first: 101 }, 'zwischen 1 und 100'],
      ['a negative offset', { offset: -1 }, 'Der Versatz (offset) muss zwischen 0 und 100.000 liegen.'],
      ['an offset beyond 100,000', { offset: 100_001 }, 'Der Versatz (offset)'],
      ['an unknown sort field', { sort: [{ field: 'cos_cid' }] }, 'Nach „cos_cid“ kann diese Liste nicht sortiert werden. Möglich sind: id, status'],
      ['a 10,000-character search', { filter: { text: 'a'.repeat(10_000) } }, 'Der Suchtext ist zu lang: höchstens 100 Zeichen.'],
      ['an unknown Bundesland', { filter: { region: 'Bayern' } }, 'Unbekanntes Bundesland'],
      ['a postcode in the wrong format', { filter: { postcode: '35OO' } }, 'vier Ziffern'],
      ['a PAN in the wrong format', { filter: { panId: "KRE01' or 1 eq 1" } }, 'KRE01-P03'],
      ['an unknown status', { filter: { statuses: [4] } }, 'Status: unbekannter Wert 4'],
    ])('refuses %s in German, with no upstream call', async (_name, variables, message) => {
      portal.upstream.calls.reset();
      const response = await intern.graphql<CidPageData>(LIST, variables);
      expect(response.status).toBe(200);
      expect(response.data).toBeNull();
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toContain(message);
      expect(response.errors![0]!.extensions!['message']).toBe(response.errors![0]!.message);
      expect(portal.upstream.calls.count()).toBe(0);
    });

    it('is FORBIDDEN for a type that may open none of its screens', async () => {
      const response = await firm.graphql(LIST, { first: 1 });
      expect(codeOf(response.errors)).toBe('FORBIDDEN');
      expect(response.errors![0]!.message).toMatch(/keinen Zugriff/);
    });
  });

  describe('batched lookups per row', () => {
    const ROWS = `query Rows($first: Int) {
      cids(filter: { statuses: [181510004] }, page: { first: $first }) {
        items { id serviceStates { service state tone } houseConnection { constructionState { key } } building { units } pan { id } }
      }
    }`;

    it('costs one call per kind of lookup for 20 rows, not one per row', async () => {
      // The service-state catalogue is shared and cached; load it before counting.
      await intern.graphql('{ reference { serviceStates { state } } }');
      portal.upstream.calls.reset();
      const response = await intern.graphql<{
        cids: { items: Array<{ id: string; serviceStates: unknown[]; houseConnection: unknown; building: unknown; pan: unknown }> };
      }>(ROWS, { first: 20 });
      expect(response.errors).toBeUndefined();
      const items = response.data!.cids.items;
      expect(items).toHaveLength(20);
      expect(items.every((item) => item.serviceStates.length > 0 && item.houseConnection && item.building && item.pan)).toBe(true);
      expect(portal.upstream.calls.count('/crm/cids')).toBe(1);
      expect(portal.upstream.calls.count('/speed/service_states')).toBe(1);
      expect(portal.upstream.calls.count('/pm/house-connections')).toBe(1);
      expect(portal.upstream.calls.count('/crm/locations')).toBe(1);
      expect(portal.upstream.calls.count('/pm/pans')).toBe(1);
      expect(portal.upstream.calls.count()).toBe(5);
    });

    // Issue 10, B5: a naive client needs 1 + 20 calls; at most a tenth of that.
    it('makes a 20-row list with service states two upstream calls in all', async () => {
      portal.upstream.calls.reset();
      const response = await intern.graphql<{ cids: { items: unknown[] } }>(`{ cids(page: { first: 20 }) { items { id serviceStates { state label } } } }`);
      expect(response.errors).toBeUndefined();
      expect(response.data!.cids.items).toHaveLength(20);
      expect(portal.upstream.calls.count()).toBe(2);
      expect(portal.upstream.calls.count() / (1 + 20)).toBeLessThanOrEqual(0.1);
    });
  });

  describe('a failing source', () => {
    it('blanks only the fields it serves: the list answers, each service state is null with the error beside it', async () => {
      portal.upstream.faults.set([{ pathPrefix: '/speed/service_states', mode: 'fail' }]);
      const response = await intern.graphql<{ cids: { items: Array<{ id: string; serviceStates: unknown; building: unknown }> } }>(
        '{ cids(page: { first: 3 }) { items { id serviceStates { state } building { units } } } }',
      );
      portal.upstream.faults.clear();
      const items = response.data!.cids.items;
      expect(items).toHaveLength(3);
      expect(items.every((item) => item.serviceStates === null && item.building !== null)).toBe(true);
      expect(response.errors!.length).toBeGreaterThan(0);
      expect(response.errors![0]).toMatchObject({ path: ['cids', 'items', 0, 'serviceStates'], extensions: { code: 'UPSTREAM', source: 'speed' } });
      expect(JSON.stringify(response.errors)).not.toMatch(/Exception|at Cos\.|\.cs:/);
    });
  });

  describe('the details', () => {
    it('show status, address, ONT, products, service states, house connection, PAN, building, contract and tickets', async () => {
      const response = await care.graphql<{ cid: Record<string, any> }>(DETAIL, { id: ownCid });
      expect(response.errors).toBeUndefined();
      const cid = response.data!.cid;
      expect(cid).toMatchObject({
        id: ownCid,
        status: { value: 181510004, label: 'Aktiv' },
        ontSerial: expect.stringMatching(/^ALCL[0-9A-F]{8}$/),
        account: { accountId: 'isp-0001', name: 'Alpen Glasfaser Internet GmbH' },
        mainProduct: { id: expect.stringMatching(/^GF/), name: expect.stringMatching(/^Glasfaser/) },
        contract: { account: { accountId: 'isp-0001' }, termMonths: expect.any(Number), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        houseConnection: { cid: ownCid, constructionState: { key: expect.any(String), label: expect.any(String) } },
        pan: { id: cid.panId },
        building: { locationId: cid.locationId },
      });
      expect(cid.contract.minimumTermEnd > cid.contract.startDate).toBe(true);
      expect(cid.constructionState).toEqual(cid.houseConnection.constructionState);
      expect(cid.serviceStates.length).toBeGreaterThan(0);
      expect(cid.serviceStates[0]).toMatchObject({ service: 'internet', serviceLabel: 'Internet', label: expect.any(String), tone: expect.any(String) });
      expect(cid.houseConnection.documentation).not.toBeUndefined();
      for (const ticket of cid.tickets.items) expect(ticket).toMatchObject({ cid: ownCid, account: { accountId: 'isp-0001' } });
    });

    it('show the ONT swap history newest first', async () => {
      const swapped = await portal.upstreamSend('GET', '/crm/ontswaps?$top=1');
      const cidWithSwap = swapped.body.value[0].cos_cid as string;
      const response = await care.graphql<{ cid: { ontSerial: string; ontSwaps: Array<{ newSerial: string; swappedAt: string }> } }>(
        `query($id: ID!) { cid(id: $id) { ontSerial ontSwaps { newSerial swappedAt } } }`,
        { id: cidWithSwap },
      );
      expect(response.errors).toBeUndefined();
      const { ontSerial, ontSwaps } = response.data!.cid;
      expect(ontSwaps.length).toBeGreaterThan(0);
      expect(ontSwaps[0]!.newSerial).toBe(ontSerial);
      expect(ontSwaps.map((s) => s.swappedAt)).toEqual([...ontSwaps.map((s) => s.swappedAt)].sort().reverse());
    });

    it('let an ISP read its own CID, and answer NOT_FOUND, not FORBIDDEN, for another ISP’s', async () => {
      const own = await isp.graphql<{ cid: { id: string } }>(`query($id: ID!) { cid(id: $id) { id contract { orderReference } } }`, { id: ownCid });
      expect(own.errors).toBeUndefined();
      expect(own.data!.cid.id).toBe(ownCid);
      const foreign = await isp.graphql(`query($id: ID!) { cid(id: $id) { id } }`, { id: otherIspCid });
      const missing = await isp.graphql(`query($id: ID!) { cid(id: $id) { id } }`, { id: 'CID-999999' });
      expect(codeOf(foreign.errors)).toBe('NOT_FOUND');
      expect(foreign.errors![0]!.message).toBe(missing.errors![0]!.message);
      expect(JSON.stringify(foreign)).not.toContain('isp-0002');
    });

    it('refuse a CID in the wrong format without asking the CRM', async () => {
      portal.upstream.calls.reset();
      const response = await care.graphql(`query($id: ID!) { cid(id: $id) { id } }`, { id: "CID-1' or 1 eq 1" });
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toContain('CID-000123');
      expect(portal.upstream.calls.count()).toBe(0);
    });

    it('keep the tickets of a CID from users without the tickets screen', async () => {
      const response = await intern.graphql<{ cid: { id: string; tickets: unknown } | null }>(
        `query($id: ID!) { cid(id: $id) { id tickets { pageInfo { totalCount } } } }`,
        { id: ownCid },
      );
      expect(codeOf(response.errors)).toBe('FORBIDDEN');
      expect((response.errors![0] as GraphQLError).path).toEqual(['cid', 'tickets']);
    });

    it('hide the house connection from a construction firm assigned to the PAN but not to the house connection', async () => {
      // A PAN of bau-0001 as one of its house-connection firms, and a house connection there of another firm.
      const pans = await portal.upstreamSend('GET', '/pm/pans?accountid=bau-0001&limit=1000');
      let foreignHc: string | undefined;
      for (const pan of (pans.body.items as Array<{ aan_pan: string; bau_main_accountid: string }>).filter((p) => p.bau_main_accountid !== 'bau-0001')) {
        const hcs = await portal.upstreamSend('GET', `/pm/pans/${pan.aan_pan}/house-connections?limit=200`);
        foreignHc = (hcs.body.items as Array<{ cid: string; bau_ha_accountid: string | null }>).find((hc) => hc.bau_ha_accountid !== 'bau-0001')?.cid;
        if (foreignHc) break;
      }
      const response = await firm.graphql<{ cid: { id: string; houseConnection: unknown; constructionState: unknown } }>(
        `query($id: ID!) { cid(id: $id) { id houseConnection { cid } constructionState { key } } }`,
        { id: foreignHc },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data!.cid).toEqual({ id: foreignHc, houseConnection: null, constructionState: null });
    });

    it('are NOT_FOUND for a construction firm when the CID lies outside the PANs assigned to it', async () => {
      const assigned = new Set(
        ((await portal.upstreamSend('GET', '/pm/pans?accountid=bau-0001&limit=1000')).body.items as Array<{ aan_pan: string }>).map((p) => p.aan_pan),
      );
      const all = (await portal.upstreamSend('GET', '/pm/pans?limit=1000')).body.items as Array<{ aan_pan: string }>;
      const foreign = all.filter((p) => !assigned.has(p.aan_pan)).map((p) => `'${p.aan_pan}'`);
      const [outside] = await upstreamCids(`cos_aan_pan in (${foreign.join(',')})`);
      const response = await firm.graphql<{ cid: { id: string } | null }>(
        `query($id: ID!) { cid(id: $id) { id ontSerial contract { account { accountId } } } }`,
        { id: outside!.cos_cid },
      );
      expect(codeOf(response.errors)).toBe('NOT_FOUND');
      expect(response.errors![0]!.message).toBe('Diese CID gibt es nicht, oder sie gehört zu einem anderen Konto. Bitte prüfen Sie die Nummer.');
      expect(response.data).toEqual({ cid: null });
    });
  });

  describe('CID Status', () => {
    const COUNTS = `query($filter: CidFilter) { cidStatusCounts(filter: $filter) { total byStatus { status { value label } count } byRegion { region count } } }`;
    interface Counts {
      cidStatusCounts: {
        total: number;
        byStatus: Array<{ status: { value: number; label: string }; count: number }>;
        byRegion: Array<{ region: string; count: number }>;
      };
    }

    it('counts per status and per Bundesland, and the drill-down list agrees', async () => {
      const all = await management.graphql<Counts>(COUNTS);
      expect(all.errors).toBeUndefined();
      const counts = all.data!.cidStatusCounts;
      expect(counts.byStatus.map((s) => s.status.label)).toEqual(['Geplant', 'Verfügbar', 'Bestellt', 'In Herstellung', 'Aktiv', 'Gekündigt']);
      expect(counts.byRegion).toHaveLength(9);
      expect(counts.byRegion.reduce((sum, r) => sum + r.count, 0)).toBe(counts.total);
      expect(counts.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(counts.total);

      const tirol = await management.graphql<Counts>(COUNTS, { filter: { region: 'Tirol' } });
      const tirolCounts = tirol.data!.cidStatusCounts;
      expect(tirolCounts.total).toBe(counts.byRegion.find((r) => r.region === 'Tirol')!.count);
      const active = tirolCounts.byStatus.find((s) => s.status.label === 'Aktiv')!;
      const drillDown = await management.graphql<CidPageData>(LIST, { filter: { region: 'Tirol', statuses: [active.status.value] }, first: 1 });
      expect(drillDown.data!.cids.pageInfo.totalCount).toBe(active.count);
    });

    it('is FORBIDDEN for users who may not open CID Status', async () => {
      const response = await intern.graphql(COUNTS);
      expect(codeOf(response.errors)).toBe('FORBIDDEN');
    });
  });

  describe('release notes', () => {
    const NOTES = `query($audience: ReleaseAudience!, $filter: ReleaseNoteFilter, $first: Int) {
      releaseNotes(audience: $audience, filter: $filter, page: { first: $first }) { items { id audience version releaseDate title markdown } pageInfo { totalCount } }
    }`;
    interface Notes {
      releaseNotes: { items: Array<{ audience: string; version: string; releaseDate: string; markdown: string }>; pageInfo: { totalCount: number } };
    }

    it('lists the ISP notes newest first, with the Markdown exactly as stored', async () => {
      const response = await isp.graphql<Notes>(NOTES, { audience: 'ISP', first: 100 });
      expect(response.errors).toBeUndefined();
      const items = response.data!.releaseNotes.items;
      expect(items.length).toBeGreaterThan(1);
      expect(items.every((note) => note.audience === 'ISP')).toBe(true);
      const dates = items.map((note) => note.releaseDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const stored = await portal.upstreamSend('GET', "/crm/releasenotes?$filter=cos_audience eq 'isp'");
      const withScript = (stored.body.value as Array<{ cos_version: string; cos_notes: string }>).find((note) => note.cos_notes.includes('<script'));
      if (withScript) expect(items.find((note) => note.version === withScript.cos_version)?.markdown).toBe(withScript.cos_notes);
    });

    it('lists the SCA notes for customer care and filters by text and date', async () => {
      const response = await care.graphql<Notes>(NOTES, { audience: 'SCA', filter: { text: 'Reporting', from: '2026-01-01' } });
      expect(response.errors).toBeUndefined();
      expect(response.data!.releaseNotes.items.length).toBeGreaterThan(0);
      for (const note of response.data!.releaseNotes.items) {
        expect(note.audience).toBe('SCA');
        expect(note.releaseDate >= '2026-01-01').toBe(true);
      }
    });

    it.each<[string, 'ISP' | 'SCA']>([
      ['user.isp', 'SCA'],
      ['user.customer-care', 'ISP'],
    ])('is FORBIDDEN for %s on the %s notes', async (who, audience) => {
      const client = who === 'user.isp' ? isp : care;
      const response = await client.graphql(NOTES, { audience });
      expect(codeOf(response.errors)).toBe('FORBIDDEN');
    });

    it('refuses a page size of 1000 and a broken date without an upstream call', async () => {
      portal.upstream.calls.reset();
      const big = await isp.graphql(NOTES, { audience: 'ISP', first: 1000 });
      const date = await isp.graphql(NOTES, { audience: 'ISP', filter: { from: '2026-13-01' } });
      expect(codeOf(big.errors)).toBe('BAD_USER_INPUT');
      expect(codeOf(date.errors)).toBe('BAD_USER_INPUT');
      expect(date.errors![0]!.message).toContain('JJJJ-MM-TT');
      expect(portal.upstream.calls.count()).toBe(0);
    });
  });
});
