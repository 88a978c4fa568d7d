import { graphql } from '../../gql';
import { dataQuery, itemQuery, listQuery } from './operation';

/** A CID as its lists show it (the generic list's rows on `/cids` and `/cids-search`); the CID details show it too. */
export const ListScreenCidFragment = graphql(`
  fragment ListScreen_cid on Cid {
    id
    status {
      value
      label
    }
    address {
      ...ValueView_address
      region
    }
    account {
      accountId
      name
    }
    mainProduct {
      id
      name
    }
    panId
    ontSerial
    connectedAt
    modifiedAt
  }
`);

/** `/cids`, `/cids-search` and the drill-down of `/cids-all`: one page of CIDs. */
export const CidListQuery = graphql(`
  query CidList($filter: CidFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    cids(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        ...ListScreen_cid
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

/**
 * `/cids/:cid`: status, address, ONT, products, service states, PAN, construction and,
 * for users who may open the tickets, the CID's tickets.
 */
export const CidDetailsQuery = graphql(`
  query CidDetails($id: ID!, $withTickets: Boolean = false) {
    cid(id: $id) {
      ...ListScreen_cid
      ...SwapPanel_cid
      locationId
      aan
      addOnProducts {
        id
        name
      }
      terminatedAt
      serviceStates {
        service
        serviceLabel
        state
        label
        tone
        since
      }
      constructionState {
        key
        label
      }
      houseConnection {
        ...Sections_houseConnection
      }
      pan {
        id
        view
        constructionState {
          key
          label
        }
        acknowledgement {
          state
          label
        }
      }
      tickets(page: { first: 50 }) @include(if: $withTickets) {
        items {
          id
          ticketNumber
          title
          status {
            value
            label
          }
          createdAt
          modifiedAt
        }
      }
    }
  }
`);

/** `/cids/:cid/contract`. */
export const CidContractQuery = graphql(`
  query CidContract($id: ID!) {
    cid(id: $id) {
      id
      status {
        value
        label
      }
      address {
        ...ValueView_address
      }
      contract {
        account {
          accountId
          name
        }
        mainProduct {
          id
          name
        }
        addOnProducts {
          id
          name
        }
        startDate
        termMonths
        minimumTermEnd
        orderReference
        connectedAt
        terminatedAt
      }
    }
  }
`);

/** `/cids/:cid/building`. */
export const CidBuildingQuery = graphql(`
  query CidBuilding($id: ID!) {
    cid(id: $id) {
      id
      status {
        value
        label
      }
      building {
        locationId
        address {
          street
          houseNumber
          postcode
          place
          region
        }
        buildingType {
          value
          label
        }
        units
        floors
        fibreTerminationPoint
        accessNotes
        connectionStatus {
          value
          label
        }
        constructionState {
          value
          label
        }
        cidCount
      }
    }
  }
`);

/** `/cids-all` ('CID Status'): counts per status and per Bundesland. */
export const CidStatusCountsQuery = graphql(`
  query CidStatusCounts($filter: CidFilter) {
    cidStatusCounts(filter: $filter) {
      total
      byStatus {
        status {
          value
          label
        }
        count
      }
      byRegion {
        region
        count
      }
    }
  }
`);

export const cidOperations = {
  CidList: listQuery(CidListQuery, (data) => data.cids),
  CidDetails: itemQuery(CidDetailsQuery, (data) => data.cid),
  CidContract: itemQuery(CidContractQuery, (data) => data.cid),
  CidBuilding: itemQuery(CidBuildingQuery, (data) => data.cid),
  CidStatusCounts: dataQuery(CidStatusCountsQuery, (data) => data.cidStatusCounts),
};
