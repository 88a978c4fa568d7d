import { graphql } from '../../gql';
import { argsMutation, itemQuery, refusal } from './operation';

/** The customer's signing link of an order (the order overview's section; renewing answers it again). */
export const SectionsSigningLinkFragment = graphql(`
  fragment Sections_signingLink on SigningLink {
    sourceId
    url
    path
    downloadPath
    expiresAt
    expired
  }
`);

/** The signing mail of an order (the order overview's section; sending again answers it again). */
export const SectionsSigningMailFragment = graphql(`
  fragment Sections_signingMail on OrderSigningMail {
    to
    lastSentAt
    count
  }
`);

/**
 * `/locations/:cid` ('Standortdetails'): the location seen from one of its CIDs, what the
 * user's audience can order there, and the orders at the CID.
 */
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
 * `/locations-order/:cid` ('Bestellung'): every order of the CID as it was ordered, with
 * its sums, its state history and the customer's signing link.
 */
export const OrderOverviewQuery = graphql(`
  query OrderOverview($cid: ID!) {
    locationDetails(cid: $cid) {
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
          street
          houseNumber
          postcode
          place
        }
      }
      orderable
      notOrderableReason
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
          vatRatePercent
          lines {
            productId
            name
            chargeType
            monthlyFee
            setupFee
          }
          monthly {
            gross
            vat
            net
          }
          oneTime {
            gross
            vat
            net
          }
        }
        signingMail {
          ...Sections_signingMail
        }
        history {
          state
          label
          at
          by
        }
        signingLink {
          ...Sections_signingLink
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
          ...Sections_signingLink
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
          ...Sections_signingMail
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
