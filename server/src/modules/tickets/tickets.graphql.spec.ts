/**
 * Tickets through the portal's GraphQL API, with the embedded CRM over HTTP: the list with
 * its filters, sorting and paging, bad input refused without an upstream call, isolation
 * between ISPs, the form's choices, creating a ticket, adding a note and finding it again.
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

interface TicketRow {
  ticketNumber: string;
  title: string;
  cid: string | null;
  createdAt: string;
  status: { value: number; label: string } | null;
  type: { value: number; label: string } | null;
  subject: { id: string; title: string | null } | null;
  account: { accountId: string; name: string } | null;
}

interface TicketList {
  tickets: { items: TicketRow[]; pageInfo: { totalCount: number; offset: number; hasNextPage: boolean } };
}

const LIST = `query Tickets($filter: TicketFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  tickets(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
    items { ticketNumber title cid createdAt status { value label } type { value label } subject { id title } account { accountId name } }
    pageInfo { totalCount offset hasNextPage }
  }
}`;

const DETAIL = `query Ticket($number: ID!) {
  ticket(ticketNumber: $number) {
    id ticketNumber title description cid isOpen createdBy createdAt modifiedAt resolvedAt
    subject { id title } type { value label } status { value label } state { value label }
    account { accountId name } contact { name email phone }
    notes { id subject text author createdAt }
  }
}`;

const CREATE = `mutation Create($input: CreateTicketInput!) {
  createTicket(input: $input) {
    ok ticketNumber
    ticket { ticketNumber title cid status { value label } account { accountId } createdBy }
    error { code message fieldErrors { field message } }
  }
}`;

const NOTE = `mutation Note($input: AddTicketNoteInput!) {
  addTicketNote(input: $input) {
    ok note { id text author createdAt subject }
    ticket { ticketNumber modifiedAt notes { text } }
    error { code message fieldErrors { field message } }
  }
}`;

const codeOf = (errors: GraphQLError[] | undefined) => errors?.[0]?.extensions?.['code'];

interface CreateResult {
  createTicket: {
    ok: boolean;
    ticketNumber: string | null;
    ticket: {
      ticketNumber: string;
      title: string;
      cid: string | null;
      status: { value: number; label: string };
      account: { accountId: string };
      createdBy: string;
    } | null;
    error: { code: string; message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
  };
}

describe('tickets through GraphQL', () => {
  let portal: PortalUnderTest;
  let isp: TestClient;
  let isp2: TestClient;
  let care: TestClient;
  let intern: TestClient;
  let otherIspTicket: string;
  let ownCid: string;
  let otherIspCid: string;
  let subjectId: string;

  beforeAll(async () => {
    portal = await sharedPortal();
    [isp, isp2, care, intern] = await Promise.all([
      portal.signIn('user.isp'),
      portal.signIn('user.isp2'),
      portal.signIn('user.customer-care'),
      portal.signIn('user.intern'),
    ]);
    const ticket = await portal.upstreamSend('GET', `/crm/incidents?$top=1&$filter=${encodeURIComponent("_customerid_value eq 'isp-0002'")}`);
    otherIspTicket = ticket.body.value[0].ticketnumber;
    const cid = (account: string) =>
      portal.upstreamSend('GET', `/crm/cids?$top=1&$filter=${encodeURIComponent(`cos_accountid eq '${account}' and cos_status eq 181510004`)}`);
    ownCid = (await cid('isp-0001')).body.value[0].cos_cid;
    otherIspCid = (await cid('isp-0002')).body.value[0].cos_cid;
    subjectId = (await portal.upstreamSend('GET', '/crm/subjects')).body.value[0].subjectid;
  }, 180_000);

  describe('the list', () => {
    it('shows an ISP its own tickets, newest first, page by page', async () => {
      const first = await isp.graphql<TicketList>(LIST, { first: 10 });
      expect(first.errors).toBeUndefined();
      const page = first.data!.tickets;
      expect(page.items).toHaveLength(10);
      expect(page.pageInfo.totalCount).toBeGreaterThan(100);
      expect(new Set(page.items.map((t) => t.account?.accountId))).toEqual(new Set(['isp-0001']));
      const created = page.items.map((t) => t.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect(page.items[0]).toMatchObject({
        ticketNumber: expect.stringMatching(/^CAS-\d{6}$/),
        status: { label: expect.any(String) },
        subject: { title: expect.any(String) },
      });

      const second = await isp.graphql<TicketList>(LIST, { first: 10, offset: 10 });
      expect(second.data!.tickets.pageInfo.offset).toBe(10);
      const overlap = second.data!.tickets.items.filter((t) => page.items.some((p) => p.ticketNumber === t.ticketNumber));
      expect(overlap).toEqual([]);
    });

    it('never shows an ISP another ISP’s ticket, not even when filtering for that account', async () => {
      const response = await isp.graphql<TicketList>(LIST, { filter: { accountId: 'isp-0002' }, first: 50 });
      expect(new Set(response.data!.tickets.items.map((t) => t.account?.accountId))).toEqual(new Set(['isp-0001']));
      const search = await isp.graphql<TicketList>(LIST, { filter: { text: otherIspTicket } });
      expect(search.data!.tickets).toMatchObject({ items: [], pageInfo: { totalCount: 0 } });
      const found = await isp2.graphql<TicketList>(LIST, { filter: { text: otherIspTicket } });
      expect(found.data!.tickets.items.map((t) => t.ticketNumber)).toEqual([otherIspTicket]);
    });

    it('treats a user without a type as an ISP of its account', async () => {
      const notype = await portal.signIn('notype');
      const list = await notype.graphql<TicketList>(LIST, { first: 50 });
      expect(new Set(list.data!.tickets.items.map((t) => t.account?.accountId))).toEqual(new Set(['isp-0001']));
      const foreign = await notype.graphql(DETAIL, { number: otherIspTicket });
      expect(codeOf(foreign.errors)).toBe('NOT_FOUND');
    });

    // Issue 10, B5: a naive client needs 1 + 20 calls; at most a tenth of that.
    it('loads the notes of 20 tickets in one call', async () => {
      portal.upstream.calls.reset();
      const response = await care.graphql<{ tickets: { items: Array<{ notes: unknown[] }> } }>(
        '{ tickets(page: { first: 20 }) { items { ticketNumber notes { text createdAt } } } }',
      );
      expect(response.errors).toBeUndefined();
      expect(response.data!.tickets.items).toHaveLength(20);
      expect(portal.upstream.calls.count('/crm/incidents')).toBe(1);
      expect(portal.upstream.calls.count('/crm/annotations')).toBe(1);
      expect(portal.upstream.calls.count() / (1 + 20)).toBeLessThanOrEqual(0.1);
    });

    it('filters by status, type, subject and creation days', async () => {
      const all = await care.graphql<TicketList>(LIST, { first: 1 });
      const response = await care.graphql<TicketList>(LIST, {
        filter: { statuses: [1, 2], types: [2], createdFrom: '2026-01-01', createdTo: '2026-10-31' },
        first: 50,
      });
      expect(response.errors).toBeUndefined();
      const items = response.data!.tickets.items;
      expect(items.length).toBeGreaterThan(0);
      expect(response.data!.tickets.pageInfo.totalCount).toBeLessThan(all.data!.tickets.pageInfo.totalCount);
      for (const ticket of items) {
        expect([1, 2]).toContain(ticket.status!.value);
        expect(ticket.type!.value).toBe(2);
        // Days are Austrian days: 2026-10-31 ends at 23:00 UTC.
        expect(ticket.createdAt >= '2025-12-31T23:00:00Z' && ticket.createdAt < '2026-10-31T23:00:00Z').toBe(true);
      }
      const bySubject = await care.graphql<TicketList>(LIST, { filter: { subjectId }, first: 20 });
      expect(bySubject.data!.tickets.items.every((t) => t.subject?.id === subjectId)).toBe(true);
    });

    it('sorts by ticket number ascending', async () => {
      const response = await care.graphql<TicketList>(LIST, { sort: [{ field: 'ticketNumber' }], first: 5 });
      expect(response.data!.tickets.items.map((t) => t.ticketNumber)).toEqual(['CAS-100001', 'CAS-100002', 'CAS-100003', 'CAS-100004', 'CAS-100005']);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a page size of 500', { first: 500 }, 'Die Seitengröße (first) muss zwischen 1 und 100 liegen.'],
      ['an offset of -3', { offset: -3 }, 'Der Versatz (offset) muss zwischen 0 und 100.000 liegen.'],
      ['an unknown sort field', { sort: [{ field: 'createdon', direction: 'DESC' }] }, 'Nach „createdon“ kann diese Liste nicht sortiert werden.'],
      ['a 10,000-character text', { filter: { text: 'ä'.repeat(10_000) } }, 'Der Suchtext ist zu lang: höchstens 100 Zeichen.'],
      ['a CID in the wrong format', { filter: { cid: 'CID-12345' } }, 'CID-000123'],
      ['a subject that is no id', { filter: { subjectId: "x' or 1 eq 1" } }, 'Die Kennung ist ungültig.'],
      ['a date that does not exist', { filter: { createdFrom: '2026-02-30' } }, 'Das Von-Datum ist kein gültiges Datum.'],
      ['a range that ends before it starts', { filter: { createdFrom: '2026-05-02', createdTo: '2026-05-01' } }, 'Das Bis-Datum liegt vor dem Von-Datum.'],
      ['an unknown status', { filter: { statuses: [7] } }, 'Status: unbekannter Wert 7.'],
    ])('refuses %s in German, with no upstream call', async (_name, variables, message) => {
      portal.upstream.calls.reset();
      const response = await isp.graphql(LIST, variables);
      expect(response.status).toBe(200);
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toContain(message);
      expect(portal.upstream.calls.count()).toBe(0);
    });

    it('is FORBIDDEN for types without the tickets screen', async () => {
      const response = await intern.graphql(LIST);
      expect(codeOf(response.errors)).toBe('FORBIDDEN');
      expect(response.errors![0]!.message).toContain('Tickets');
    });
  });

  describe('the details', () => {
    it('answer NOT_FOUND for another ISP’s ticket, the same as for one that does not exist', async () => {
      const foreign = await isp.graphql(DETAIL, { number: otherIspTicket });
      const missing = await isp.graphql(DETAIL, { number: 'CAS-999999' });
      expect(codeOf(foreign.errors)).toBe('NOT_FOUND');
      expect(foreign.errors![0]!.message).toBe(missing.errors![0]!.message);
      expect(foreign.errors![0]!.message).toContain('Bitte prüfen Sie die Ticketnummer');
      const own = await isp2.graphql<{ ticket: { ticketNumber: string } }>(DETAIL, { number: otherIspTicket.toLowerCase() });
      expect(own.data!.ticket.ticketNumber).toBe(otherIspTicket);
    });

    it('refuse a malformed number without an upstream call', async () => {
      portal.upstream.calls.reset();
      const response = await isp.graphql(DETAIL, { number: "CAS-1' or '1' eq '1" });
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(portal.upstream.calls.count()).toBe(0);
    });
  });

  describe('the form', () => {
    it("offers subjects, types and statuses with 'Problem behoben' last", async () => {
      const response = await isp.graphql<{
        ticketFormOptions: { subjects: unknown[]; types: Array<{ title: string }>; statuses: Array<{ title: string }>; defaultStatus: number };
      }>('{ ticketFormOptions { subjects { id title } types { value title } statuses { value title state } defaultStatus } }');
      expect(response.errors).toBeUndefined();
      const options = response.data!.ticketFormOptions;
      expect(options.subjects.length).toBeGreaterThan(3);
      expect(options.types.map((t) => t.title)).toContain('Störungsmeldung');
      expect(options.statuses.at(-1)!.title).toBe('Problem behoben');
      expect(options.defaultStatus).toBe(1);
    });
  });

  describe('creating a ticket and adding notes', () => {
    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['an empty form', {}, { title: 'Feld ist nicht optional', subjectId: 'Feld ist nicht optional', type: 'Feld ist nicht optional' }],
      ['a title of 201 characters', { title: 'x'.repeat(201) }, { title: 'Höchstens 200 Zeichen (jetzt 201). Bitte kürzen Sie den Text.' }],
      ['a broken e-mail', { contactEmail: 'kunde@', title: 'T' }, { contactEmail: 'E-Mail ist ungültig' }],
      ['a phone with letters', { contactPhone: '0664 abc', title: 'T' }, { contactPhone: expect.stringContaining('Telefonnummer ist ungültig') }],
      ['a CID in the wrong format', { cid: 'CID-1', title: 'T' }, { cid: 'Eine CID hat die Form CID-000123 (CID- und sechs Ziffern).' }],
    ])('refuses %s with messages beside the fields and stores nothing', async (_name, input, fieldErrors) => {
      portal.upstream.calls.reset();
      const response = await isp.graphql<CreateResult>(CREATE, { input });
      expect(response.errors).toBeUndefined();
      const result = response.data!.createTicket;
      expect(result).toMatchObject({
        ok: false,
        ticketNumber: null,
        ticket: null,
        error: { code: 'INVALID_INPUT', message: 'Bitte prüfen Sie die markierten Felder.' },
      });
      const fields = Object.fromEntries(result.error!.fieldErrors.map((e) => [e.field, e.message]));
      expect(fields).toMatchObject(fieldErrors);
      expect(portal.upstream.calls.count('/crm/incidents')).toBe(0);
    });

    it('refuses an unknown subject and type, and another ISP’s CID, after checking the CRM lists', async () => {
      const response = await isp.graphql<CreateResult>(CREATE, {
        input: { title: 'Kein Sync', subjectId: '00000000-0000-0000-0000-000000000000', type: 99, cid: otherIspCid },
      });
      const fields = Object.fromEntries(response.data!.createTicket.error!.fieldErrors.map((e) => [e.field, e.message]));
      expect(fields).toEqual({
        subjectId: 'Diesen Betreff gibt es nicht. Bitte wählen Sie einen Betreff aus der Liste.',
        type: 'Diesen Typ gibt es nicht. Bitte wählen Sie einen Typ aus der Liste.',
        cid: 'Diese CID gibt es nicht, oder sie gehört nicht zu Ihrem Konto. Bitte prüfen Sie die Nummer.',
      });
    });

    it('creates a ticket, answers its number, finds it again, adds notes in time order, and keeps it from other ISPs', async () => {
      const title = `Kein Internet <script>alert(1)</script> ${Date.now()}`;
      const created = await isp.graphql<CreateResult>(CREATE, {
        input: {
          title,
          description: 'Seit heute früh kein Sync.',
          subjectId,
          type: 2,
          // The ISP does not choose the state: the server starts every ISP ticket 'In Bearbeitung'.
          status: 2000,
          cid: ownCid.toLowerCase(),
          contactName: 'Anna Berger',
          contactEmail: 'anna.berger@example.at',
          contactPhone: '+43 664 1234567',
        },
      });
      expect(created.errors).toBeUndefined();
      const result = created.data!.createTicket;
      expect(result).toMatchObject({ ok: true, error: null, ticketNumber: expect.stringMatching(/^CAS-\d{6}$/) });
      expect(result.ticket).toMatchObject({ title, cid: ownCid, status: { value: 1, label: 'In Bearbeitung' }, account: { accountId: 'isp-0001' } });
      const number = result.ticketNumber!;

      const found = await isp.graphql<TicketList>(LIST, { filter: { text: number } });
      expect(found.data!.tickets.items.map((t) => t.ticketNumber)).toEqual([number]);
      const ofCid = await isp.graphql<TicketList>(LIST, { filter: { cid: ownCid } });
      expect(ofCid.data!.tickets.items.map((t) => t.ticketNumber)).toContain(number);

      for (const text of ['Router neu gestartet, keine Besserung.', 'Techniker-Termin vereinbart.']) {
        const note = await isp.graphql<{ addTicketNote: { ok: boolean; note: { text: string; author: string }; ticket: { notes: Array<{ text: string }> } } }>(
          NOTE,
          {
            input: { ticketNumber: number, text },
          },
        );
        expect(note.errors).toBeUndefined();
        expect(note.data!.addTicketNote).toMatchObject({ ok: true, note: { text, author: expect.any(String) } });
        expect(note.data!.addTicketNote.ticket.notes.at(-1)!.text).toBe(text);
      }
      const detail = await isp.graphql<{ ticket: { title: string; notes: Array<{ text: string; createdAt: string }>; contact: unknown } }>(DETAIL, { number });
      expect(detail.data!.ticket.title).toBe(title);
      expect(detail.data!.ticket.contact).toEqual({ name: 'Anna Berger', email: 'anna.berger@example.at', phone: '+43 664 1234567' });
      expect(detail.data!.ticket.notes.map((n) => n.text)).toEqual(['Router neu gestartet, keine Besserung.', 'Techniker-Termin vereinbart.']);

      const other = await isp2.graphql(DETAIL, { number });
      expect(codeOf(other.errors)).toBe('NOT_FOUND');
      const otherNote = await isp2.graphql(NOTE, { input: { ticketNumber: number, text: 'Fremd' } });
      expect(codeOf(otherNote.errors)).toBe('NOT_FOUND');
      const stillTwo = await isp.graphql<{ ticket: { notes: unknown[] } }>(DETAIL, { number });
      expect(stillTwo.data!.ticket.notes).toHaveLength(2);
    });

    it('refuses an empty note and a note of 5001 characters beside the field', async () => {
      for (const [text, message] of [
        ['  ', 'Feld ist nicht optional'],
        ['x'.repeat(5001), 'Höchstens 5000 Zeichen (jetzt 5001). Bitte kürzen Sie den Text.'],
      ] as const) {
        const response = await isp.graphql<{ addTicketNote: { ok: boolean; error: { fieldErrors: Array<{ field: string; message: string }> } } }>(NOTE, {
          input: { ticketNumber: 'CAS-100001', text },
        });
        expect(response.data!.addTicketNote.ok).toBe(false);
        expect(response.data!.addTicketNote.error.fieldErrors).toEqual([{ field: 'text', message }]);
      }
    });

    it('lets customer care create a ticket for a CID, for the CID’s ISP, already solved', async () => {
      const response = await care.graphql<CreateResult>(CREATE, {
        input: { title: 'Rückruf erledigt', subjectId, type: 1, status: 5, cid: otherIspCid },
      });
      expect(response.errors).toBeUndefined();
      expect(response.data!.createTicket).toMatchObject({
        ok: true,
        ticket: { cid: otherIspCid, account: { accountId: 'isp-0002' }, status: { value: 5, label: 'Problem behoben' }, createdBy: expect.any(String) },
      });
    });

    it('asks customer care for a CID or an account', async () => {
      const response = await care.graphql<CreateResult>(CREATE, { input: { title: 'Allgemeine Frage', subjectId, type: 1 } });
      expect(response.data!.createTicket.error!.fieldErrors).toEqual([
        { field: 'cid', message: 'Bitte geben Sie die CID an, um die es geht (oder das Konto des ISP).' },
      ]);
    });
  });
});
