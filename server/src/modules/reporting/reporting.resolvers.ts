/**
 * Resolvers of `schema/reporting.graphql`. They translate: the screen rule guards the
 * query; range checks and the figures live in `reporting.service.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { assertScreenAccess } from '../navigation';
import { parseRange, REPORTING_SCREEN, type ReportingService } from './reporting.service';

export function createReportingResolvers({ reporting }: { reporting: ReportingService }): Resolvers {
  return {
    Query: {
      report: (_parent, { from, to }, context) => {
        assertScreenAccess(context, REPORTING_SCREEN);
        return parseRange({ from, to });
      },
    },
    Report: {
      outages: (report, _args, { upstream }) => reporting.outages(upstream, report),
      repairTimes: (report, _args, { upstream }) => reporting.repairTimes(upstream, report),
      ticketStatuses: (report, _args, { upstream }) => reporting.ticketStatuses(upstream, report),
      connections: (report, _args, { upstream }) => reporting.connections(upstream, report),
    },
  };
}
