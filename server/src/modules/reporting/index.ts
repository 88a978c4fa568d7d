/** Reporting (the nwops charts): what the GraphQL setup may use of it. Import from here, not from its files. */
export { createReportingResolvers } from './reporting.resolvers';
export { createReportingService } from './reporting.service';
export type { ReportingService } from './reporting.service';
