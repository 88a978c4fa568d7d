/**
 * Reference data through the portal's GraphQL API, with the CRM, speed and pm of the
 * embedded upstream over HTTP: the shape of every list, the shared cache, per-request
 * batching, and who may load the restricted lists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../navigation';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import { TestClient } from '../../../test/http-client';

let portal: PortalUnderTest;
let pmo: TestClient;

beforeAll(async () => {
  portal = await sharedPortal();
  pmo = await portal.signIn('admin.pmo');
}, 180_000);

const EVERYTHING = /* GraphQL */ `
  {
    reference {
      scaProducts { id name kind kindLabel description downloadMbit uploadMbit monthlyFee }
      bcProducts { id name states { sales customerCare isp } sales: activeFor(audience: SALES) customerCare: activeFor(audience: CUSTOMER_CARE) isp: activeFor(audience: ISP) activeAudiences }
      subjects { id title description parentId parentTitle }
      incidentTypes { value title }
      incidentStatuses { value title state }
      serviceStates { service state label }
      materialCodes { id group groupLabel name noChoice }
      pmUsers { id name email accountId type role }
      bauMainAccounts { accountId name }
      bauHaAccounts { accountId name }
      ispAccounts { accountId name }
      scaAccounts { accountId name }
      access { materialCodes pmLists accountLists }
    }
  }
`;

type Row = Record<string, any>;
interface Everything {
  reference: Record<string, Row[]> & { access: Record<string, boolean> };
}

const LIST_PATHS = [
  '/crm/scaproducts',
  '/speed/bc_products',
  '/crm/subjects',
  '/crm/incidenttypes',
  '/crm/incidentstatuscodes',
  '/speed/states',
  '/intern/speed/hc_mat_patch_codes',
  '/pm/list-users',
  '/pm/crm/accounts/bau_main',
  '/pm/crm/accounts/bau_ha',
  '/crm/accounts/isp',
  '/crm/accounts/sca',
];

