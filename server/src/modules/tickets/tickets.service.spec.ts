import { describe, expect, it } from 'vitest';
import { FORMATTED } from '../../sources';
import type { CrmIncident } from '../../sources/crm-tickets-client';
import { toTicket } from './tickets.mappers';
import { ticketQuery } from './tickets.service';

const isp = { kind: 'isp', accountId: 'isp-0001' } as const;
const internal = { kind: 'internal' } as const;

describe('the CRM query of the ticket list', () => {
  it('puts the isp user’s own account into every query and ignores any other account asked for', () => {
    const query = ticketQuery(isp, { filter: { accountId: 'isp-0002' } });
    expect(query.filter).toBe("_customerid_value eq 'isp-0001'");
    expect(query).toMatchObject({ orderby: 'createdon desc', page: { first: 20, offset: 0 } });
  });

  it('finds nothing for an isp user without an account, without a query', () => {
    expect(ticketQuery({ kind: 'isp', accountId: null }, {}).filter).toBeNull();
  });

  it('lets internal users narrow by account, status, type, subject, CID, days and text', () => {
    const query = ticketQuery(internal, {
      filter: {
        accountId: 'isp-0002',
        statuses: [1, 5],
        types: [2],
        subjectId: 'EC520C44-3168-4CFB-85ED-E256E27A771E',
        cid: 'cid-000123',
        createdFrom: '2026-01-15',
        createdTo: '2026-07-01',
        text: "O'Brien",
      },
      page: { sort: [{ field: 'ticketNumber' }], first: 50, offset: 100 },
    });
    expect(query.filter).toBe(
      [
        "_customerid_value eq 'isp-0002'",
        'statuscode in (1,5)',
        'casetypecode in (2)',
        "_subjectid_value eq 'ec520c44-3168-4cfb-85ed-e256e27a771e'",
        "cos_cid eq 'CID-000123'",
        'createdon ge 2026-01-14T23:00:00Z',
        'createdon lt 2026-07-01T22:00:00Z',
        "(contains(ticketnumber,'O''Brien') or contains(title,'O''Brien') or contains(description,'O''Brien') or contains(cos_cid,'O''Brien'))",
      ].join(' and '),
    );
    expect(query.orderby).toBe('ticketnumber asc');
    expect(query.page).toEqual({ first: 50, offset: 100 });
  });

  it('refuses bad input with every field named', () => {
    expect(() =>
      ticketQuery(internal, { filter: { statuses: [99], cid: 'CID-1', text: 'x'.repeat(10_000) }, page: { sort: [{ field: 'createdon' }], first: 500 } }),
    ).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          details: {
            first: expect.any(String),
            sort: expect.stringContaining('ticketNumber, title, cid, type, status, created, modified'),
            'filter.statuses': expect.any(String),
            'filter.cid': expect.any(String),
            'filter.text': expect.any(String),
          },
        }),
      }),
    );
  });
});

describe('a ticket read from the CRM', () => {
  const raw: CrmIncident = {
    incidentid: '6755CF1B-C682-4808-B4CA-B6EE89F41DB0',
    ticketnumber: 'CAS-105200',
    title: 'Kein Internet',
    description: null,
    _subjectid_value: 'ec520c44-3168-4cfb-85ed-e256e27a771e',
    [`_subjectid_value${FORMATTED}`]: 'Kein Internet',
    casetypecode: 2,
    [`casetypecode${FORMATTED}`]: 'Problem',
    statuscode: 5,
    [`statuscode${FORMATTED}`]: 'Problem behoben',
    statecode: 1,
    [`statecode${FORMATTED}`]: 'Gelöst',
    cos_cid: 'CID-025480',
    _customerid_value: 'isp-0005',
    [`_customerid_value${FORMATTED}`]: 'Tauern Connect GmbH',
    cos_contactname: 'Valentina Aigner',
    cos_contactemail: null,
    cos_contactphone: '+43 676 457 0880',
    cos_createdby: 'Valentina Aigner',
    createdon: '2026-10-31T22:42:25Z',
    modifiedon: '2026-10-31T23:30:12Z',
    cos_resolvedon: '2026-10-31T23:30:12Z',
  };

  it('carries labels, account name and state, and keys its notes by the lower-case id', () => {
    expect(toTicket(raw)).toMatchObject({
      id: '6755cf1b-c682-4808-b4ca-b6ee89f41db0',
      subject: { id: 'ec520c44-3168-4cfb-85ed-e256e27a771e', title: 'Kein Internet' },
      type: { value: 2, label: 'Problem' },
      status: { value: 5, label: 'Problem behoben' },
      isOpen: false,
      account: { accountId: 'isp-0005', name: 'Tauern Connect GmbH' },
      contact: { name: 'Valentina Aigner', email: null, phone: '+43 676 457 0880' },
    });
  });
});
