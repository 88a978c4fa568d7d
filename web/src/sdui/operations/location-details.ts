import { graphql } from '../../gql';
import { argsMutation, itemQuery, refusal } from './operation';

export const LocationDetailsQuery = graphql(`
  query LocationDetails($cid: ID!) {
    locationDetails(cid: $cid) {
      cid {
        id
        unit
        own
        orderable
        ontSerial
        status {
          label
        }
      }
      location {
        id
        label
        units
        floors
        aan
        panId
        fibreTerminationPoint
        cidCount
        buildingType {
          label
        }
        connectionStatus {
          label
        }
        constructionState {
          label
        }
        address {
          region
        }
      }
      houseConnectionState {
        key
        label
      }
      panConstructionState {
        key
        label
      }
      panPlannedCompletion
      orderable
      notOrderableReason
      products {
        id
        name
        kind
        kindLabel
        description
        downloadMbit
        uploadMbit
        chargeType
        monthlyFee
        setupFee
      }
      orders {
        ...ListScreen_order
      }
    }
  }
`);

/**
 * What both order pages of a CID head with (`OrderOverview` and the order form's
 * `OrderFormPage`): the CID with its unit and status, the address, and whether it can be
 * ordered or why not.
 */
export const OrderHeadingFragment = graphql(`
  fragment OrderHeading_details on LocationDetails {
    cid {
      id
      unit
      status {
        label
      }
    }
    location {
      id
      address {
        ...ValueView_address
      }
    }
    orderable
    notOrderableReason
  }
`);

/**
 * `/locations-order/:cid` ('Bestellung'): every order of the CID as it was ordered, with
 * its sums, its state history and the customer's signing link.
 */
export const OrderOverviewQuery = graphql(`
  query OrderOverview($cid: ID!) {
    locationDetails(cid: $cid) {
      ...OrderHeading_details
      orders {
        id
        number
        cid
        state
        stateLabel
        createdAt
        createdBy
        submittedAt
        signedAt
        signerName
        constructionStartedAt
        connectedAt
        cancelledAt
        cancelReason
        draftKey
        account {
          name
        }
        customer {
          salutation
          firstName
          lastName
          email
          phone
        }
        contractTermMonths
        preferredDate
        installationNotes
        prices {
          ...PriceSummary_prices
          lines {
            productId
            name
            chargeType
            monthlyFee
            setupFee
          }
        }
        signingMail {
          ...SigningLinkBlock_mail
        }
        history {
          state
          label
          at
          by
        }
        signingLink {
          ...SigningLinkBlock_link
        }
      }
    }
  }
`);

export const RenewSigningLinkMutation = graphql(`
  mutation RenewSigningLink($orderId: ID!) {
    renewOrderSigningLink(orderId: $orderId) {
      ok
      order {
        id
        number
        signingLink {
          ...SigningLinkBlock_link
        }
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

export const ResendSigningMailMutation = graphql(`
  mutation ResendSigningMail($orderId: ID!) {
    resendOrderSigningMail(orderId: $orderId) {
      ok
      order {
        id
        number
        signingMail {
          ...SigningLinkBlock_mail
        }
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!, $reason: String) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      ok
      order {
        id
        number
        state
        stateLabel
        cancelledAt
        signingLink {
          url
        }
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

type OrderResultLike = { ok: boolean; order?: object | null; error?: { message: string } | null };
const outcome = (result: OrderResultLike) => ({
  ok: result.ok,
  value: result.order ?? null,
  error: refusal(result.error ? { message: result.error.message, fieldErrors: [] } : null),
});

export const locationDetailOperations = {
  LocationDetails: itemQuery(LocationDetailsQuery, (data) => data.locationDetails),
  OrderOverview: itemQuery(OrderOverviewQuery, (data) => data.locationDetails),
  RenewSigningLink: argsMutation(RenewSigningLinkMutation, (data) => outcome(data.renewOrderSigningLink)),
  ResendSigningMail: argsMutation(ResendSigningMailMutation, (data) => outcome(data.resendOrderSigningMail)),
  CancelOrder: argsMutation(CancelOrderMutation, (data) => outcome(data.cancelOrder)),
};
