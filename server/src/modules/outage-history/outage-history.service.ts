/**
 * The outage history ('Ausfallhistorie', `/outages`): every outage of the CRM's `outages`
 * set, current and past, with the list style of the domain modules (filters checked
 * before any upstream call, offset pages, documented sort fields). A current outage is
 * marked with the colour its dashboard banner has (the outage module's rules, SPEC.md §4).
 */
import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { FORMATTED, odataString } from '../../sources';
import { odataCollection, odataOptions } from '../../sources/crm-tickets-client';
import { InputProblems } from '../common/errors';
import { dayRange, ID_FORMATS, idFilter, nextDay, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter, viennaMidnight } from '../common/list-input';
import type { ListArgs, PageModel, SortKey } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { bannerColour, toNotification } from '../outages';
import type { OutageNotification } from '../outages';
import type { OutageRecord } from './outage-history.mappers';

export type OutageHistoryContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

/** The CRM's outage as the history reads it (the same fields as the feed). */
const crmOutage = z.object({
  cos_outagenotificationid: z.string(),
  cos_name: z.string().nullish(),
  cos_type: z.number().nullish(),
  [`cos_type${FORMATTED}`]: z.string().nullish(),
  cos_starttime: z.string().nullish(),
  cos_endtime: z.string().nullish(),
  cos_duration: z.number().nullish(),
  cos_status: z.number().nullish(),
  [`cos_status${FORMATTED}`]: z.string().nullish(),
  cos_affectedaans: z.string().nullish(),
  cos_reason: z.string().nullish(),
  cos_region: z.string().nullish(),
});

/** `cos_type` option values. */
const KIND_VALUES: Readonly<Record<string, number>> = { Wartung: 181510000, Störung: 181510001 };
export const OUTAGE_KINDS = ['Wartung', 'Störung'] as const;
/** `cos_status` option values; 181510005 Abgesagt never shows a banner. */
export const OUTAGE_STATUSES = [181510000, 181510001, 181510002, 181510003, 181510004, 181510005] as const;
const CANCELLED = 181510005;

export const OUTAGE_SORT_FIELDS = ['start', 'end', 'kind', 'status', 'duration', 'title'] as const;
export type OutageSortField = (typeof OUTAGE_SORT_FIELDS)[number];
const SORT_COLUMNS: Readonly<Record<OutageSortField, string>> = {
  start: 'cos_starttime',
  end: 'cos_endtime',
  kind: 'cos_type',
  status: 'cos_status',
  duration: 'cos_duration',
  title: 'cos_name',
};
const DEFAULT_SORT: readonly SortKey<OutageSortField>[] = [{ field: 'start', descending: true }];

export interface OutageHistoryFilterInput {
  kinds?: readonly string[] | null;
  statuses?: readonly number[] | null;
  startFrom?: string | null;
  startTo?: string | null;
  aan?: string | null;
  text?: string | null;
  current?: boolean | null;
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Current: not ended and not cancelled, as the dashboard's feed counts it. */
export function isCurrent(outage: Pick<OutageNotification, 'endTime' | 'status'>, now: number): boolean {
  const end = outage.endTime === null ? Number.NaN : Date.parse(outage.endTime);
  return outage.status !== CANCELLED && (Number.isNaN(end) || end > now);
}

export function toOutageRecord(outage: OutageNotification, now: number): OutageRecord {
  const current = isCurrent(outage, now);
  return { ...outage, current, bannerColour: current ? bannerColour(outage, now) : null };
}

/** The OData query of a history page; refuses bad input with every field named. */
export function outageHistoryQuery(args: ListArgs<OutageHistoryFilterInput>, now: number) {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, OUTAGE_SORT_FIELDS, DEFAULT_SORT);
  const filter = args.filter ?? {};
  const kinds = valuesFilter(problems, 'filter.kinds', 'Art', filter.kinds ?? null, [...OUTAGE_KINDS] as string[]);
  const statuses = valuesFilter(problems, 'filter.statuses', 'Status', filter.statuses ?? null, [...OUTAGE_STATUSES] as number[]);
  const range = dayRange(problems, { from: 'filter.startFrom', to: 'filter.startTo' }, filter.startFrom, filter.startTo);
  const aan = idFilter(problems, 'filter.aan', filter.aan, ID_FORMATS.aan);
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  problems.throwIfAny('Die Ausfallhistorie kann so nicht abgefragt werden');

  const conditions: string[] = [];
  if (kinds !== null) conditions.push(`cos_type in (${kinds.map((kind) => KIND_VALUES[kind]).join(',')})`);
  if (statuses !== null) conditions.push(`cos_status in (${statuses.join(',')})`);
  if (range.from !== null) conditions.push(`cos_starttime ge ${viennaMidnight(range.from)}`);
  if (range.to !== null) conditions.push(`cos_starttime lt ${viennaMidnight(nextDay(range.to))}`);
  if (aan !== null) conditions.push(`contains(cos_affectedaans,${odataString(aan)})`);
  if (text !== null) {
    const literal = odataString(text);
    conditions.push(`(contains(cos_name,${literal}) or contains(cos_reason,${literal}))`);
  }
  if (filter.current === true) conditions.push(`(cos_endtime gt ${isoSeconds(now)} and cos_status ne ${CANCELLED})`);
  if (filter.current === false) conditions.push(`(cos_endtime le ${isoSeconds(now)} or cos_status eq ${CANCELLED})`);
  // The id last, so that equal start times still give stable pages.
  const orderby = [...sort.map((key) => `${SORT_COLUMNS[key.field]} ${key.descending ? 'desc' : 'asc'}`), 'cos_outagenotificationid asc'].join(',');
  return { filter: conditions.join(' and '), orderby, page };
}

export interface OutageHistoryOptions {
  now?: () => number;
}

export function createOutageHistoryService(options: OutageHistoryOptions = {}) {
  const now = options.now ?? Date.now;
  return {
    async list(context: OutageHistoryContext, args: ListArgs<OutageHistoryFilterInput>): Promise<PageModel<OutageRecord>> {
      assertAnyScreen(context, ['outages']);
      const at = now();
      const query = outageHistoryQuery(args, at);
      const call = context.upstream.caller('crm');
      const answer = await call(
        {
          path: '/crm/outages',
          query: odataOptions({ filter: query.filter, orderby: query.orderby, top: query.page.first, skip: query.page.offset, count: true }),
        },
        odataCollection(crmOutage),
      );
      return {
        items: answer.value.map((raw) => toOutageRecord(toNotification(raw), at)),
        pageInfo: pageInfo(answer['@odata.count'] ?? answer.value.length, query.page),
      };
    },
  };
}

export type OutageHistoryService = ReturnType<typeof createOutageHistoryService>;
