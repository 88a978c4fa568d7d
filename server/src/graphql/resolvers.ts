import type { Resolvers } from './__generated__/resolvers-types';
import { environmentForUrl } from '../lib/environment';
import { portalVersion } from '../lib/version';
import {
  createAccountSwitchService,
  createNavigationResolvers,
  createSupertokensAccountDirectory,
  createSupertokensMetadataStore,
} from '../modules/navigation';
import { createUsersResolvers } from '../modules/users/users.resolvers';
import { createUsersService } from '../modules/users/users.service';
import { createSupertokensUserDirectory, ispAccountsOf } from '../modules/users/users.directory';
import { createSettingsResolvers } from '../modules/settings/settings.resolvers';
import { createSettingsService } from '../modules/settings/settings.service';
import { createAuditResolvers } from '../modules/audit/audit.resolvers';
import { createAuditQueries } from '../modules/audit/audit.query';
import { createReportingResolvers } from '../modules/reporting/reporting.resolvers';
import { createReportingService } from '../modules/reporting/reporting.service';
import { referenceResolvers } from '../modules/reference';
import { outageResolvers } from '../modules/outages';
import { outageHistoryResolvers } from '../modules/outage-history';
import { ticketResolvers } from '../modules/tickets/tickets.resolvers';
import { cidResolvers } from '../modules/cids/cids.resolvers';
import { panResolvers } from '../modules/pans/pans.resolvers';
import { releaseResolvers } from '../modules/releases/releases.resolvers';
import { createWorkbenchResolvers, createWorkbenchService } from '../modules/workbench';
import { locationResolvers } from '../modules/locations/locations.resolvers';
import { orderResolvers } from '../modules/orders';
import { dashboardResolvers } from '../modules/dashboard';
import { ontSwapResolvers } from '../modules/ont-swap/ont-swap.resolvers';
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
