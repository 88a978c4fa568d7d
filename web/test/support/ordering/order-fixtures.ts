import type { MockLink } from '@apollo/client/testing';
import { DEFAULT_CONTRACT_TERM } from '@fibre-portal/shared/order-form';
import type { OrderInput } from '../../../src/gql/graphql';
import { OrderFormPageQuery, SaveOrderDraftMutation, SubmitOrderMutation } from '../../../src/features/ordering/order-form-data';

export const FORM_CID = 'CID-000123';

const product = (id: string, name: string, kind: 'MAIN' | 'ADD_ON', fee: number, down: number | null = null) => ({
  __typename: 'ScaProduct',
  id,
  name,
  kind,
  description: down === null ? `${name} zum Anschluss` : null,
  downloadMbit: down,
  uploadMbit: down === null ? null : down / 5,
  chargeType: 'MONTHLY',
  monthlyFee: fee,
  setupFee: null,
});

export const PRODUCTS = [
  product('P-500', 'Glasfaser 500', 'MAIN', 49.9, 500),
  product('P-1000', 'Glasfaser 1000', 'MAIN', 69.9, 1000),
  product('P-TEL', 'Telefonie', 'ADD_ON', 5),
];
export const ACCOUNT = { __typename: 'Account', accountId: 'isp-0001', name: 'Donaunetz GmbH' };

/** The order form's location: an orderable CID at Kirchengasse 2, Krems, for one ISP account. */
export function formDetails(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LocationDetails',
    cid: { __typename: 'LocationCid', id: FORM_CID, unit: 'Top 3', status: { __typename: 'OptionValue', label: 'Verfügbar' } },
    location: {
      __typename: 'Location',
      id: 'LOC-000003',
      address: {
        __typename: 'PostalAddress',
        street: 'Kirchengasse',
        houseNumber: '2',
        postcode: '3500',
        place: 'Krems an der Donau',
        region: 'Niederösterreich',
      },
    },
    orderable: true,
    notOrderableReason: null,
    products: PRODUCTS,
    orderAccounts: [ACCOUNT],
    orders: [],
    ...overrides,
  };
}

export function formQueryMock(details: Record<string, unknown> = formDetails()): MockLink.MockedResponse {
  return { request: { query: OrderFormPageQuery, variables: { cid: FORM_CID } }, result: { data: { locationDetails: details } } };
}

/** What a complete, valid form sends (without its key). */
export const VALID_INPUT: Omit<OrderInput, 'idempotencyKey'> = {
  cid: FORM_CID,
  ispAccountId: 'isp-0001',
  salutation: 'Frau',
  firstName: 'Maria',
  lastName: 'Huber',
  birthDate: '1985-04-23',
  email: 'maria.huber@example.at',
  phone: '+43 664 1234567',
  language: 'de',
  mainProductId: 'P-500',
  addOnProductIds: ['P-TEL'],
  contractTermMonths: DEFAULT_CONTRACT_TERM,
  preferredDate: null,
  installationNotes: null,
  consentTerms: true,
  consentDataProcessing: true,
};

export const SIGNING_URL = 'https://portal.example.at/locations-order/CID-000123/form-sign/q0V9nC3m1Zt7Yx2Lr8Kp4Hs6Bw5Fd1Ej9Ua3Ic7Oe2G';

export function submittedOrder(state = 'SUBMITTED') {
  return {
    __typename: 'Order',
    id: '7d1f0c2e-0000-4000-8000-000000000042',
    number: 'B-2026-000042',
    state,
    stateLabel: state === 'DRAFT' ? 'Entwurf' : 'Übermittelt',
    draftKey: null,
    signingLink:
      state === 'DRAFT' ? null : { __typename: 'SigningLink', url: SIGNING_URL, path: new URL(SIGNING_URL).pathname, expiresAt: '2026-12-22T10:00:00Z' },
  };
}

type Answer = { ok: boolean; order?: unknown; error?: unknown; replayed?: boolean } | Error;

/**
 * A submission (or draft save) of exactly this input; `key` is the form's idempotency key.
 * Counts the answered calls in `counter.calls`.
 */
export function orderMutationMock(
  kind: 'submit' | 'draft',
  input: OrderInput,
  answer: Answer,
  counter: { calls: number } = { calls: 0 },
): MockLink.MockedResponse {
  const field = kind === 'submit' ? 'submitOrder' : 'saveOrderDraft';
  const base = { request: { query: kind === 'submit' ? SubmitOrderMutation : SaveOrderDraftMutation, variables: { input } }, delay: 50, maxUsageCount: 5 };
  // A lost answer: the request went out, nothing came back.
  if (answer instanceof Error) return { ...base, maxUsageCount: 1, error: answer };
  return {
    ...base,
    result: () => {
      counter.calls += 1;
      return { data: { [field]: { __typename: 'OrderResult', replayed: false, order: null, error: null, ...answer } } };
    },
  };
}
