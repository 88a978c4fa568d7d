/**
 * Release notes of the CRM for two audiences: ISP ('/releases') and SCA ('/releases-sca').
 * Newest first. The Markdown is handed on exactly as stored: it may hold raw HTML (one
 * note carries a `<script>` on purpose), and rendering it safely is the client's job —
 * altering it here would hide that test from the client.
 */
import type { GraphQLContext } from '../../graphql/context';
import { odataString } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { InputProblems } from '../common/errors';
import { dayRange, pageInfo, pageRequest, sortKeys, textFilter } from '../common/list-input';
import type { ListArgs, PageModel, PageRequest, SortKey } from '../common/list-input';
import { assertAnyScreen } from '../common/screen-access';
import { toReleaseNote, type ReleaseAudience, type ReleaseNote } from './releases.mappers';

export type ReleasesContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream'>;

const SCREEN_OF: Readonly<Record<ReleaseAudience, string>> = { ISP: 'releases', SCA: 'releases-sca' };
const CRM_AUDIENCE: Readonly<Record<ReleaseAudience, string>> = { ISP: 'isp', SCA: 'sca' };

export const RELEASE_SORT_FIELDS = ['releaseDate', 'title'] as const;
export type ReleaseSortField = (typeof RELEASE_SORT_FIELDS)[number];
const SORT_COLUMNS: Readonly<Record<ReleaseSortField, string>> = { releaseDate: 'cos_releasedate', title: 'cos_title' };
const DEFAULT_SORT: readonly SortKey<ReleaseSortField>[] = [{ field: 'releaseDate', descending: true }];

export interface ReleaseNoteFilterInput {
  text?: string | null;
  from?: string | null;
  to?: string | null;
}

export function releaseQuery(audience: ReleaseAudience, args: ListArgs<ReleaseNoteFilterInput>): { filter: string; orderby: string; page: PageRequest } {
  const problems = new InputProblems();
  const page = pageRequest(problems, args.page?.first, args.page?.offset);
  const sort = sortKeys(problems, args.page?.sort, RELEASE_SORT_FIELDS, DEFAULT_SORT);
  const filter = args.filter ?? {};
  const text = textFilter(problems, 'filter.text', 'Der Suchtext', filter.text);
  const range = dayRange(problems, { from: 'filter.from', to: 'filter.to' }, filter.from, filter.to);
  problems.throwIfAny('Die Release Notes können so nicht abgefragt werden');
  const conditions = [`cos_audience eq ${odataString(CRM_AUDIENCE[audience])}`];
  if (text !== null) {
    const literal = odataString(text);
    conditions.push(`(contains(cos_version,${literal}) or contains(cos_title,${literal}) or contains(cos_notes,${literal}))`);
  }
  if (range.from !== null) conditions.push(`cos_releasedate ge ${range.from}`);
  if (range.to !== null) conditions.push(`cos_releasedate le ${range.to}`);
  // Within a day, the higher version first; the CRM appends its key for stable pages.
  const orderby = [...sort.map((key) => `${SORT_COLUMNS[key.field]} ${key.descending ? 'desc' : 'asc'}`), 'cos_version desc'].join(',');
  return { filter: conditions.join(' and '), orderby, page };
}

export async function listReleaseNotes(
  context: ReleasesContext,
  audience: ReleaseAudience,
  args: ListArgs<ReleaseNoteFilterInput>,
): Promise<PageModel<ReleaseNote>> {
  assertAnyScreen(context, [SCREEN_OF[audience]]);
  const query = releaseQuery(audience, args);
  const result = await domainSources(context.upstream).clients.releases.releaseNotes({
    filter: query.filter,
    orderby: query.orderby,
    top: query.page.first,
    skip: query.page.offset,
    count: true,
  });
  return { items: result.rows.map((raw) => toReleaseNote(raw, audience)), pageInfo: pageInfo(result.count ?? result.rows.length, query.page) };
}

/** What the resolvers call, as one value (`createReleasesResolvers`). */
export function createReleasesService() {
  return { listReleaseNotes };
}
export type ReleasesService = ReturnType<typeof createReleasesService>;
