/**
 * Reporting for network operations (issue 8, screen 'reporting', nwops): per month of a
 * range, outages by kind, the mean time to repair of tickets, tickets by status and CIDs
 * connected. Each series is read from the CRM on its own, so that one failing source
 * leaves the others on the screen. Months are Vienna months.
 */
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { UpstreamScope } from '../../sources';
import { FORMATTED } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { isMonth, MAX_RANGE_MONTHS, monthRangeMessage, notAMonthMessage } from '@fibre-portal/shared/month-range';
import type { Report } from './reporting.mappers';
import { monthOf, monthsBetween, monthStart, nextMonth } from './reporting.months';

export const REPORTING_SCREEN = 'reporting';
export const MAX_MONTHS = MAX_RANGE_MONTHS;
/** Rows per CRM page, and the most rows one series reads (a range that needs more is refused). */
const PAGE = 5_000;
const MAX_ROWS = 100_000;

/** CRM option values of outages (`cos_type`, `cos_status`). */
export const OUTAGE_TYPE = { maintenance: 181510000, incident: 181510001 } as const;
/** An outage the NOC called off did not happen: it is not counted. */
export const OUTAGE_CANCELLED = 181510005;

export const REPORTING_MESSAGES = {
  month: (value: string) => notAMonthMessage(value),
  order: monthRangeMessage('order'),
  span: monthRangeMessage('span'),
  tooMany: 'Für diesen Zeitraum liefert das CRM zu viele Einträge. Bitte wählen Sie einen kürzeren Zeitraum.',
} as const;

/** A refusal of the range; `field` names the argument it concerns, for the message beside that field. */
function badInput(message: string, field?: 'from' | 'to'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', message, ...(field ? { details: { [field]: message } } : {}) } });
}

/** Checks a range; without one, the last 12 months up to the current one. */
export function parseRange(args: { from?: string | null; to?: string | null }, now = Date.now()): Report {
  // The same checks as the period fields in the browser (shared/month-range.ts).
  const check = (value: string, field: 'from' | 'to') => {
    const trimmed = value.trim();
    if (!isMonth(trimmed)) throw badInput(REPORTING_MESSAGES.month(trimmed), field);
    return trimmed;
  };
  const to = args.to ? check(args.to, 'to') : monthOf(now);
  const from = args.from ? check(args.from, 'from') : monthsBack(to, 11);
  if (to < from) throw badInput(REPORTING_MESSAGES.order, 'to');
  const months = monthsBetween(from, to);
  if (months.length > MAX_MONTHS) throw badInput(REPORTING_MESSAGES.span, 'to');
  return { from, to, months };
}

function monthsBack(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** An OData DateTime literal (UTC, whole seconds), as Dynamics takes it unquoted. */
const literal = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const between = (field: string, report: Report) =>
  `${field} ge ${literal(monthStart(report.from))} and ${field} lt ${literal(monthStart(nextMonth(report.to)))}`;

const collection = <T extends z.ZodType>(item: T) => z.object({ value: z.array(item) });

/** Reads every row of a CRM collection that matches, page by page. */
async function readAll<T>(scope: UpstreamScope, path: string, query: { filter: string; select: string; orderby: string }, item: z.ZodType<T>): Promise<T[]> {
  const call = scope.caller('crm');
  const rows: T[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await call(
      { path, query: { $filter: query.filter, $select: query.select, $orderby: query.orderby, $top: String(PAGE), $skip: skip ? String(skip) : undefined } },
      collection(item),
    );
    rows.push(...page.value);
    if (page.value.length < PAGE) return rows;
    if (rows.length >= MAX_ROWS) throw badInput(REPORTING_MESSAGES.tooMany);
  }
}

const outageRow = z.object({ cos_type: z.number().nullish(), cos_starttime: z.string().nullish(), cos_status: z.number().nullish() });
const createdTicket = z.object({ createdon: z.string(), statuscode: z.number().nullish(), [`statuscode${FORMATTED}`]: z.string().nullish() });
const resolvedTicket = z.object({ createdon: z.string(), cos_resolvedon: z.string().nullish() });

export interface OutageMonth {
  month: string;
  maintenance: number;
  incidents: number;
}
export interface RepairTimeMonth {
  month: string;
  resolved: number;
  /** Mean hours from creation to resolution of the tickets resolved that month; null without any. */
  meanHours: number | null;
}
export interface TicketStatuses {
  /** Status labels, in the order of their CRM values. */
  statuses: string[];
  months: Array<{ month: string; total: number; counts: number[] }>;
}
export interface ConnectionMonth {
  month: string;
  connected: number;
}

const emptyMonths = <T>(report: Report, make: (month: string) => T) => new Map(report.months.map((month) => [month, make(month)]));

/** Runs `work` over items, a few at a time. */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += size) results.push(...(await Promise.all(items.slice(index, index + size).map(work))));
  return results;
}

