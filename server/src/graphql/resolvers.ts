import type { Resolvers } from './__generated__/resolvers-types';
import { environmentForUrl } from '../lib/environment';
import { portalVersion } from '../lib/version';
import {
  createAccountSwitchService,
  createNavigationResolvers,
  createSupertokensAccountDirectory,
  createSupertokensMetadataStore,
} from '../modules/navigation';
import { createSupertokensUserDirectory, createUsersResolvers, createUsersService, ispAccountsOf } from '../modules/users';
import { createSettingsResolvers, createSettingsService } from '../modules/settings';
import { createAuditQueries, createAuditResolvers } from '../modules/audit';
import { createReportingResolvers, createReportingService } from '../modules/reporting';
import { referenceResolvers } from '../modules/reference';
import { outageResolvers } from '../modules/outages';
import { outageHistoryResolvers } from '../modules/outage-history';
import { ticketResolvers } from '../modules/tickets';
import { cidResolvers } from '../modules/cids';
import { panResolvers } from '../modules/pans';
import { releaseResolvers } from '../modules/releases';
import { createWorkbenchResolvers, createWorkbenchService } from '../modules/workbench';
import { locationResolvers } from '../modules/locations';
import { orderResolvers } from '../modules/orders';
import { dashboardResolvers } from '../modules/dashboard';
import { ontSwapResolvers } from '../modules/ont-swap';
import { loadTypeDefs } from './schema';
import { withScreenGuards } from './screen-rules';

/** Resolvers of `schema/base.graphql`; domain modules add their own maps. */
export const baseResolvers: Resolvers = {
  Query: {
    portal: (_parent, _args, { services, clientUrl }) => ({
      version: portalVersion,
      environment: environmentForUrl(services.config, clientUrl),
    }),
  },
};

const metadata = createSupertokensMetadataStore();
const navigationResolvers = createNavigationResolvers({
  accountSwitch: createAccountSwitchService({ directory: createSupertokensAccountDirectory(metadata), metadata }),
});

const userDirectory = createSupertokensUserDirectory();
const usersResolvers = createUsersResolvers({ users: createUsersService({ directory: userDirectory }) });
const settingsResolvers = createSettingsResolvers({ settings: createSettingsService({ ispAccounts: () => ispAccountsOf(userDirectory) }) });
const auditResolvers = createAuditResolvers({ audit: createAuditQueries() });
const reportingResolvers = createReportingResolvers({ reporting: createReportingService() });

/** Every module's resolvers, the fields marked `@screen` in `schema/` wrapped with their screen rule. */
export const resolvers: Resolvers[] = withScreenGuards(loadTypeDefs(), [
  baseResolvers,
  navigationResolvers,
  usersResolvers,
  settingsResolvers,
  auditResolvers,
  reportingResolvers,
  referenceResolvers,
  outageResolvers,
  outageHistoryResolvers,
  ticketResolvers,
  cidResolvers,
  panResolvers,
  releaseResolvers,
  createWorkbenchResolvers({ workbench: createWorkbenchService() }),
  locationResolvers,
  orderResolvers,
  ontSwapResolvers,
  dashboardResolvers,
]);
