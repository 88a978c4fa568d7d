/**
 * Ordering through the portal's GraphQL API with the embedded upstream over HTTP: the
 * order form's validation (nothing stored until valid), idempotent submission (one order
 * per form, also when the first answer was lost), drafts, isolation between ISPs, the
 * open signing routes (wrong, tampered, expired and mismatched links, a second signature,
 * oversized and fake PNGs, the rate limit), the signed order's PDF, and bad input of any
 * shape (property-based).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import { refusedAtBoundary, type TestClient } from '../../../test/http-client';
import { MAX_SIGNATURE_BYTES, ORDER_MESSAGES, ORDER_MESSAGES_EN, SIGNING_MESSAGES } from '@fibre-portal/shared/order-form';
import { createSigningThrottle, useSigningThrottle } from './orders.throttle';
import { memoryCounterStore } from '../../auth/throttle';
import { makePng, orderInput, pdfTexts, pngDataUrl } from '../../../test/support/orders';
import { ALREADY_SIGNED, CONSENT_REQUIRED } from './orders.signing';
import { backgroundSettled } from '../../lib/background';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentType: string; contentBase64: string }>;
}

interface GraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}
interface MutationError {
  code: string;
  message: string;
  fieldErrors: Array<{ field: string; message: string }>;
}
interface OrderData {
  id: string;
  number: string;
  state: string;
  stateLabel: string;
  cid: string;
  account: { accountId: string };
  customer: { firstName: string | null; lastName: string | null };
  draftKey: string | null;
  signingLink: { sourceId: string; path: string; url: string; downloadPath: string; expiresAt: string; expired: boolean } | null;
}
interface OrderResult {
  ok: boolean;
  replayed: boolean;
  order: OrderData | null;
  error: MutationError | null;
}

const ORDER_FIELDS = `id number state stateLabel cid account { accountId } customer { firstName lastName } draftKey
  signingLink { sourceId path url downloadPath expiresAt expired }`;
const SUBMIT = `mutation Submit($input: OrderInput!) { submitOrder(input: $input) { ok replayed order { ${ORDER_FIELDS} } error { code message fieldErrors { field message } } } }`;
const SAVE = `mutation Save($input: OrderInput!) { saveOrderDraft(input: $input) { ok replayed order { ${ORDER_FIELDS} } error { code message fieldErrors { field message } } } }`;
const ORDER = `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const ORDERS = `query Orders($filter: OrderFilter) { orders(filter: $filter, page: { first: 50 }) { items { id number state cid } pageInfo { totalCount } } }`;
const FOR_SIGNING = `query ForSigning($cid: ID!, $sourceId: String!) {
  orderForSigning(cid: $cid, sourceId: $sourceId) {
    number cid state stateLabel ispName customerName customerEmail canSign expiresAt signedAt signerName
    address { street houseNumber unit postcode place } mainProduct { id name monthlyFee } addOnProducts { id name monthlyFee }
  }
}`;
const SIGN = `mutation Sign($input: SignOrderInput!) { signOrder(input: $input) { ok order { state stateLabel signedAt signerName canSign } error { code message fieldErrors { field message } } } }`;

const codeOf = (errors: GraphQLError[] | undefined) => errors?.[0]?.extensions?.['code'];
const fieldsOf = (error: MutationError | null) => Object.fromEntries((error?.fieldErrors ?? []).map((entry) => [entry.field, entry.message]));
const ALL_MESSAGES = new Set<string>([...Object.values(ORDER_MESSAGES), ...Object.values(SIGNING_MESSAGES)]);

describe('ordering a fibre connection', () => {
  let portal: PortalUnderTest;
  let isp: TestClient;
  let isp2: TestClient;
  let sales: TestClient;
  let noc: TestClient;
  /** Free CIDs, handed out one per test that submits. */
  let freeCids: string[];
  const nextCid = () => {
    const cid = freeCids.shift();
    if (cid === undefined) throw new Error('no free CID left for this spec');
    return cid;
  };
  let ipCounter = 0;
  /** A browser without a session, from its own address (the rate limit counts per address). */
  const anonymous = (remoteAddress = `10.55.0.${(ipCounter += 1)}`) => ({
    async graphql<T>(query: string, variables: Record<string, unknown>) {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json', 'x-client-url': 'http://localhost:3000/' },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, ...(response.json() as { data?: T; errors?: GraphQLError[] }) };
    },
    download(path: string) {
      return portal.app.inject({ method: 'GET', url: path, remoteAddress });
    },
  });
  const upstreamOrders = async (filter: string) => {
    const response = await portal.upstreamSend('GET', `/crm/orders?$count=true&$top=50&$filter=${encodeURIComponent(filter)}`);
    return response.body as { '@odata.count': number; value: Array<Record<string, unknown>> };
  };
  const submit = async (client: TestClient, input: Record<string, unknown>) => {
    const response = await client.graphql<{ submitOrder: OrderResult }>(SUBMIT, { input });
    expect(response.errors).toBeUndefined();
    return response.data!.submitOrder;
  };
  const submitted = async (cid = nextCid(), overrides: Record<string, unknown> = {}) => {
    const result = await submit(isp, orderInput(cid, overrides));
    expect(result.error).toBeNull();
    return result.order!;
  };
  /** The mails of the dev outbox, oldest first. */
  const outbox = (): OutboxMail[] => {
    const dir = join(portal.services.config.DATA_DIR, 'outbox');
    try {
      return readdirSync(dir)
        .sort()
        .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail);
    } catch {
      return [];
    }
  };
  const pdfPath = (order: OrderData) => `/api/order-documents/${order.cid}/${order.signingLink!.sourceId}`;

  beforeAll(async () => {
    portal = await sharedPortal();
    [isp, isp2, sales, noc] = await Promise.all([
      portal.signIn('user.isp'),
      portal.signIn('user.isp2'),
      portal.signIn('user.sales'),
      portal.signIn('user.noc'),
    ]);
    // Free CIDs without any (seeded) order, so that counting a CID's orders counts this spec's.
    const free = await portal.upstreamSend('GET', `/crm/cids?$top=150&$orderby=cos_cid desc&$filter=${encodeURIComponent('cos_status eq 181510001')}`);
    const candidates = (free.body.value as Array<{ cos_cid: string }>).map((row) => row.cos_cid);
    const ordered = await portal.upstreamSend(
      'GET',
      `/crm/orders?$select=cos_cid&$filter=${encodeURIComponent(`cos_cid in (${candidates.map((cid) => `'${cid}'`).join(',')})`)}`,
    );
    const taken = new Set((ordered.body.value as Array<{ cos_cid: string }>).map((row) => row.cos_cid));
    freeCids = candidates.filter((cid) => !taken.has(cid));
  }, 180_000);

  describe('the order form', () => {
    it('submits a valid order: the CRM stores it as submitted, with a signing link of at least 128 random bits', async () => {
      const cid = nextCid();
      const order = await submitted(cid);
      expect(order).toMatchObject({ state: 'SUBMITTED', stateLabel: 'Übermittelt', cid, account: { accountId: 'isp-0001' }, draftKey: null });
      expect(order.number).toMatch(/^ORD-\d{6}$/);
      expect(order.signingLink!.sourceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(order.signingLink!.path).toBe(`/locations-order/${cid}/form-sign/${order.signingLink!.sourceId}`);
      expect(order.signingLink!.url).toBe(`http://localhost:3000${order.signingLink!.path}`);
      const days = (Date.parse(order.signingLink!.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      const stored = await upstreamOrders(`cos_cid eq '${cid}'`);
      expect(stored.value.map((row) => row['cos_statekey'])).toEqual(['submitted']);
      const cidRow = await portal.upstreamSend('GET', `/crm/cids('${cid}')`);
      expect(cidRow.body).toMatchObject({ cos_status: 181510002, cos_accountid: 'isp-0001' });
    });

    it('mails the customer the signing link in their language with the portal sender; resending is limited to 3 mails an hour', async () => {
      const order = await submitted(undefined, { email: 'link.mail@example.at', language: 'en', addOnProductIds: ['AO-EXPRESS'] });
      const mails = outbox().filter((mail) => mail.to === 'link.mail@example.at');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ from: portal.services.config.MAIL_FROM, subject: `Please sign your fibre order ${order.number}` });
      expect(mails[0]!.text).toContain(order.signingLink!.url);
      expect(mails[0]!.text).toContain('One-time: €99.00, monthly: €29.90 for a minimum term of 24 months');
      const RESEND = `mutation R($id: ID!) { resendOrderSigningMail(orderId: $id) { ok error { code message } } }`;
      const MAIL = `query M($id: ID!) { order(id: $id) { signingMail { to lastSentAt count } history { state label } prices { oneTime { gross } monthly { gross } } } }`;
      const seen = await isp.graphql<{
        order: {
          signingMail: { to: string; count: number };
          history: Array<{ state: string }>;
          prices: { oneTime: { gross: number }; monthly: { gross: number } };
        };
      }>(MAIL, { id: order.id });
      expect(seen.data!.order).toMatchObject({
        signingMail: { to: 'link.mail@example.at', count: 1 },
        prices: { oneTime: { gross: 99 }, monthly: { gross: 29.9 } },
      });
      expect(seen.data!.order.history.map((step) => step.state)).toEqual(['DRAFT', 'SUBMITTED']);
      for (const _ of [1, 2])
        expect((await isp.graphql<{ resendOrderSigningMail: { ok: boolean } }>(RESEND, { id: order.id })).data!.resendOrderSigningMail.ok).toBe(true);
      const refused = await isp.graphql<{ resendOrderSigningMail: { ok: boolean; error: { code: string; message: string } } }>(RESEND, { id: order.id });
      expect(refused.data!.resendOrderSigningMail).toMatchObject({
        ok: false,
        error: {
          code: 'NOT_ALLOWED',
          message: expect.stringMatching(/^Der Link wurde in der letzten Stunde schon 3-mal gesendet\. Sie können ihn ab \d{2}:\d{2} Uhr erneut senden/),
        },
      });
      expect(outbox().filter((mail) => mail.to === 'link.mail@example.at')).toHaveLength(3);
      // Another ISP's order is as unknown as a missing one.
      expect(codeOf((await isp2.graphql(RESEND, { id: order.id })).errors)).toBe('NOT_FOUND');
    });

    it.each([
      ['salutation', { salutation: 'Doktor' }, ORDER_MESSAGES.salutationInvalid],
      ['salutation', { salutation: null }, ORDER_MESSAGES.salutationRequired],
      ['firstName', { firstName: '   ' }, ORDER_MESSAGES.firstNameRequired],
      ['firstName', { firstName: '<script>' }, ORDER_MESSAGES.firstNameInvalid],
      ['lastName', { lastName: 'H'.repeat(101) }, ORDER_MESSAGES.lastNameTooLong],
      ['birthDate', { birthDate: '23.04.1985' }, ORDER_MESSAGES.birthDateInvalid],
      ['birthDate', { birthDate: '2015-02-30' }, ORDER_MESSAGES.birthDateInvalid],
      ['birthDate', { birthDate: '2015-01-01' }, ORDER_MESSAGES.birthDateTooYoung],
      ['birthDate', { birthDate: null }, ORDER_MESSAGES.birthDateRequired],
      ['email', { email: 'anna.huber@' }, ORDER_MESSAGES.emailInvalid],
      ['phone', { phone: '12' }, ORDER_MESSAGES.phoneInvalid],
      ['phone', { phone: 'call me' }, ORDER_MESSAGES.phoneInvalid],
      ['mainProductId', { mainProductId: null }, ORDER_MESSAGES.mainProductRequired],
      ['mainProductId', { mainProductId: 'GF-2500' }, ORDER_MESSAGES.mainProductUnavailable],
      ['mainProductId', { mainProductId: 'AO-VOIP' }, ORDER_MESSAGES.mainProductUnavailable],
      ['addOnProductIds', { addOnProductIds: ['AO-TV'] }, ORDER_MESSAGES.addOnUnavailable],
      ['addOnProductIds', { addOnProductIds: ['AO-VOIP', 'AO-VOIP'] }, ORDER_MESSAGES.addOnDuplicate],
      ['addOnProductIds', { addOnProductIds: ['GF-1000'] }, ORDER_MESSAGES.secondMainProduct],
      ['addOnProductIds', { mainProductId: null, addOnProductIds: ['AO-VOIP'] }, ORDER_MESSAGES.addOnWithoutMain],
      ['language', { language: 'fr' }, ORDER_MESSAGES.languageInvalid],
      ['contractTermMonths', { contractTermMonths: 18 }, ORDER_MESSAGES.contractTermInvalid],
      ['preferredDate', { preferredDate: '2020-01-01' }, ORDER_MESSAGES.preferredDateTooEarly],
      ['installationNotes', { installationNotes: 'x'.repeat(1001) }, ORDER_MESSAGES.notesTooLong],
      ['consentTerms', { consentTerms: false }, ORDER_MESSAGES.consentTermsRequired],
      ['consentDataProcessing', { consentDataProcessing: null }, ORDER_MESSAGES.consentDataProcessingRequired],
      ['idempotencyKey', { idempotencyKey: 'short' }, 'Der Formularschlüssel ist ungültig. Bitte laden Sie das Formular neu.'],
      ['cid', { cid: 'CID-12' }, 'Eine CID hat die Form CID-000123 (CID- und sechs Ziffern).'],
    ])('refuses a bad %s with a German message and stores nothing (%j)', async (field, overrides, message) => {
      const cid = freeCids[0]!;
      portal.upstream.calls.reset();
      const result = await submit(isp, orderInput(cid, overrides));
      expect(result.ok).toBe(false);
      expect(result.order).toBeNull();
      expect(result.error).toMatchObject({ code: 'INVALID_INPUT', message: 'Bitte prüfen Sie die markierten Felder.' });
      expect(fieldsOf(result.error)[field]).toBe(message);
      expect(portal.upstream.calls.log().filter((call) => call.method !== 'GET')).toEqual([]);
      expect((await upstreamOrders(`cos_cid eq '${cid}'`))['@odata.count']).toBe(0);
    });

    it('names every missing field at once', async () => {
      const result = await submit(isp, { cid: freeCids[0]!, idempotencyKey: randomUUID() });
      expect(Object.keys(fieldsOf(result.error)).sort()).toEqual(
        ['birthDate', 'consentDataProcessing', 'consentTerms', 'email', 'firstName', 'lastName', 'mainProductId', 'phone', 'salutation'].sort(),
      );
    });

    it('refuses a CID that cannot be ordered and another ISP’s CID without storing anything', async () => {
      const active = await portal.upstreamSend(
        'GET',
        `/crm/cids?$top=1&$filter=${encodeURIComponent("cos_status eq 181510004 and cos_accountid eq 'isp-0001'")}`,
      );
      const own = (active.body.value as Array<{ cos_cid: string }>)[0]!.cos_cid;
      const before = (await upstreamOrders(`cos_cid eq '${own}'`))['@odata.count'];
      const busy = await submit(isp, orderInput(own));
      expect(busy.error).toMatchObject({ code: 'CONFLICT' });
      expect(busy.error!.message).toContain('Status ist „Aktiv“');
      const foreign = await submit(isp2, orderInput(own));
      expect(fieldsOf(foreign.error)['cid']).toMatch(/gehört zu einem anderen Konto/);
      expect((await upstreamOrders(`cos_cid eq '${own}'`))['@odata.count']).toBe(before);
    });

    it('lets sales order for an ISP they choose, and only for a real one', async () => {
      const cid = nextCid();
      const missing = await submit(sales, orderInput(cid, { mainProductId: 'GF-300' }));
      expect(fieldsOf(missing.error)['ispAccountId']).toBe('Bitte wählen Sie den Internetanbieter der Kundin oder des Kunden.');
      const unknown = await submit(sales, orderInput(cid, { ispAccountId: 'isp-0999' }));
      expect(fieldsOf(unknown.error)['ispAccountId']).toMatch(/gibt es nicht/);
      // AO-TV is active for sales (state_sa 100) though not for ISPs.
      const ok = await submit(sales, orderInput(cid, { ispAccountId: 'isp-0002', addOnProductIds: ['AO-TV'] }));
      expect(ok.error).toBeNull();
      expect(ok.order!.account.accountId).toBe('isp-0002');
    });

    it('is closed to users who may not open the order form', async () => {
      const response = await noc.graphql(SUBMIT, { input: orderInput(freeCids[0]!) });
      expect(codeOf(response.errors)).toBe('FORBIDDEN');
    });
  });

  describe('idempotency', () => {
    it('creates one order when the same form is sent twice, and answers the stored one the second time', async () => {
      const input = orderInput(nextCid());
      const first = await submit(isp, input);
      const second = await submit(isp, { ...input, firstName: 'Berta' });
      expect(first).toMatchObject({ ok: true, replayed: false });
      expect(second).toMatchObject({ ok: true, replayed: true });
      expect(second.order!.id).toBe(first.order!.id);
      expect(second.order!.customer.firstName).toBe('Anna');
      expect(second.order!.signingLink!.sourceId).toBe(first.order!.signingLink!.sourceId);
      expect((await upstreamOrders(`cos_idempotencykey eq '${input.idempotencyKey}'`))['@odata.count']).toBe(1);
    });

    it('creates one order when the same form is sent twice at once', async () => {
      const input = orderInput(nextCid());
      const results = await Promise.all([submit(isp, input), submit(isp, input), submit(isp, input)]);
      expect(new Set(results.map((result) => result.order?.id)).size).toBe(1);
      expect(results.every((result) => result.ok)).toBe(true);
      expect((await upstreamOrders(`cos_cid eq '${input.cid}'`))['@odata.count']).toBe(1);
    });

    it('neither loses nor doubles an order whose first answer was lost after the CRM stored it', async () => {
      // The BFF's first call reached the CRM, which stored the submitted order; then the BFF died before answering.
      const input = orderInput(nextCid());
      const stored = await portal.upstreamSend('POST', '/crm/orders', {
        cos_accountid: 'isp-0001',
        cos_cid: input.cid,
        cos_idempotencykey: input.idempotencyKey,
        cos_customer_salutation: 'Frau',
        cos_customer_firstname: 'Anna',
        cos_customer_lastname: 'Huber',
        cos_customer_birthdate: '1985-04-23',
        cos_customer_email: 'anna.huber@example.at',
        cos_customer_phone: '+43 664 1234567',
        cos_mainproductid: 'GF-500',
        cos_consent_terms: true,
        cos_consent_dataprocessing: true,
        cos_submit: true,
      });
      expect(stored.status).toBe(201);
      // The browser still holds the form and its key, and sends again.
      const retried = await submit(isp, input);
      expect(retried).toMatchObject({ ok: true, replayed: true });
      expect(retried.order!.number).toBe(stored.body.cos_ordernumber);
      expect((await upstreamOrders(`cos_cid eq '${input.cid}'`))['@odata.count']).toBe(1);
    });

    it('saves a draft under the form’s key, updates it, and submits that same order', async () => {
      const input = orderInput(nextCid(), { birthDate: null, consentTerms: false });
      const first = await isp.graphql<{ saveOrderDraft: OrderResult }>(SAVE, { input });
      expect(first.data!.saveOrderDraft).toMatchObject({
        ok: true,
        order: { state: 'DRAFT', stateLabel: 'Entwurf', draftKey: input.idempotencyKey, signingLink: null },
      });
      const second = await isp.graphql<{ saveOrderDraft: OrderResult }>(SAVE, { input: { ...input, firstName: 'Berta' } });
      expect(second.data!.saveOrderDraft.order).toMatchObject({ id: first.data!.saveOrderDraft.order!.id, customer: { firstName: 'Berta' } });
      const done = await submit(isp, { ...input, firstName: 'Berta', birthDate: '1985-04-23', consentTerms: true });
      expect(done).toMatchObject({ ok: true, replayed: false, order: { id: first.data!.saveOrderDraft.order!.id, state: 'SUBMITTED', draftKey: null } });
      expect(done.order!.signingLink).not.toBeNull();
      const after = await isp.graphql<{ saveOrderDraft: OrderResult }>(SAVE, { input });
      expect(after.data!.saveOrderDraft.error).toMatchObject({ code: 'ILLEGAL_TRANSITION' });
      expect((await upstreamOrders(`cos_cid eq '${input.cid}'`))['@odata.count']).toBe(1);
    });

    it('checks only what is filled in when saving a draft, but still refuses malformed values', async () => {
      const input = { cid: freeCids[0]!, idempotencyKey: randomUUID(), email: 'kein-mail' };
      const result = await isp.graphql<{ saveOrderDraft: OrderResult }>(SAVE, { input });
      expect(fieldsOf(result.data!.saveOrderDraft.error)).toEqual({ email: ORDER_MESSAGES.emailInvalid });
    });
  });

  describe('isolation between ISPs', () => {
    it('shows an order only to its own ISP', async () => {
      const order = await submitted();
      const own = await isp.graphql<{ order: OrderData }>(ORDER, { id: order.id });
      expect(own.data!.order.number).toBe(order.number);
      const other = await isp2.graphql(ORDER, { id: order.id });
      expect(codeOf(other.errors)).toBe('NOT_FOUND');
      const list = await isp2.graphql<{ orders: { items: Array<{ id: string }> } }>(ORDERS, { filter: { cid: order.cid } });
      expect(list.data!.orders.items).toEqual([]);
      const ownList = await isp.graphql<{ orders: { items: Array<{ id: string; state: string }> } }>(ORDERS, { filter: { cid: order.cid } });
      expect(ownList.data!.orders.items.map((item) => item.id)).toEqual([order.id]);
      const all = await isp2.graphql<{ orders: { items: Array<{ id: string }> } }>(ORDERS, {});
      expect(all.data!.orders.items.every((item) => item.id !== order.id)).toBe(true);
    });
  });

  describe('the order list of the order tab (/locations?tab=order)', () => {
    const PAGE = `query OrderPage($filter: OrderFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
      orders(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) { items { number state cid } pageInfo { totalCount offset pageSize hasNextPage hasPreviousPage } }
    }`;
    type Page = {
      orders: {
        items: Array<{ number: string; state: string; cid: string }>;
        pageInfo: { totalCount: number; offset: number; pageSize: number; hasNextPage: boolean };
      };
    };

    it('pages, sorts and filters on the server', async () => {
      await submitted();
      await submitted();
      const first = await sales.graphql<Page>(PAGE, { sort: [{ field: 'number', direction: 'ASC' }], first: 2, offset: 0 });
      expect(first.errors).toBeUndefined();
      const { items, pageInfo } = first.data!.orders;
      expect(items).toHaveLength(2);
      expect(pageInfo).toMatchObject({ offset: 0, pageSize: 2, hasNextPage: true });
      expect(pageInfo.totalCount).toBeGreaterThan(2);
      const numbers = items.map((item) => item.number);
      expect(numbers).toEqual([...numbers].sort());
      const descending = await sales.graphql<Page>(PAGE, { sort: [{ field: 'number', direction: 'DESC' }], first: 2 });
      expect(descending.data!.orders.items[0]!.number > numbers[1]!).toBe(true);
      const second = await sales.graphql<Page>(PAGE, { sort: [{ field: 'number', direction: 'ASC' }], first: 2, offset: 2 });
      expect(second.data!.orders.items.every((item) => item.number > numbers[1]!)).toBe(true);
      const submittedOnly = await isp.graphql<Page>(PAGE, { filter: { states: ['SUBMITTED'] }, first: 50 });
      expect(submittedOnly.data!.orders.items.length).toBeGreaterThan(0);
      expect(submittedOnly.data!.orders.items.every((item) => item.state === 'SUBMITTED')).toBe(true);
    });

    it.each([
      [{ filter: { cid: 'abc' } }, 'filter.cid'],
      [{ filter: { text: 'a'.repeat(101) } }, 'filter.text'],
      [{ sort: [{ field: 'createdon' }] }, 'sort'],
      [{ first: 500 }, 'first'],
    ])('refuses %j with the field named, before asking the CRM', async (variables, field) => {
      portal.upstream.calls.reset();
      const response = await isp.graphql(PAGE, variables);
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(Object.keys(response.errors![0]!.extensions!['details'] as object)).toContain(field);
      expect(portal.upstream.calls.count('/crm/orders')).toBe(0);
    });
  });

  describe('the open signing routes', () => {
    const signature = pngDataUrl(makePng(400, 120));
    const sign = (order: OrderData, overrides: Record<string, unknown> = {}, client = anonymous()) =>
      client.graphql<{ signOrder: { ok: boolean; order: Record<string, unknown> | null; error: MutationError | null } }>(SIGN, {
        input: { cid: order.cid, sourceId: order.signingLink!.sourceId, signerName: 'Anna Huber', signature, consentTerms: true, ...overrides },
      });

    it('shows the customer only what they need, without a session', async () => {
      const order = await submitted();
      const response = await anonymous().graphql<{ orderForSigning: Record<string, unknown> }>(FOR_SIGNING, {
        cid: order.cid,
        sourceId: order.signingLink!.sourceId,
      });
      expect(response.errors).toBeUndefined();
      expect(response.data!.orderForSigning).toMatchObject({
        number: order.number,
        cid: order.cid,
        state: 'SUBMITTED',
        ispName: 'Alpen Glasfaser Internet GmbH',
        customerName: 'Frau Anna Huber',
        canSign: true,
        mainProduct: { id: 'GF-500', name: 'Glasfaser 500', monthlyFee: 29.9 },
        addOnProducts: [{ id: 'AO-VOIP', name: 'Telefonie', monthlyFee: 4.9 }],
      });
      expect(Object.keys(response.data!.orderForSigning)).not.toContain('account');
    });

    it.each([
      ['an unknown source_id', (order: OrderData) => ({ cid: order.cid, sourceId: 'A'.repeat(43) })],
      [
        'a tampered source_id',
        (order: OrderData) => ({
          cid: order.cid,
          sourceId: `${order.signingLink!.sourceId.slice(0, 42)}${order.signingLink!.sourceId.endsWith('A') ? 'B' : 'A'}`,
        }),
      ],
      ['a source_id with OData in it', (order: OrderData) => ({ cid: order.cid, sourceId: "x' or cos_sourceid ne null or 'x" })],
      ['a free CID in the path', (order: OrderData) => ({ cid: freeCids[0]!, sourceId: order.signingLink!.sourceId })],
      ['a malformed CID in the path', (order: OrderData) => ({ cid: `${order.cid}'`, sourceId: order.signingLink!.sourceId })],
    ])('refuses %s with one German message', async (_name, link) => {
      const order = await submitted();
      const { cid, sourceId } = link(order);
      const response = await anonymous().graphql(FOR_SIGNING, { cid, sourceId });
      expect(codeOf(response.errors)).toBe('NOT_FOUND');
      expect(response.errors![0]!.message).toMatch(/^Dieser Link ist ungültig/);
      expect(response.data).toBeNull();
    });

    it('refuses another order’s CID in the path, for the page, the signature and the PDF', async () => {
      const [mine, other] = await Promise.all([submitted(), submitted()]);
      const client = anonymous();
      const response = await client.graphql(FOR_SIGNING, { cid: other.cid, sourceId: mine.signingLink!.sourceId });
      expect(codeOf(response.errors)).toBe('NOT_FOUND');
      const signed = await sign({ ...mine, cid: other.cid }, {}, client);
      expect(signed.data!.signOrder).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED', message: expect.stringMatching(/^Dieser Link ist ungültig/) } });
      expect((await client.download(`/api/order-documents/${other.cid}/${mine.signingLink!.sourceId}`)).statusCode).toBe(404);
      expect((await portal.upstreamSend('GET', `/crm/orders(${mine.id})`)).body.cos_statekey).toBe('submitted');
    });

    it('refuses an expired link and signs with a new one', async () => {
      const order = await submitted();
      const patched = await portal.upstreamSend('PATCH', `/crm/orders(${order.id})`, { cos_sourceid_expireson: '2026-01-01T00:00:00Z' });
      expect(patched.status).toBe(200);
      const expired = await anonymous().graphql(FOR_SIGNING, { cid: order.cid, sourceId: order.signingLink!.sourceId });
      expect(codeOf(expired.errors)).toBe('NOT_FOUND');
      expect(expired.errors![0]!.message).toMatch(/abgelaufen/);
      const refused = await sign(order);
      expect(refused.data!.signOrder).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
      const renewed = await isp.graphql<{ renewOrderSigningLink: OrderResult }>(
        `mutation Renew($id: ID!) { renewOrderSigningLink(orderId: $id) { ok order { ${ORDER_FIELDS} } error { code message } } }`,
        { id: order.id },
      );
      const fresh = renewed.data!.renewOrderSigningLink.order!;
      expect(fresh.signingLink!.sourceId).not.toBe(order.signingLink!.sourceId);
      const old = await anonymous().graphql(FOR_SIGNING, { cid: order.cid, sourceId: order.signingLink!.sourceId });
      expect(codeOf(old.errors)).toBe('NOT_FOUND');
      expect((await sign(fresh)).data!.signOrder.ok).toBe(true);
    });

    it('records the signature, the time and the signer once; a second signature is refused', async () => {
      const order = await submitted();
      const before = Date.now();
      const first = await sign(order);
      expect(first.data!.signOrder).toMatchObject({
        ok: true,
        error: null,
        order: { state: 'SIGNED', stateLabel: 'Unterschrieben', signerName: 'Anna Huber', canSign: false },
      });
      const signedAt = Date.parse(first.data!.signOrder.order!['signedAt'] as string);
      expect(signedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      const stored = await portal.upstreamSend('GET', `/crm/orders(${order.id})`);
      expect(stored.body).toMatchObject({ cos_statekey: 'signed', cos_signername: 'Anna Huber', cos_signatureimage: signature });
      const second = await sign(order, { signerName: 'Mallory' });
      expect(second.data!.signOrder).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_TRANSITION', message: expect.stringMatching(/bereits unterschrieben/) },
      });
      expect((await portal.upstreamSend('GET', `/crm/orders(${order.id})`)).body.cos_signername).toBe('Anna Huber');
      // The ISP sees the order as signed.
      const seen = await isp.graphql<{ order: OrderData }>(ORDER, { id: order.id });
      expect(seen.data!.order).toMatchObject({ state: 'SIGNED', stateLabel: 'Unterschrieben' });
    });

    const brokenChecksum = (): string => {
      const png = makePng(60, 20);
      png.writeUInt8(png.readUInt8(png.length - 20) ^ 0xff, png.length - 20);
      return pngDataUrl(png);
    };
    it.each<[string, () => string, string]>([
      ['an oversized PNG', () => pngDataUrl(makePng(150, 110, { noise: true })), SIGNING_MESSAGES.signatureTooLarge],
      ['a JPEG', () => `data:image/jpeg;base64,${Buffer.from('not really').toString('base64')}`, SIGNING_MESSAGES.signatureInvalid],
      ['text posing as a PNG', () => pngDataUrl(Buffer.from('<svg onload=alert(1)>')), SIGNING_MESSAGES.signatureInvalid],
      ['a PNG with a broken checksum', brokenChecksum, SIGNING_MESSAGES.signatureInvalid],
      ['no signature', () => '', SIGNING_MESSAGES.signatureRequired],
    ])('refuses %s and records nothing', async (_name, image, message) => {
      const order = await submitted();
      const result = await sign(order, { signature: image() });
      expect(result.status).toBe(200);
      expect(result.data!.signOrder).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      expect(fieldsOf(result.data!.signOrder.error)['signature']).toBe(message);
      expect((await portal.upstreamSend('GET', `/crm/orders(${order.id})`)).body).toMatchObject({ cos_statekey: 'submitted', cos_signedon: null });
    });

    it('keeps the oversized test honest: its PNG is over the limit and still inside the body limit', () => {
      const size = makePng(150, 110, { noise: true }).length;
      expect(size).toBeGreaterThan(MAX_SIGNATURE_BYTES);
      expect(Math.ceil(size / 3) * 4).toBeLessThan(100 * 1024 - 2048);
    });

    it('refuses a signer name that is no name', async () => {
      const order = await submitted();
      const result = await sign(order, { signerName: ' ' });
      expect(fieldsOf(result.data!.signOrder.error)).toEqual({ signerName: SIGNING_MESSAGES.signerNameRequired });
    });

    it('gives the signed order as a PDF with the order number, the customer and the product', async () => {
      const order = await submitted(undefined, { firstName: 'Jürgen', lastName: 'Maßmann-Öztürk', salutation: 'Herr' });
      const client = anonymous();
      const early = await client.download(pdfPath(order));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: { message: expect.stringMatching(/noch nicht unterschrieben/) } });
      expect((await sign(order, { signerName: 'Jürgen Maßmann-Öztürk' }, client)).data!.signOrder.ok).toBe(true);
      const response = await client.download(pdfPath(order));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Bestellung-${order.number}.pdf"`);
      expect(response.headers['cache-control']).toBe('no-store');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const document = await PDFDocument.load(pdf);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(document.getTitle()).toContain(order.number);
      expect(document.getKeywords()).toContain('Herr Jürgen Maßmann-Öztürk');
      expect(document.getSubject()).toContain('Glasfaser 500');
      const text = pdfTexts(pdf).join('\n');
      expect(text).toContain(order.number);
      expect(text).toContain('Herr Jürgen Maßmann-Öztürk');
      expect(text).toContain('Glasfaser 500');
      expect(text).toContain('Telefonie');
      expect(text).toContain('Unterschrieben von Jürgen Maßmann-Öztürk');
      expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
      // Only what the signing page showed: the birth date stays out.
      expect(text).not.toContain('1985');
      expect(text).not.toContain('Geburtsdatum');
    });

    it('gives an English order its PDF in English: labels, salutation, product names, amounts and file name', async () => {
      const order = await submitted(undefined, { language: 'en', salutation: 'Herr', firstName: 'John', lastName: 'Smith' });
      const client = anonymous();
      expect((await sign(order, { signerName: 'John Smith' }, client)).data!.signOrder.ok).toBe(true);
      const response = await client.download(pdfPath(order));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Order-${order.number}.pdf"`);
      const document = await PDFDocument.load(response.rawPayload);
      expect(document.getTitle()).toBe(`Order ${order.number} – fibre connection`);
      expect(document.getSubject()).toContain('Fibre 500');
      const text = pdfTexts(response.rawPayload).join('\n');
      for (const expected of [
        'Order for a fibre connection',
        'Mr John Smith',
        'Fibre 500',
        'Telephony',
        '29.90 per month',
        'Monthly total',
        'Signed by John Smith on',
        'page 1 of 1',
      ]) {
        expect(text).toContain(expected);
      }
      for (const german of ['Herr', 'Glasfaser 500', 'monatlich', 'Unterschrieben', 'Auftrag', 'Seite']) expect(text).not.toContain(german);
    });

    it('refuses a signature without consent to the terms with a clear message, and records nothing', async () => {
      const order = await submitted();
      const result = await sign(order, { consentTerms: false });
      expect(result.data!.signOrder).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: CONSENT_REQUIRED } });
      expect(fieldsOf(result.data!.signOrder.error)).toEqual({ consentTerms: CONSENT_REQUIRED });
      const missing = await sign(order, { consentTerms: undefined });
      expect(missing.data!.signOrder.ok).toBe(false);
      expect((await portal.upstreamSend('GET', `/crm/orders(${order.id})`)).body).toMatchObject({ cos_statekey: 'submitted', cos_signedon: null });
    });

    it('shows customer care and sales the products of a CID from its order once it is signed', async () => {
      const order = await submitted(undefined, { contractTermMonths: 36 });
      const care = await portal.signIn('user.customer-care');
      const CID = `query C($id: ID!) { cid(id: $id) { status { label } mainProduct { id name } addOnProducts { id name }
        contract { mainProduct { id } termMonths orderReference } } }`;
      type CidData = { cid: { status: { label: string }; mainProduct: { id: string; name: string } | null; contract: { orderReference: string | null } } };
      const before = await care.graphql<CidData>(CID, { id: order.cid });
      expect(before.data!.cid).toMatchObject({ status: { label: 'Bestellt' }, mainProduct: null });
      expect((await sign(order)).data!.signOrder.ok).toBe(true);
      for (const client of [care, sales]) {
        const after = await client.graphql<CidData>(CID, { id: order.cid });
        expect(after.errors).toBeUndefined();
        expect(after.data!.cid).toEqual({
          status: { label: 'Bestellt' },
          mainProduct: { id: 'GF-500', name: 'Glasfaser 500' },
          addOnProducts: [{ id: 'AO-VOIP', name: 'Telefonie' }],
          contract: { mainProduct: { id: 'GF-500' }, termMonths: 36, orderReference: order.number },
        });
      }
    });

    it('prices a set-up fee apart from the monthly fees on the signing page and in the PDF, and mails the PDF', async () => {
      const order = await submitted(undefined, { addOnProductIds: ['AO-VOIP', 'AO-EXPRESS'], email: 'set-up.fee@example.at', contractTermMonths: 36 });
      const client = anonymous();
      const shown = await client.graphql<{ orderForSigning: Record<string, unknown> }>(
        `query P($cid: ID!, $sourceId: String!) { orderForSigning(cid: $cid, sourceId: $sourceId) {
          customerPhone termsPath addOnProducts { id chargeType monthlyFee setupFee }
          prices { vatRatePercent contractTermMonths complete monthly { gross vat net } oneTime { gross vat net } } } }`,
        { cid: order.cid, sourceId: order.signingLink!.sourceId },
      );
      expect(shown.data!.orderForSigning).toEqual({
        customerPhone: '+43 664 1234567',
        termsPath: '/agb',
        addOnProducts: [
          { id: 'AO-VOIP', chargeType: 'MONTHLY', monthlyFee: 4.9, setupFee: null },
          { id: 'AO-EXPRESS', chargeType: 'ONE_TIME', monthlyFee: null, setupFee: 99 },
        ],
        prices: {
          vatRatePercent: 20,
          contractTermMonths: 36,
          complete: true,
          monthly: { gross: 34.8, vat: 5.8, net: 29 },
          oneTime: { gross: 99, vat: 16.5, net: 82.5 },
        },
      });
      const mailsBefore = outbox().length;
      expect((await sign(order, {}, client)).data!.signOrder.ok).toBe(true);
      // WinAnsi: 0x80 is the euro sign, 0x96 the en dash; wrapped lines joined again.
      const text = pdfTexts((await client.download(pdfPath(order))).rawPayload)
        .join(' ')
        .replace(/\x80/g, '€')
        .replace(/\x96/g, '–')
        .replace(/\s+/g, ' ');
      expect(text).toContain('Expressinstallation – € 99,00 einmalig');
      expect(text).toContain('Telefonie – € 4,90 monatlich');
      expect(text).toContain('€ 99,00 (darin 20 % USt. € 16,50, netto € 82,50)');
      expect(text).toContain('€ 34,80 (darin 20 % USt. € 5,80, netto € 29,00), Mindestvertragsdauer 36 Monate');
      expect(text).not.toMatch(/99,00 € pro Monat|99,00 monatlich/);
      // The confirmation carries the same PDF; it follows the answer (lib/background.ts).
      await backgroundSettled();
      const confirmation = outbox()
        .slice(mailsBefore)
        .find((mail) => mail.to === 'set-up.fee@example.at');
      expect(confirmation?.subject).toBe(`Ihre unterschriebene Glasfaser-Bestellung ${order.number}`);
      expect(confirmation?.attachments?.[0]?.filename).toBe(`Bestellung-${order.number}.pdf`);
      const attached = Buffer.from(confirmation!.attachments![0]!.contentBase64, 'base64');
      expect(pdfTexts(attached).join('\n')).toContain('Expressinstallation');
    });

    /** The confirmation mails to one address in the dev outbox. */
    const confirmationsTo = (address: string) => outbox().filter((mail) => mail.to === address && mail.subject.startsWith('Ihre unterschriebene'));
    /** Replaces the portal's mailer for confirmation mails to `address` until `restore`. */
    const confirmationMailsTo = (address: string, instead: (send: () => Promise<void>) => Promise<void>) => {
      const mailer = portal.services.mailer;
      const send = mailer.send.bind(mailer);
      const spy = vi
        .spyOn(mailer, 'send')
        .mockImplementation((mail) => (mail.to === address && mail.subject.startsWith('Ihre unterschriebene') ? instead(() => send(mail)) : send(mail)));
      return { restore: () => spy.mockRestore() };
    };

    it('answers the signature before the confirmation mail is sent, and the mail follows', async () => {
      const address = 'after.answer@example.at';
      const order = await submitted(undefined, { email: address });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held = confirmationMailsTo(address, async (send) => {
        await released;
        await send();
      });
      try {
        expect((await sign(order)).data!.signOrder.ok).toBe(true);
        // Answered while the mail (PDF, SMTP) is still held.
        expect(confirmationsTo(address)).toEqual([]);
        release();
        await backgroundSettled();
        const [confirmation, ...more] = confirmationsTo(address);
        expect(more).toEqual([]);
        expect(confirmation!.subject).toBe(`Ihre unterschriebene Glasfaser-Bestellung ${order.number}`);
        expect(confirmation!.attachments?.[0]?.filename).toBe(`Bestellung-${order.number}.pdf`);
        expect(pdfTexts(Buffer.from(confirmation!.attachments![0]!.contentBase64, 'base64')).join(' ')).toContain('Anna Huber');
      } finally {
        release();
        held.restore();
      }
    });

    it('keeps the signature when the confirmation mail fails, and logs why', async () => {
      const address = 'smtp.refuses@example.at';
      const order = await submitted(undefined, { email: address });
      const refusing = confirmationMailsTo(address, async () => {
        throw new Error('554 5.7.1 relay refused');
      });
      try {
        expect((await sign(order)).data!.signOrder).toMatchObject({ ok: true, error: null });
        await backgroundSettled();
      } finally {
        refusing.restore();
      }
      expect(confirmationsTo(address)).toEqual([]);
      const logged = portal.logs.find((line) => line.msg === 'confirmation mail not sent' && line['order'] === order.number);
      expect(logged?.['err']).toMatchObject({ message: '554 5.7.1 relay refused' });
      const stored = await upstreamOrders(`cos_cid eq '${order.cid}'`);
      expect(stored.value).toEqual([expect.objectContaining({ cos_signername: 'Anna Huber', cos_signedon: expect.any(String) })]);
      expect((await sign(order)).data!.signOrder.error).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: ALREADY_SIGNED });
    });

    it('serves the terms page the signing page links to', async () => {
      const response = await anonymous().download('/agb');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Allgemeine Geschäftsbedingungen');
      expect(response.body).not.toContain('<script');
    });

    it('refuses the PDF for bad links like the page', async () => {
      const order = await submitted();
      const client = anonymous();
      expect((await client.download(`/api/order-documents/${order.cid}/${'B'.repeat(43)}`)).statusCode).toBe(404);
      expect((await client.download(`/api/order-documents/${freeCids[0]}/${order.signingLink!.sourceId}`)).statusCode).toBe(404);
      const refused = await client.download(`/api/order-documents/${order.cid}/..%2F..%2Fetc`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: { message: expect.stringMatching(/^Dieser Link ist ungültig/) } });
    });

    it('blocks an address after too many bad links, and only that address', async () => {
      const throttle = createSigningThrottle(memoryCounterStore(), {
        requestsPerIp: 100,
        requestWindowMs: 60_000,
        failuresPerIp: 5,
        failureWindowMs: 60_000,
        signaturesPerOrder: 3,
        signatureWindowMs: 60_000,
      });
      useSigningThrottle(portal.services, throttle);
      try {
        const order = await submitted();
        const prober = anonymous('10.66.0.1');
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const probe = await prober.graphql(FOR_SIGNING, { cid: order.cid, sourceId: `${'C'.repeat(40)}${String(attempt).padStart(3, '0')}` });
          expect(codeOf(probe.errors)).toBe('NOT_FOUND');
        }
        const blocked = await prober.graphql(FOR_SIGNING, { cid: order.cid, sourceId: order.signingLink!.sourceId });
        expect(codeOf(blocked.errors)).toBe('FORBIDDEN');
        expect(blocked.errors![0]!.message).toMatch(/Zu viele Versuche/);
        expect((await prober.download(pdfPath(order))).statusCode).toBe(429);
        const customer = await anonymous('10.66.0.2').graphql(FOR_SIGNING, { cid: order.cid, sourceId: order.signingLink!.sourceId });
        expect(customer.errors).toBeUndefined();
      } finally {
        useSigningThrottle(portal.services, createSigningThrottle(memoryCounterStore()));
      }
    });
  });

  describe('in the reader’s language', () => {
    it('refuses contradicting products to an English reader in English, and stores nothing', async () => {
      const english = await portal.signIn('user.isp');
      english.acceptLanguage = 'en';
      const cid = freeCids[0]!;
      for (const [overrides, message] of [
        [{ addOnProductIds: ['GF-1000'] }, ORDER_MESSAGES_EN.secondMainProduct],
        [{ mainProductId: 'GF-300', addOnProductIds: ['AO-VOIP', 'GF-500'] }, ORDER_MESSAGES_EN.secondMainProduct],
        [{ mainProductId: null, addOnProductIds: ['AO-VOIP'] }, ORDER_MESSAGES_EN.addOnWithoutMain],
      ] as const) {
        const response = await english.graphql<{ submitOrder: OrderResult }>(SUBMIT, { input: orderInput(cid, overrides) });
        const result = response.data!.submitOrder;
        expect(result).toMatchObject({ ok: false, order: null, error: { code: 'INVALID_INPUT', message: 'Please check the marked fields.' } });
        expect(fieldsOf(result.error)['addOnProductIds']).toBe(message);
      }
      expect((await upstreamOrders(`cos_cid eq '${cid}'`))['@odata.count']).toBe(0);
    });

    it('tells an English reader that the link was resent too often, in English', async () => {
      const order = await submitted(undefined, { email: 'resend.en@example.at' });
      const english = await portal.signIn('user.isp');
      english.acceptLanguage = 'en';
      const RESEND = `mutation R($id: ID!) { resendOrderSigningMail(orderId: $id) { ok error { code message } } }`;
      for (const _ of [1, 2])
        expect((await english.graphql<{ resendOrderSigningMail: { ok: boolean } }>(RESEND, { id: order.id })).data!.resendOrderSigningMail.ok).toBe(true);
      const refused = await english.graphql<{ resendOrderSigningMail: { ok: boolean; error: { message: string } } }>(RESEND, { id: order.id });
      expect(refused.data!.resendOrderSigningMail.ok).toBe(false);
      expect(refused.data!.resendOrderSigningMail.error.message).toMatch(
        /^The link has already been sent 3 times in the last hour\. You can send it again from \d{2}:\d{2}, or copy it and pass it on yourself\.$/,
      );
      expect(outbox().filter((mail) => mail.to === 'resend.en@example.at')).toHaveLength(3);
    });

    it('shows the signing page in the order’s language and refuses a signature without consent in it, whatever the browser asks for', async () => {
      const order = await submitted(undefined, { language: 'en' });
      const client = anonymous();
      const page = await client.graphql<{ orderForSigning: Record<string, unknown> }>(
        `query P($cid: ID!, $sourceId: String!) { orderForSigning(cid: $cid, sourceId: $sourceId) {
          stateLabel language customerName mainProduct { name } addOnProducts { name } } }`,
        { cid: order.cid, sourceId: order.signingLink!.sourceId },
      );
      // The salutation and the product names too: 'Frau' on the form is 'Ms' to an English customer.
      expect(page.data!.orderForSigning).toEqual({
        stateLabel: 'Submitted',
        language: 'en',
        customerName: 'Ms Anna Huber',
        mainProduct: { name: 'Fibre 500' },
        addOnProducts: [{ name: 'Telephony' }],
      });
      const signature = pngDataUrl(makePng(400, 120));
      const refused = await client.graphql<{ signOrder: { ok: boolean; error: MutationError } }>(SIGN, {
        input: { cid: order.cid, sourceId: order.signingLink!.sourceId, signerName: 'Anna Huber', signature, consentTerms: false },
      });
      expect(refused.data!.signOrder).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', message: 'Please confirm that you have read and accept the general terms and conditions.' },
      });
      expect((await portal.upstreamSend('GET', `/crm/orders(${order.id})`)).body).toMatchObject({ cos_statekey: 'submitted', cos_signedon: null });
      // A German order stays German for an English browser.
      const german = await submitted();
      const response = await portal.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.56.0.1',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-client-url': 'http://localhost:3000/' },
        payload: JSON.stringify({
          query: `query P($cid: ID!, $sourceId: String!) { orderForSigning(cid: $cid, sourceId: $sourceId) { stateLabel customerName } }`,
          variables: { cid: german.cid, sourceId: german.signingLink!.sourceId },
        }),
      });
      expect(response.json()).toEqual({ data: { orderForSigning: { stateLabel: 'Übermittelt', customerName: 'Frau Anna Huber' } } });
    });
  });

  describe('bad input of any shape', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ maxLength: 120, unit: 'binary' }),
      fc.constantFrom('', ' ', '\u0000', "' or 1 eq 1 or '", '<img src=x onerror=alert(1)>', '😀'.repeat(60), '2026-02-30', 'null', '../../etc/passwd'),
    );
    const badOrder = fc.record(
      {
        cid: fc.oneof(fc.constant('CID-000008'), text),
        idempotencyKey: fc.oneof(fc.uuid(), text),
        ispAccountId: fc.option(text),
        salutation: fc.option(text),
        firstName: fc.option(text),
        lastName: fc.option(text),
        birthDate: fc.option(text),
        email: fc.option(text),
        phone: fc.option(text),
        mainProductId: fc.option(fc.oneof(text, fc.constantFrom('GF-500', 'GF-2500', 'AO-TV'))),
        addOnProductIds: fc.option(fc.array(text, { maxLength: 12 })),
        contractTermMonths: fc.option(fc.integer({ min: -2_147_483_648, max: 2_147_483_647 })),
        preferredDate: fc.option(text),
        installationNotes: fc.option(fc.string({ maxLength: 1500 })),
        consentTerms: fc.option(fc.boolean()),
        consentDataProcessing: fc.option(fc.boolean()),
      },
      { requiredKeys: ['cid', 'idempotencyKey'] },
    );

    it('never answers 500, always explains in German and stores nothing', async () => {
      const before = (await upstreamOrders("cos_accountid eq 'isp-0001'"))['@odata.count'];
      await fc.assert(
        fc.asyncProperty(badOrder, async (input) => {
          // A complete, valid form is not bad input; those are covered above.
          const response = await isp.graphql<{ submitOrder: OrderResult }>(SUBMIT, { input: { ...input, consentTerms: false } });
          // A malformed string, a control character or an overlong text is refused before the resolver (graphql/input-strings.ts).
          if (refusedAtBoundary(response)) return;
          expect(response.status).toBe(200);
          expect(response.errors).toBeUndefined();
          const result = response.data!.submitOrder;
          expect(result.ok).toBe(false);
          expect(result.error!.message).toMatch(/[äöüÄÖÜß]|Bitte|nicht/);
          for (const entry of result.error!.fieldErrors) {
            expect(ALL_MESSAGES.has(entry.message) || /Bitte|gibt es nicht|Form CID-|höchstens|Steuerzeichen|Formularschlüssel/.test(entry.message)).toBe(true);
          }
        }),
        { numRuns: 60 },
      );
      expect((await upstreamOrders("cos_accountid eq 'isp-0001'"))['@odata.count']).toBe(before);
    }, 120_000);
  });
});
