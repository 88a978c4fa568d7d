import { graphql } from '../../gql';
import { listQuery } from './operation';

/** `/releases` and `/releases-sca`: release notes of one audience, newest first. */
export const ReleaseNoteListQuery = graphql(`
  query ReleaseNoteList($audience: ReleaseAudience!, $filter: ReleaseNoteFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    releaseNotes(audience: $audience, filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        id
        version
        releaseDate
        title
        markdown
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

export const releaseOperations = {
  ReleaseNoteList: listQuery(ReleaseNoteListQuery, (data) => data.releaseNotes),
};
