/**
 * The order form's state as react-hook-form holds it, and the way between it and the stored
 * form (`form-storage.ts`) and the shared rules (`@fibre-portal/shared/order-form`): text
 * fields hold '' where the stored form and the mutation hold null, the term is a select's text.
 */
import { DEFAULT_CONTRACT_TERM, formMessageIn, validateOrderForm, viennaToday, type OrderFormValues, type ProductOffer } from '@fibre-portal/shared/order-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { StoredOrderForm } from './form-storage';

const TEXT_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'birthDate',
  'email',
  'phone',
  'language',
  'mainProductId',
  'preferredDate',
  'installationNotes',
] as const satisfies ReadonlyArray<keyof OrderFormValues>;
type TextField = (typeof TEXT_FIELDS)[number];

export type OrderFormState = Record<TextField, string> & {
  ispAccountId: string;
  addOnProductIds: string[];
  contractTermMonths: string;
  consentTerms: boolean;
  consentDataProcessing: boolean;
};

export function toFormState(stored: StoredOrderForm): OrderFormState {
  const { values } = stored;
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<TextField, string>;
  return {
    ...texts,
    // A draft without a language reads as German, the default of the signing mail.
    language: values.language ?? 'de',
    ispAccountId: stored.ispAccountId,
    addOnProductIds: [...values.addOnProductIds],
    contractTermMonths: String(values.contractTermMonths ?? DEFAULT_CONTRACT_TERM),
    consentTerms: values.consentTerms,
    consentDataProcessing: values.consentDataProcessing,
  };
}

export function toStoredForm(key: string, state: OrderFormState): StoredOrderForm {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, state[field] === '' ? null : state[field]])) as Record<TextField, string | null>;
  return {
    key,
    ispAccountId: state.ispAccountId,
    values: {
      ...texts,
      addOnProductIds: [...state.addOnProductIds],
      contractTermMonths: state.contractTermMonths === '' ? null : Number(state.contractTermMonths),
      consentTerms: state.consentTerms,
      consentDataProcessing: state.consentDataProcessing,
    },
  };
}

export type SendMode = 'draft' | 'submit';

/** What the resolver needs besides the state: read when it runs, so a language switch counts. */
export interface OrderFormContext {
  /** Which button sends: a draft asks less than a submission. */
  mode: { readonly current: SendMode };
  language: string;
  offer: ProductOffer;
  /** Sales and customer care choose the end customer's ISP among several. */
  chooseAccount: boolean;
  ispRequired: string;
}

/**
 * The shared rules as react-hook-form's resolver, in the reader's language (the rules answer
 * in German); a draft asks less than a submission.
 */
export const orderFormResolver: Resolver<OrderFormState, OrderFormContext> = (state, context) => {
  if (!context) throw new Error('orderFormResolver needs its context');
  const found: Record<string, string> = Object.fromEntries(
    Object.entries(validateOrderForm(toStoredForm('', state).values, { mode: context.mode.current, today: viennaToday(), offer: context.offer })).map(
      ([field, message]) => [field, formMessageIn(message, context.language)],
    ),
  );
  if (context.mode.current === 'submit' && context.chooseAccount && state.ispAccountId === '') found['ispAccountId'] = context.ispRequired;
  if (Object.keys(found).length === 0) return { values: state, errors: {} };
  const errors = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors<OrderFormState>;
  return { values: {}, errors };
};
