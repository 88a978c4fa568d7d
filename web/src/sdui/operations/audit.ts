import { graphql } from '../../gql';
import { listQuery, optionSource } from './operation';

/** `/audit` (superadmins): one page of the audit log with the filter, sort and page of the address. */
export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    auditLog(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        id
        at
        action
        actionLabel
        outcome
        targetType
        targetId
        targetLabel
        accountId
        actor {
          userId
          email
          role
          ip
          clientUrl
          requestId
        }
        details {
          key
          value
          label
          text
        }
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

/** The actions that occur in the log, for the action filter. */
export const AuditActionsQuery = graphql(`
  query AuditActions {
    auditActions
  }
`);

export const auditOperations = {
  AuditLog: listQuery(AuditLogQuery, (data) => data.auditLog),
};

export const auditOptionSources = {
  auditActions: optionSource(AuditActionsQuery, (data) => data.auditActions.map((action) => ({ value: action, label: action }))),
};