export function createReportingService() {
  return {
    /** Outages that started in each month, by kind (Wartung, Störung); called-off ones are not counted. */
    async outages(scope: UpstreamScope, report: Report): Promise<OutageMonth[]> {
      const rows = await readAll(
        scope,
        '/crm/outages',
        { filter: between('cos_starttime', report), select: 'cos_outagenotificationid,cos_type,cos_starttime,cos_status', orderby: 'cos_starttime asc' },
        outageRow,
      );
      const months = emptyMonths(report, (month): OutageMonth => ({ month, maintenance: 0, incidents: 0 }));
      for (const row of rows) {
        if (!row.cos_starttime || row.cos_status === OUTAGE_CANCELLED) continue;
        const entry = months.get(monthOf(Date.parse(row.cos_starttime)));
        if (!entry) continue;
        if (row.cos_type === OUTAGE_TYPE.maintenance) entry.maintenance += 1;
        else if (row.cos_type === OUTAGE_TYPE.incident) entry.incidents += 1;
      }
      return [...months.values()];
    },

    /** Mean time to repair: tickets resolved in each month, and their mean hours from creation to resolution. */
    async repairTimes(scope: UpstreamScope, report: Report): Promise<RepairTimeMonth[]> {
      const rows = await readAll(
        scope,
        '/crm/incidents',
        { filter: between('cos_resolvedon', report), select: 'incidentid,createdon,cos_resolvedon', orderby: 'cos_resolvedon asc' },
        resolvedTicket,
      );
      const sums = emptyMonths(report, () => ({ count: 0, hours: 0 }));
      for (const row of rows) {
        if (!row.cos_resolvedon) continue;
        const resolved = Date.parse(row.cos_resolvedon);
        const sum = sums.get(monthOf(resolved));
        if (!sum) continue;
        sum.count += 1;
        sum.hours += (resolved - Date.parse(row.createdon)) / 3_600_000;
      }
      return report.months.map((month) => {
        const sum = sums.get(month)!;
        return { month, resolved: sum.count, meanHours: sum.count === 0 ? null : Math.round((sum.hours / sum.count) * 10) / 10 };
      });
    },

    /** Tickets opened in each month, by their current status. */
    async ticketStatuses(scope: UpstreamScope, report: Report): Promise<TicketStatuses> {
      const rows = await readAll(
        scope,
        '/crm/incidents',
        { filter: between('createdon', report), select: 'incidentid,createdon,statuscode', orderby: 'createdon asc' },
        createdTicket,
      );
      const labels = new Map<number, string>();
      for (const row of rows) {
        const value = row.statuscode ?? -1;
        if (!labels.has(value)) labels.set(value, row[`statuscode${FORMATTED}`] ?? (value === -1 ? 'ohne Status' : String(value)));
      }
      const order = [...labels.keys()].sort((a, b) => a - b);
      const index = new Map(order.map((value, position) => [value, position]));
      const months = emptyMonths(report, (month) => ({ month, total: 0, counts: order.map(() => 0) }));
      for (const row of rows) {
        const entry = months.get(monthOf(Date.parse(row.createdon)));
        if (!entry) continue;
        entry.total += 1;
        entry.counts[index.get(row.statuscode ?? -1)!]! += 1;
      }
      return { statuses: order.map((value) => labels.get(value)!), months: [...months.values()] };
    },

    /** CIDs whose connection date lies in each month (one count per month; no rows travel). */
    async connections(scope: UpstreamScope, report: Report): Promise<ConnectionMonth[]> {
      const { clients } = domainSources(scope);
      return inBatches(report.months, 4, async (month) => ({
        month,
        connected: await clients.cids.countCids(
          `cos_connectedon ge ${literal(monthStart(month))} and cos_connectedon lt ${literal(monthStart(nextMonth(month)))}`,
        ),
      }));
    },
  };
}

export type ReportingService = ReturnType<typeof createReportingService>;
