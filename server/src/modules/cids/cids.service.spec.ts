import { describe, expect, it } from 'vitest';
import { FORMATTED } from '../../sources';
import type { CrmCid } from '../../sources/crm-cids-client';
import { minimumTermEnd, toCid, toServiceStates } from './cids.mappers';
import { cidQuery } from './cids.service';

describe('the CRM query of CID lists and searches', () => {
  it('limits isp users to their own account, whatever account they filter for', () => {
    expect(cidQuery({ kind: 'isp', accountId: 'isp-0001' }, { filter: { accountId: 'isp-0002' } }).filter).toBe("cos_accountid eq 'isp-0001'");
    expect(cidQuery({ kind: 'isp', accountId: null }, {}).filter).toBeNull();
  });

  it('finds a CID by its id exactly and an address word by word in any field', () => {
    const query = cidQuery({ kind: 'internal' }, { filter: { text: 'cid-000042' } });
    expect(query.filter).toBe("cos_cid eq 'CID-000042'");
    const address = cidQuery({ kind: 'internal' }, { filter: { text: 'Kirchengasse 1a, Krems' } });
    expect(address.filter).toContain("contains(cos_street,'Kirchengasse')");
    expect(address.filter).toContain("contains(cos_housenumber,'1a')");
    expect(address.filter).toContain("contains(cos_place,'Krems')");
    expect(address.filter!.split(' and ')).toHaveLength(3);
  });

  it('filters status, Bundesland (any case), postcode, place, product and PAN', () => {
    const query = cidQuery(
      { kind: 'internal' },
      { filter: { statuses: [181510004], region: 'tirol', postcode: '6020', place: 'Inns', productId: 'ao-voip', panId: 'IBK01-P03', accountId: 'isp-0003' } },
    );
    expect(query.filter).toBe(
      [
        "cos_accountid eq 'isp-0003'",
        'cos_status in (181510004)',
        "cos_region eq 'Tirol'",
        "cos_postcode eq '6020'",
        "contains(cos_place,'Inns')",
        "(cos_mainproductid eq 'AO-VOIP' or contains(cos_addonproductids,'AO-VOIP'))",
        "cos_aan_pan eq 'IBK01-P03'",
      ].join(' and '),
    );
  });

  it('sorts by street with the house number', () => {
    expect(cidQuery({ kind: 'internal' }, { page: { sort: [{ field: 'street', direction: 'DESC' }] } }).orderby).toBe('cos_street desc,cos_housenumber desc');
  });

  it.each([
    [{ filter: { region: 'Bayern' } }, 'filter.region'],
    [{ filter: { statuses: [1] } }, 'filter.statuses'],
    [{ filter: { text: 'a b c d e f g' } }, 'filter.text'],
    [{ filter: { postcode: '35OO' } }, 'filter.postcode'],
    [{ page: { sort: [{ field: 'cos_cid' }] } }, 'sort'],
    [{ page: { offset: 1_000_000 } }, 'offset'],
  ])('refuses %j naming %s', (args, field) => {
    expect(() => cidQuery({ kind: 'internal' }, args)).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', details: expect.objectContaining({ [field]: expect.any(String) }) }),
      }),
    );
  });
});

describe('contract dates', () => {
  it.each([
    ['2026-10-17', 24, '2028-10-17'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    [null, 24, null],
    ['2026-10-17', null, null],
  ])('%s plus %s months ends %s', (start, term, end) => {
    expect(minimumTermEnd(start, term)).toBe(end);
  });
});

describe('service states as badges', () => {
  const catalogue = [
    { service: 'internet', state: 100, label: 'Aktiv' },
    { service: 'voip', state: 400, label: 'Gestört' },
    { service: 'iptv', state: 900, label: 'Deaktiviert' },
  ];
  it('orders internet, voip, iptv and gives each state its tone and label', () => {
    const states = toServiceStates(
      [
        { cid: 'CID-000001', service: 'iptv', state: 900, since: null },
        { cid: 'CID-000001', service: 'voip', state: 400, since: '2026-10-01T00:00:00Z' },
        { cid: 'CID-000001', service: 'internet', state: 100, since: null },
        { cid: 'CID-000001', service: 'internet', state: 300, since: null },
      ],
      catalogue,
    );
    expect(states.map((s) => [s.service, s.serviceLabel, s.label, s.tone])).toEqual([
      ['internet', 'Internet', 'Aktiv', 'SUCCESS'],
      ['internet', 'Internet', 'Status 300', 'WARNING'],
      ['voip', 'Telefonie', 'Gestört', 'DANGER'],
      ['iptv', 'TV', 'Deaktiviert', 'NEUTRAL'],
    ]);
  });
});

describe('a CID read from the CRM', () => {
  const raw: CrmCid = {
    cos_cid: 'CID-000001',
    cos_status: 181510004,
    [`cos_status${FORMATTED}`]: 'Aktiv',
    cos_accountid: 'isp-0002',
    [`cos_accountid${FORMATTED}`]: 'Donauwelle Telekom GmbH',
    cos_mainproductid: 'GF-300',
    [`cos_mainproductid${FORMATTED}`]: 'Glasfaser 300',
    cos_addonproductids: 'AO-VOIP,AO-TV',
    [`cos_addonproductids${FORMATTED}`]: 'Telefonie, TV-Paket',
    cos_contractstart: '2026-10-17',
    cos_contractterm: 24,
  };

  it('names main product and add-ons and works out the contract', () => {
    const cid = toCid(raw);
    expect(cid.addOnProducts).toEqual([
      { id: 'AO-VOIP', name: 'Telefonie' },
      { id: 'AO-TV', name: 'TV-Paket' },
    ]);
    expect(cid.contract).toMatchObject({
      account: { accountId: 'isp-0002', name: 'Donauwelle Telekom GmbH' },
      mainProduct: { id: 'GF-300', name: 'Glasfaser 300' },
      minimumTermEnd: '2028-10-17',
    });
  });
});
