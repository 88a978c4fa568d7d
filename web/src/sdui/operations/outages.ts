import { graphql } from '../../gql';
import { listQuery } from './operation';

/** `/outages` ('Ausfallhistorie'): current and past outages, newest first. */
export const OutageHistoryQuery = graphql(`
  query OutageHistory($filter: OutageHistoryFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    outageHistory(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        id
        kind
        title
        startTime
        endTime
        durationHours
        status
        statusLabel
        affectedAans
        reason
        region
        current
        bannerColour
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

export const outageOperations = {
  OutageHistory: listQuery(OutageHistoryQuery, (data) => data.outageHistory),
};
