/**
 * Locations through the portal's GraphQL API with the embedded upstream over HTTP: the
 * list with its filters, address suggestions while typing, a location seen from one of
 * its CIDs with the products of the user's audience, and who sees which CID (ISPs never
 * another ISP's; construction firms ONT serials only at their PANs).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import type { TestClient } from '../../../test/http-client';

interface GraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}
interface LocationCid {
  id: string;
  unit: string | null;
  status: { value: number; label: string };
  orderable: boolean;
  own: boolean;
  ontSerial: string | null;
}
interface LocationRow {
  id: string;
  label: string;
  address: { street: string; houseNumber: string; postcode: string; place: string; region: string };
  connectionStatus: { value: number; label: string } | null;
  hasOwnConnection: boolean;
  cids: LocationCid[];
}

const LIST = `query Locations($filter: LocationFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  locations(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
    items { id label address { street houseNumber postcode place region } connectionStatus { value label } hasOwnConnection
      cids { id unit status { value label } orderable own ontSerial } }
    pageInfo { totalCount offset pageSize hasNextPage }
  }
}`;
const SUGGEST = `query Suggest($text: String!, $first: Int) { addressSuggestions(text: $text, first: $first) { locationId label cidCount address { street houseNumber postcode place } } }`;
const DETAILS = `query Details($cid: ID!) {
  locationDetails(cid: $cid) {
    cid { id unit status { label } orderable own ontSerial }
    location { id label units floors buildingType { label } connectionStatus { label } constructionState { label } panId cidCount }
    houseConnectionState { key label } panConstructionState { key label } panPlannedCompletion
    orderable notOrderableReason
    products { id name kind monthlyFee }
    orders { id number state stateLabel }
    orderAccounts { accountId name }
  }
}`;

const codeOf = (errors: GraphQLError[] | undefined) => errors?.[0]?.extensions?.['code'];

describe('locations through GraphQL', () => {
  let portal: PortalUnderTest;
  let isp: TestClient;
  let isp2: TestClient;
  let sales: TestClient;
  let care: TestClient;
  let noc: TestClient;
  let firm: TestClient;

  const upstream = async (path: string, filter: string, extra = '') => {
    const response = await portal.upstreamSend('GET', `${path}?$top=1${extra}&$filter=${encodeURIComponent(filter)}`);
    return (response.body.value as Array<Record<string, unknown>>)[0]!;
  };

  beforeAll(async () => {
    portal = await sharedPortal();
    [isp, isp2, sales, care, noc, firm] = await Promise.all([
      portal.signIn('user.isp'),
      portal.signIn('user.isp2'),
      portal.signIn('user.sales'),
      portal.signIn('user.customer-care'),
      portal.signIn('user.noc'),
      portal.signIn('user.baufirma'),
    ]);
  }, 180_000);

  describe('the list', () => {
    it('finds an address by words in any order and case, with the paging facts', async () => {
      const response = await isp.graphql<{ locations: { items: LocationRow[]; pageInfo: { totalCount: number } } }>(LIST, {
        filter: { text: 'krems KIRCHENGASSE 1a' },
      });
      expect(response.errors).toBeUndefined();
      const first = response.data!.locations.items[0]!;
      expect(first).toMatchObject({ id: 'LOC-000001', label: 'Kirchengasse 1a, 3500 Krems an der Donau' });
      expect(response.data!.locations.pageInfo.totalCount).toBeGreaterThanOrEqual(1);
    });

    it('filters by connection status and Bundesland and sorts by postcode', async () => {
      const response = await isp.graphql<{ locations: { items: LocationRow[] } }>(LIST, {
        filter: { connectionStatuses: [181510002], region: 'tirol' },
        sort: [{ field: 'postcode', direction: 'DESC' }],
        first: 25,
      });
      const items = response.data!.locations.items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.connectionStatus!.label).toBe('Anschlussbereit');
        expect(item.address.region).toBe('Tirol');
      }
      const postcodes = items.map((item) => item.address.postcode);
      expect(postcodes).toEqual([...postcodes].sort().reverse());
    });

    it('finds the one location of a chosen suggestion', async () => {
      const response = await isp.graphql<{ locations: { items: LocationRow[] } }>(LIST, { filter: { locationId: 'loc-000003' } });
      expect(response.data!.locations.items.map((item) => item.id)).toEqual(['LOC-000003']);
    });

    it('shows an ISP only its own locations when asked', async () => {
      const response = await isp.graphql<{ locations: { items: LocationRow[] } }>(LIST, { filter: { onlyOwn: true }, first: 10 });
      expect(response.data!.locations.items.length).toBe(10);
      expect(response.data!.locations.items.every((item) => item.hasOwnConnection)).toBe(true);
    });

    it('never shows an ISP another ISP’s CID at a shared location, but shows its own and the free ones', async () => {
      const own = await upstream('/crm/cids', "cos_locationid eq 'LOC-000001' and cos_accountid eq 'isp-0001' and cos_status eq 181510004");
      const other = await upstream('/crm/cids', "cos_locationid eq 'LOC-000001' and cos_accountid eq 'isp-0002' and cos_status eq 181510004");
      const asIsp = await isp.graphql<{ locations: { items: LocationRow[] } }>(LIST, { filter: { text: 'Kirchengasse 1a Krems' } });
      const cids = asIsp.data!.locations.items.find((item) => item.id === 'LOC-000001')!.cids;
      expect(cids.map((cid) => cid.id)).toContain(own['cos_cid']);
      expect(cids.map((cid) => cid.id)).not.toContain(other['cos_cid']);
      expect(cids.find((cid) => cid.id === own['cos_cid'])).toMatchObject({ own: true, ontSerial: own['cos_ontserial'] });
      const asIsp2 = await isp2.graphql<{ locations: { items: LocationRow[] } }>(LIST, { filter: { text: 'Kirchengasse 1a Krems' } });
      const theirs = asIsp2.data!.locations.items.find((item) => item.id === 'LOC-000001')!.cids;
      expect(theirs.map((cid) => cid.id)).toContain(other['cos_cid']);
      expect(theirs.map((cid) => cid.id)).not.toContain(own['cos_cid']);
    });

    it('finds a location by a CID the user may see, and nothing by one they may not', async () => {
      const own = await upstream('/crm/cids', "cos_accountid eq 'isp-0001' and cos_status eq 181510004");
      const found = await isp.graphql<{ locations: { items: LocationRow[] } }>(LIST, { filter: { text: String(own['cos_cid']).toLowerCase() } });
      expect(found.data!.locations.items.map((item) => item.id)).toEqual([own['cos_locationid']]);
      const hidden = await isp2.graphql<{ locations: { items: LocationRow[] } }>(LIST, { filter: { text: String(own['cos_cid']) } });
      expect(hidden.data!.locations.items).toEqual([]);
    });

    it.each([
      [{ filter: { text: 'a'.repeat(101) } }, 'filter.text'],
      [{ filter: { text: 'a b c d e f g h i' } }, 'filter.text'],
      [{ filter: { locationId: 'LOC-1' } }, 'filter.locationId'],
      [{ filter: { region: 'Bayern' } }, 'filter.region'],
      [{ filter: { postcode: '12' } }, 'filter.postcode'],
      [{ filter: { connectionStatuses: [1] } }, 'filter.connectionStatuses'],
      [{ sort: [{ field: 'cos_street' }] }, 'sort'],
      [{ first: 1000 }, 'first'],
    ])('refuses %j in German before asking the CRM', async (variables, field) => {
      portal.upstream.calls.reset();
      const response = await isp.graphql(LIST, variables);
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.errors![0]!.extensions!['details'] as object)).toContain(field);
      expect(response.errors![0]!.message).toMatch(/^Die Standortliste kann so nicht gefiltert werden/);
      expect(portal.upstream.calls.count('/crm')).toBe(0);
    });

    it('serves the address search of CID/ONT-Tausch, and is closed to types without either screen', async () => {
      expect((await noc.graphql(LIST, { filter: { text: 'Kirchengasse' } })).errors).toBeUndefined();
      const pm = await portal.signIn('user.pmo');
      expect(codeOf((await pm.graphql(LIST, {})).errors)).toBe('FORBIDDEN');
    });

    it('shows construction firms ONT serials at their own PANs, and nothing of a foreign PAN', async () => {
      const assigned = await portal.upstreamSend('GET', '/pm/pans?accountid=bau-0001&construction_state=abgeschlossen&limit=50');
      const panIds = (assigned.body.items as Array<{ aan_pan: string }>).map((pan) => `'${pan.aan_pan}'`).join(',');
      const mine = await upstream('/crm/cids', `cos_aan_pan in (${panIds}) and cos_ontserial ne null`);
      const location = await upstream('/crm/locations', `cos_locationid eq '${String(mine['cos_locationid'])}'`);
      const response = await firm.graphql<{ locations: { items: LocationRow[] } }>(LIST, {
        filter: { text: `${String(location['cos_street'])} ${String(location['cos_housenumber'])} ${String(location['cos_postcode'])}` },
      });
      const row = response.data!.locations.items.find((item) => item.id === mine['cos_locationid'])!;
      expect(row.cids.find((cid) => cid.id === mine['cos_cid'])!.ontSerial).toBe(mine['cos_ontserial']);
      const unassigned = await portal.upstreamSend('GET', '/pm/pans?construction_state=abgeschlossen&limit=500');
      const foreign = (unassigned.body.items as Array<{ aan_pan: string; bau_main_accountid: string; bau_ha_accountids: string[] }>)
        .filter((pan) => pan.bau_main_accountid !== 'bau-0001' && !pan.bau_ha_accountids.includes('bau-0001'))
        .map((pan) => `'${pan.aan_pan}'`)
        .join(',');
      const theirs = await upstream('/crm/cids', `cos_aan_pan in (${foreign}) and cos_ontserial ne null`);
      const theirLocation = await upstream('/crm/locations', `cos_locationid eq '${String(theirs['cos_locationid'])}'`);
      const other = await firm.graphql<{ locations: { items: LocationRow[] } }>(LIST, {
        filter: { text: `${String(theirLocation['cos_street'])} ${String(theirLocation['cos_housenumber'])} ${String(theirLocation['cos_postcode'])}` },
      });
      // Foreign equals unknown (DESIGN.md §8): the location of a foreign PAN, its CIDs and their states are not found.
      expect(other.errors).toBeUndefined();
      expect(other.data!.locations.items.map((item) => item.id)).not.toContain(theirs['cos_locationid']);
      expect(JSON.stringify(other.data)).not.toContain(String(theirs['cos_cid']));
    });
  });

  describe('suggestions while typing', () => {
    it('suggests addresses for the words typed so far', async () => {
      const response = await isp.graphql<{ addressSuggestions: Array<{ locationId: string; label: string }> }>(SUGGEST, { text: 'Kirchengasse 1a', first: 5 });
      expect(response.errors).toBeUndefined();
      expect(response.data!.addressSuggestions.length).toBeGreaterThan(0);
      expect(response.data!.addressSuggestions.length).toBeLessThanOrEqual(5);
      expect(response.data!.addressSuggestions.every((suggestion) => /Kirchengasse 1a/i.test(suggestion.label))).toBe(true);
    });

    it('waits for two characters without asking the CRM', async () => {
      portal.upstream.calls.reset();
      const response = await isp.graphql<{ addressSuggestions: unknown[] }>(SUGGEST, { text: 'K' });
      expect(response.data!.addressSuggestions).toEqual([]);
      expect(portal.upstream.calls.count('/crm/locations')).toBe(0);
    });

    it('refuses a page size out of range in German', async () => {
      const response = await isp.graphql(SUGGEST, { text: 'Kirchengasse', first: 50 });
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toMatch(/zwischen 1 und 20/);
    });
  });

  describe('a location seen from one of its CIDs', () => {
    const productIds = (data: { locationDetails: { products: Array<{ id: string }> } }) => data.locationDetails.products.map((product) => product.id);

    it('shows building, states, orders and the products active for ISPs', async () => {
      const free = await upstream('/crm/cids', 'cos_status eq 181510001');
      const response = await isp.graphql<{ locationDetails: Record<string, unknown> & { products: Array<{ id: string }> } }>(DETAILS, { cid: free['cos_cid'] });
      expect(response.errors).toBeUndefined();
      const details = response.data!.locationDetails;
      expect(details).toMatchObject({
        cid: { id: free['cos_cid'], orderable: true, own: false, status: { label: 'Verfügbar' } },
        location: { id: free['cos_locationid'] },
        orderable: true,
        notOrderableReason: null,
        orderAccounts: [{ accountId: 'isp-0001', name: 'Alpen Glasfaser Internet GmbH' }],
      });
      expect(details['houseConnectionState']).toMatchObject({ key: expect.any(String), label: expect.any(String) });
      expect(details['panConstructionState']).toMatchObject({ key: expect.any(String) });
      // state_isp 100 only: not the pilot GF-2500, not AO-TV (0), not AO-MESH (200).
      expect(productIds(response.data!)).toEqual(['GF-150', 'GF-300', 'GF-500', 'GF-1000', 'GFB-1000', 'AO-VOIP', 'AO-IP', 'AO-EXPRESS']);
    });

    it.each([
      ['sales', () => sales, ['GF-150', 'GF-300', 'GF-500', 'GF-1000', 'GFB-1000', 'AO-VOIP', 'AO-TV', 'AO-IP', 'AO-MESH']],
      ['customer care', () => care, ['GF-150', 'GF-300', 'GF-500', 'GF-1000', 'AO-VOIP', 'AO-TV', 'AO-MESH', 'AO-EXPRESS']],
    ])('offers %s the products active for their audience', async (_who, client, expected) => {
      const free = await upstream('/crm/cids', 'cos_status eq 181510001');
      const response = await client().graphql<{ locationDetails: { products: Array<{ id: string }>; orderAccounts: Array<{ accountId: string }> } }>(DETAILS, {
        cid: free['cos_cid'],
      });
      expect(productIds(response.data!)).toEqual(expected);
      // The eight ISPs with customers and Neuland Glasfaser (isp-0009), the new ISP without any yet.
      expect(response.data!.locationDetails.orderAccounts.map((account) => account.accountId).sort()).toEqual([
        'isp-0001',
        'isp-0002',
        'isp-0003',
        'isp-0004',
        'isp-0005',
        'isp-0006',
        'isp-0007',
        'isp-0008',
        'isp-0009',
      ]);
    });

    it('says why an active CID cannot be ordered', async () => {
      const own = await upstream('/crm/cids', "cos_accountid eq 'isp-0001' and cos_status eq 181510004");
      const response = await isp.graphql<{ locationDetails: Record<string, unknown> }>(DETAILS, { cid: own['cos_cid'] });
      expect(response.data!.locationDetails).toMatchObject({ orderable: false, cid: { own: true, ontSerial: own['cos_ontserial'] } });
      expect(response.data!.locationDetails['notOrderableReason']).toMatch(/Status ist „Aktiv“/);
    });

    it('answers NOT_FOUND for another ISP’s CID, as for an unknown one', async () => {
      const other = await upstream('/crm/cids', "cos_accountid eq 'isp-0002' and cos_status eq 181510004");
      const foreign = await isp.graphql(DETAILS, { cid: other['cos_cid'] });
      const unknown = await isp.graphql(DETAILS, { cid: 'CID-999999' });
      expect(codeOf(foreign.errors)).toBe('NOT_FOUND');
      expect(foreign.errors![0]!.message).toBe(unknown.errors![0]!.message);
      expect(codeOf((await isp.graphql(DETAILS, { cid: "CID-1' or 1 eq 1" })).errors)).toBe('BAD_USER_INPUT');
    });

    it('is closed to types that may not open the location pages', async () => {
      expect(codeOf((await noc.graphql(DETAILS, { cid: 'CID-000001' })).errors)).toBe('FORBIDDEN');
    });
  });
});
