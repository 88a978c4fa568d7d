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
import { createReferenceResolvers, createReferenceService } from '../modules/reference';
import { createOutageService, createOutagesResolvers } from '../modules/outages';
import { createOutageHistoryResolvers, createOutageHistoryService } from '../modules/outage-history';
import { createTicketWritesService, createTicketsResolvers, createTicketsService } from '../modules/tickets';
import { createCidsResolvers, createCidsService } from '../modules/cids';
import { createPanAcknowledgementService, createPanMaterialService, createPansResolvers, createPansService } from '../modules/pans';
import { createReleasesResolvers, createReleasesService } from '../modules/releases';
import { createWorkbenchResolvers, createWorkbenchService } from '../modules/workbench';
import { createLocationsResolvers, createLocationsService } from '../modules/locations';
import { createOrderSigningService, createOrderWritesService, createOrdersResolvers, createOrdersService } from '../modules/orders';
import { createDashboardResolvers, createDashboardService } from '../modules/dashboard';
import { createOntSwapResolvers, createOntSwapService } from '../modules/ont-swap';
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

// Services that more than one module's resolvers call (a CID's PAN and tickets, a location's orders, the tile counts).
const pans = createPansService();
/** The dashboard's banners; the boot cache (graphql/boot-cache.ts) compares them too. */
export const outageService = createOutageService();
const tickets = createTicketsService();
const orders = createOrdersService();

/** Every module's resolvers, the fields marked `@screen` in `schema/` wrapped with their screen rule. */
export const resolvers: Resolvers[] = withScreenGuards(loadTypeDefs(), [
  baseResolvers,
  navigationResolvers,
  usersResolvers,
  settingsResolvers,
  auditResolvers,
  reportingResolvers,
  createReferenceResolvers({ reference: createReferenceService() }),
  createOutagesResolvers({ outages: outageService }),
  createOutageHistoryResolvers({ history: createOutageHistoryService() }),
  createTicketsResolvers({ tickets, writes: createTicketWritesService() }),
  createCidsResolvers({ cids: createCidsService(), pans, tickets }),
  createPansResolvers({ pans, acknowledgement: createPanAcknowledgementService(), material: createPanMaterialService() }),
  createReleasesResolvers({ releases: createReleasesService() }),
  createWorkbenchResolvers({ workbench: createWorkbenchService() }),
  createLocationsResolvers({ locations: createLocationsService(), orders }),
  createOrdersResolvers({ orders, writes: createOrderWritesService(), signing: createOrderSigningService() }),
  createOntSwapResolvers({ ontSwap: createOntSwapService() }),
  createDashboardResolvers({ dashboard: createDashboardService({ orders, tickets, pans }) }),
]);
