/**
 * The order form's data: its GraphQL operations (the location with its products and
 * drafts, SubmitOrder, SaveOrderDraft) and the way between a stored form and the mutation's
 * input. The page (`order-form-page.tsx`) renders and sends.
 */
import { DEFAULT_CONTRACT_TERM, emptyOrderForm, ORDER_FIELDS, type OrderFormValues } from '@fibre-portal/shared/order-form';
import { graphql } from '../../gql';
import type { OrderFormPageQuery as OrderFormPageData, OrderInput } from '../../gql/graphql';
import { loadOrderForm, newFormKey, type StoredOrderForm } from './form-storage';

export const OrderFormPageQuery = graphql(`
  query OrderFormPage($cid: ID!) {
    locationDetails(cid: $cid) {
      ...OrderHeading_details
      products {
        id
        name
        kind
        description
        downloadMbit
        uploadMbit
        chargeType
        monthlyFee
        setupFee
      }
      orderAccounts {
        accountId
        name
      }
      orders {
        id
        number
        state
        draftKey
        account {
          accountId
        }
        customer {
          salutation
          firstName
          lastName
          birthDate
          email
          phone
          language
        }
        mainProduct {
          id
        }
        addOnProducts {
          id
        }
        contractTermMonths
        preferredDate
        installationNotes
        consentTerms
        consentDataProcessing
      }
    }
  }
`);

/**
 * What the order form reads of a submit or a saved draft: the order's number, state and
 * signing link, or the refusal with its field errors.
 */
export const OrderFormPageResultFragment = graphql(`
  fragment OrderFormPage_result on OrderResult {
    ok
    replayed
    order {
      id
      number
      state
      stateLabel
      draftKey
      signingLink {
        url
        path
        expiresAt
      }
    }
    error {
      ...MutationError_fields
    }
  }
`);

export const SubmitOrderMutation = graphql(`
  mutation SubmitOrder($input: OrderInput!) {
    submitOrder(input: $input) {
      ...OrderFormPage_result
    }
  }
`);

export const SaveOrderDraftMutation = graphql(`
  mutation SaveOrderDraft($input: OrderInput!) {
    saveOrderDraft(input: $input) {
      ...OrderFormPage_result
    }
  }
`);

export type Details = OrderFormPageData['locationDetails'];
export type Product = Details['products'][number];
export type SubmittedOrder = { number: string; stateLabel: string; signingLink: { url: string; path: string; expiresAt?: string | null } | null };
export type Notice = { status: 'success' | 'warning' | 'error' | 'info'; text: string };

/** The order of the form's fields, so that the first invalid one gets the focus. */
export const FIELD_ORDER = ['ispAccountId', ...ORDER_FIELDS];

function fromDraft(order: Details['orders'][number]): OrderFormValues {
  return {
    salutation: order.customer.salutation ?? null,
    firstName: order.customer.firstName ?? null,
    lastName: order.customer.lastName ?? null,
    birthDate: order.customer.birthDate ?? null,
    email: order.customer.email ?? null,
    phone: order.customer.phone ?? null,
    language: order.customer.language,
    mainProductId: order.mainProduct?.id ?? null,
    addOnProductIds: order.addOnProducts.map((product) => product.id),
    contractTermMonths: order.contractTermMonths ?? DEFAULT_CONTRACT_TERM,
    preferredDate: order.preferredDate ?? null,
    installationNotes: order.installationNotes ?? null,
    consentTerms: order.consentTerms,
    consentDataProcessing: order.consentDataProcessing,
  };
}

/** The form to start with: a draft named in the address, the form of this tab, or a new one. */
export function initialForm(details: Details, draftKey: string | null): StoredOrderForm {
  const single = details.orderAccounts.length === 1 ? details.orderAccounts[0]!.accountId : '';
  const draft = draftKey === null ? undefined : details.orders.find((order) => order.draftKey === draftKey);
  if (draft) return { key: draftKey!, values: fromDraft(draft), ispAccountId: draft.account.accountId };
  const stored = loadOrderForm(details.cid.id);
  if (stored) return { ...stored, ispAccountId: stored.ispAccountId || single };
  return { key: newFormKey(), values: emptyOrderForm(), ispAccountId: single };
}

export function toInput(cid: string, form: StoredOrderForm): OrderInput {
  const { values } = form;
  return {
    cid,
    idempotencyKey: form.key,
    ispAccountId: form.ispAccountId || null,
    salutation: values.salutation,
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    email: values.email,
    phone: values.phone,
    language: values.language,
    mainProductId: values.mainProductId,
    addOnProductIds: values.addOnProductIds,
    contractTermMonths: values.contractTermMonths,
    preferredDate: values.preferredDate,
    installationNotes: values.installationNotes,
    consentTerms: values.consentTerms,
    consentDataProcessing: values.consentDataProcessing,
  };
}
