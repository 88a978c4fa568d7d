import { graphql } from '../../gql';
import { listQuery, suggestQuery } from './operation';

/** An order as its lists show it (the orders tab of `/locations`, the orders at a location). */
export const ListScreenOrderFragment = graphql(`
  fragment ListScreen_order on Order {
    id
    number
    state
    stateLabel
    cid
    createdAt
    customer {
      salutation
      firstName
      lastName
    }
    mainProduct {
      name
    }
  }
`);

/** `/locations` ('Standorte'): addresses with their connection status and the CIDs this user may see. */
export const LocationListQuery = graphql(`
  query LocationList($filter: LocationFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    locations(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        id
        label
        units
        panId
        address {
          postcode
          place
          region
        }
        connectionStatus {
          value
          label
        }
        constructionState {
          label
        }
        cids {
          id
          unit
          orderable
          own
          status {
            value
            label
          }
        }
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

/** `/locations?tab=order`: the orders of the account (all for sales and customer care), newest first. */
export const OrderListQuery = graphql(`
  query OrderList($filter: OrderFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    orders(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        ...ListScreen_order
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

/** Address suggestions while typing (the search of 'Standorte'); the server asks nothing below two characters. */
export const AddressSuggestionsQuery = graphql(`
  query AddressSuggestions($text: String!) {
    addressSuggestions(text: $text, first: 8) {
      locationId
      label
      cidCount
    }
  }
`);

export const locationOperations = {
  LocationList: listQuery(LocationListQuery, (data) => data.locations),
  OrderList: listQuery(OrderListQuery, (data) => data.orders),
  AddressSuggestions: suggestQuery(AddressSuggestionsQuery, (data) => data.addressSuggestions),
};
