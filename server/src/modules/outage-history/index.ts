/** The outage history ('Ausfallhistorie', `schema/outage-history.graphql`). */
export { createOutageHistoryResolvers } from './outage-history.resolvers';
export { createOutageHistoryService } from './outage-history.service';
export type { OutageHistoryService } from './outage-history.service';
export type { OutageRecord } from './outage-history.mappers';
