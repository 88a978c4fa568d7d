import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { OrderForSigningQuery } from '../../../src/features/ordering/signing-order';

export const CID = 'CID-000123';
/** A `source_id` as the server makes them: 32 random bytes, base64url. */
export const SOURCE_ID = 'q0V9nC3m1Zt7Yx2Lr8Kp4Hs6Bw5Fd1Ej9Ua3Ic7Oe2G';

/** An order as the open signing route shows it; submitted and waiting for the signature. */
export function signingOrder(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SigningOrder',
    number: 'B-2026-000042',
    cid: CID,
    state: 'SUBMITTED',
    stateLabel: 'Übermittelt',
    ispName: 'Donaunetz GmbH',
    customerName: 'Frau Maria Huber',
    customerEmail: 'maria.huber@example.at',
    address: { __typename: 'PostalAddress', street: 'Kirchengasse', houseNumber: '2', unit: 'Top 3', postcode: '3500', place: 'Krems an der Donau' },
    customerPhone: '+43 664 1234567',
    installationNotes: null,
    termsPath: '/agb',
    language: 'de',
    mainProduct: { __typename: 'SigningProduct', id: 'P-500', name: 'Glasfaser 500', chargeType: 'MONTHLY', monthlyFee: 49.9, setupFee: null },
    addOnProducts: [
      { __typename: 'SigningProduct', id: 'P-TEL', name: 'Telefonie', chargeType: 'MONTHLY', monthlyFee: 5, setupFee: null },
      { __typename: 'SigningProduct', id: 'P-EXPRESS', name: 'Expressinstallation', chargeType: 'ONE_TIME', monthlyFee: null, setupFee: 99 },
    ],
    prices: {
      __typename: 'OrderPrices',
      vatRatePercent: 20,
      monthly: { __typename: 'PriceSum', gross: 54.9, vat: 9.15, net: 45.75 },
      oneTime: { __typename: 'PriceSum', gross: 99, vat: 16.5, net: 82.5 },
    },
    contractTermMonths: 24,
    preferredDate: '2027-03-01',
    submittedAt: '2026-11-20T09:30:00Z',
    signedAt: null,
    signerName: null,
    canSign: true,
    expiresAt: '2026-12-20T09:30:00Z',
    ...overrides,
  };
}

export function signingQueryMock(order: Record<string, unknown> | null, errors?: GraphQLError[]): MockLink.MockedResponse {
  return {
    request: { query: OrderForSigningQuery, variables: { cid: CID, sourceId: SOURCE_ID } },
    result: errors ? { data: null, errors } : { data: { orderForSigning: order } },
  };
}

/** The server's answer to an expired link (`EXPIRED_LINK` of orders.signing.ts). */
export const linkRefused = () =>
  new GraphQLError('Dieser Link ist abgelaufen. Bitte fragen Sie Ihren Internetanbieter nach einem neuen Link zum Unterschreiben.', {
    path: ['orderForSigning'],
    extensions: { code: 'NOT_FOUND' },
  });
