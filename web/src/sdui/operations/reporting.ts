import { graphql } from '../../gql';
import { dataQuery } from './operation';

/** `/reporting` (nwops): the monthly figures of a range of months (default: the last 12). */
export const ReportQuery = graphql(`
  query Report($from: String, $to: String) {
    report(from: $from, to: $to) {
      from
      to
      months
      outages {
        month
        maintenance
        incidents
      }
      repairTimes {
        month
        resolved
        meanHours
      }
      ticketStatuses {
        statuses
        months {
          month
          total
          counts
        }
      }
      connections {
        month
        connected
      }
    }
  }
`);

export const reportingOperations = {
  Report: dataQuery(ReportQuery, (data) => data.report),
};
