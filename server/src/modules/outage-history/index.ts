/** The outage history ('Ausfallhistorie', `schema/outage-history.graphql`). */
import { createOutageHistoryResolvers } from './outage-history.resolvers';
import { createOutageHistoryService } from './outage-history.service';

export { createOutageHistoryResolvers, createOutageHistoryService };
export type { OutageHistoryService, OutageRecord } from './outage-history.service';

export const outageHistoryResolvers = createOutageHistoryResolvers(createOutageHistoryService());