describe('reference lists', () => {
  let reference: Everything['reference'];

  beforeAll(async () => {
    portal.upstream.calls.reset();
    const { data, errors } = await pmo.graphql<Everything>(EVERYTHING);
    expect(errors).toBeUndefined();
    reference = data!.reference;
  });

  it('cost one upstream call each, and none while cached', async () => {
    for (const path of LIST_PATHS) expect(portal.upstream.calls.count(path), path).toBe(1);
    // Each with the browser's page URL (X-Client-Url). Only these calls: a background refresh that
    // another spec on the shared portal started may land in the log too (a loaded CI machine saw one).
    const listCalls = portal.upstream.calls.log().filter((call) => LIST_PATHS.includes(call.path));
    expect(listCalls).toHaveLength(LIST_PATHS.length);
    expect(new Set(listCalls.map((call) => call.clientUrl))).toEqual(new Set([pmo.clientUrl]));
    const { errors } = await (await portal.signIn('user.sales')).graphql(EVERYTHING);
    expect(errors).toBeUndefined();
    for (const path of LIST_PATHS) expect(portal.upstream.calls.count(path), path).toBe(1);
  });

  it('carry SCA products with Main and Add On (scaproducts?p=true)', () => {
    expect(portal.upstream.calls.log().find((call) => call.path === '/crm/scaproducts')?.query).toBe('p=true');
    expect(new Set(reference['scaProducts']!.map((p) => `${p['kind']}/${p['kindLabel']}`))).toEqual(new Set(['MAIN/Main', 'ADD_ON/Add On']));
    expect(reference['scaProducts']!.find((p) => p['id'] === 'GF-500')).toEqual({
      id: 'GF-500',
      name: 'Glasfaser 500',
      kind: 'MAIN',
      kindLabel: 'Main',
      description: '500/200 Mbit/s',
      downloadMbit: 500,
      uploadMbit: 200,
      monthlyFee: 29.9,
    });
    // p=true: the legacy products are not offered.
    expect(reference['scaProducts']!.map((p) => p['id'])).not.toContain('GF-75');
  });

  it.each([
    ['GF-150', { sales: true, customerCare: true, isp: true }, ['SALES', 'CUSTOMER_CARE', 'ISP']],
    ['GFB-1000', { sales: true, customerCare: false, isp: true }, ['SALES', 'ISP']],
    ['GF-2500', { sales: false, customerCare: false, isp: false }, []],
    ['AO-TV', { sales: true, customerCare: true, isp: false }, ['SALES', 'CUSTOMER_CARE']],
    ['AO-IP', { sales: true, customerCare: false, isp: true }, ['SALES', 'ISP']],
    ['AO-EXPRESS', { sales: false, customerCare: true, isp: true }, ['CUSTOMER_CARE', 'ISP']],
  ])('carry bc product %s with its activity per audience', (id, active, audiences) => {
    expect(reference['bcProducts']!.find((p) => p['id'] === id)).toMatchObject({ ...active, activeAudiences: audiences });
  });

  it('carry subjects with their parents', () => {
    const child = reference['subjects']!.find((s) => s['title'] === 'Kein Internet')!;
    expect(child).toMatchObject({ parentTitle: 'Störung', description: 'Der Anschluss hat keine Verbindung' });
    expect(reference['subjects']!.find((s) => s['id'] === child['parentId'])?.['title']).toBe('Störung');
  });

  it('carry incident types as {value, title} from the option set', () => {
    expect(reference['incidentTypes']).toEqual([
      { value: 1, title: 'Frage' },
      { value: 2, title: 'Problem' },
      { value: 3, title: 'Anfrage' },
      { value: 181510000, title: 'Störungsmeldung' },
      { value: 181510001, title: 'Reklamation' },
    ]);
  });

  it("carry incident statuses with 'Problem behoben' last, the CRM's order otherwise", () => {
    expect(reference['incidentStatuses']!.map((s) => s['title'])).toEqual([
      'In Bearbeitung',
      'Zurückgestellt',
      'Wartet auf Details',
      'Recherche',
      'Informationen bereitgestellt',
      'Abgebrochen',
      'Zusammengeführt',
      'Problem behoben',
    ]);
    expect(reference['incidentStatuses']!.at(-1)).toEqual({ value: 5, title: 'Problem behoben', state: 1 });
  });

  it('carry the service states', () => {
    expect(reference['serviceStates']).toContainEqual({ service: 'internet', state: 100, label: 'Aktiv' });
    expect(new Set(reference['serviceStates']!.map((s) => s['service']))).toEqual(new Set(['internet', 'voip', 'iptv']));
  });

  it("carry material codes with 'Keine Auswahl' for the unnamed codes of groups 2 and 3", () => {
    const codes = reference['materialCodes']!;
    expect(codes.find((c) => c['id'] === 10)).toEqual({ id: 10, group: 2, groupLabel: 'Rack im AAN', name: 'Keine Auswahl', noChoice: true });
    expect(codes.find((c) => c['id'] === 20)).toEqual({ id: 20, group: 3, groupLabel: 'Farbe', name: 'Keine Auswahl', noChoice: true });
    expect(codes.filter((c) => c['name'] === null)).toEqual([]);
    expect(codes.map((c) => c['group'])).toEqual([...codes.map((c) => c['group'])].sort());
  });

  it('carry PM users and the construction-firm, ISP and SCA accounts', () => {
    expect(reference['pmUsers']!.length).toBe(12);
    for (const user of reference['pmUsers']!)
      expect(user).toMatchObject({ id: expect.any(String), accountId: 'intern-0001', type: expect.stringMatching(/^(pmo|pm-am)$/) });
    expect(reference['bauMainAccounts']!.map((a) => a['accountId'])).toEqual(expect.arrayContaining(['baumain-0001', 'baumain-0002', 'baumain-0003']));
    expect(reference['bauHaAccounts']!.map((a) => a['accountId'])).toEqual(expect.arrayContaining(['bau-0001', 'bau-0002']));
    expect(reference['ispAccounts']).toContainEqual({ accountId: 'isp-0001', name: 'Alpen Glasfaser Internet GmbH' });
    expect(reference['scaAccounts']!.map((a) => a['accountId']).sort()).toEqual(['sca-0001', 'sca-0002', 'sca-0003']);
    expect(reference['access']).toEqual({ materialCodes: true, pmLists: true, accountLists: true });
  });
});

describe('per-request batching', () => {
  it('looks up the bc product of every SCA product in one speed call', async () => {
    portal.upstream.calls.reset();
    const { data, errors } = await pmo.graphql<{ reference: { scaProducts: Array<{ id: string; bcProduct: { id: string } | null }> } }>(
      '{ reference { scaProducts { id bcProduct { id } } } }',
    );
    expect(errors).toBeUndefined();
    const products = data!.reference.scaProducts;
    expect(products.length).toBeGreaterThan(5);
    expect(products.every((p) => p.bcProduct?.id === p.id)).toBe(true);
    const calls = portal.upstream.calls.log().filter((call) => call.path === '/speed/bc_products');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.query).get('ids')!.split(',').sort()).toEqual(products.map((p) => p.id).sort());
  });

  it('looks up the accounts of all PM users in one CRM call, each id once', async () => {
    portal.upstream.calls.reset();
    const { data, errors } = await pmo.graphql<{ reference: { pmUsers: Array<{ account: { accountId: string; name: string } | null }> } }>(
      '{ reference { pmUsers { id account { accountId name } } } }',
    );
    expect(errors).toBeUndefined();
    expect(data!.reference.pmUsers.every((u) => u.account?.accountId === 'intern-0001')).toBe(true);
    const calls = portal.upstream.calls.log().filter((call) => call.path === '/crm/accounts');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.query).get('$filter')).toBe("accountid in ('intern-0001')");
  });
});

describe('who may load material codes and PM lists (SPEC.md §6)', () => {
  // Every type but isp and intern.
  const allowed = new Set<string>(ACCOUNT_TYPES.filter((type) => type !== 'isp' && type !== 'intern'));
  const QUERY =
    '{ reference { access { materialCodes pmLists } materialCodes { id } pmUsers { id } bauMainAccounts { accountId } bauHaAccounts { accountId } } }';

  it.each([...ACCOUNT_TYPES.map((type) => [`user.${type}`, type, allowed.has(type)] as const), ['notype', 'none (isp)', false] as const])(
    '%s (type %s) may load them: %s',
    async (who, _type, mayLoad) => {
      const client = await portal.signIn(who);
      portal.upstream.calls.reset();
      const { data, errors } = await client.graphql<{ reference: Record<string, unknown> }>(QUERY);
      expect(data?.reference['access']).toEqual({ materialCodes: mayLoad, pmLists: mayLoad });
      if (mayLoad) {
        expect(errors).toBeUndefined();
        expect(data?.reference['materialCodes']).not.toBeNull();
      } else {
        expect(data?.reference).toMatchObject({ materialCodes: null, pmUsers: null, bauMainAccounts: null, bauHaAccounts: null });
        expect(errors?.map((e) => [(e as { path?: string[] }).path?.join('.'), e.extensions?.['code']]).sort()).toEqual([
          ['reference.bauHaAccounts', 'FORBIDDEN'],
          ['reference.bauMainAccounts', 'FORBIDDEN'],
          ['reference.materialCodes', 'FORBIDDEN'],
          ['reference.pmUsers', 'FORBIDDEN'],
        ]);
        expect(errors?.[0]?.extensions?.['message']).toMatch(/Ihrem Kontotyp nicht zur Verfügung/);
        // Refused before any upstream call.
        expect(portal.upstream.calls.count('/intern/speed') + portal.upstream.calls.count('/pm')).toBe(0);
      }
    },
  );

  it('keeps the ISP account list from isp users', async () => {
    const client = await portal.signIn('user.isp');
    const { data, errors } = await client.graphql<{ reference: { ispAccounts: unknown; scaAccounts: unknown } }>(
      '{ reference { ispAccounts { accountId } scaAccounts { accountId } } }',
    );
    expect(data?.reference).toEqual({ ispAccounts: null, scaAccounts: null });
    expect(errors?.map((e) => e.extensions?.['code'])).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const { data, errors } = await new TestClient(portal.app).graphql('{ reference { subjects { id } } }');
    expect(data).toEqual({ reference: null });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an, um diese Daten zu sehen.' });
  });
});
