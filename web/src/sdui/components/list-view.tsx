import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Modal } from '../../components/modal';
import { badInputDetails, HANDLES_BAD_INPUT } from '../../components/portal-error';
import type { ListSpec } from '../definition';
import { ListOriginProvider, rememberList, type ListOrigin } from '../list-origin';
import { hasActiveFilter, listVariables, parseListState, writeListState, type ListState } from '../list-state';
import { operationNamed } from '../operations';
import { useScreenFetchPolicy } from '../screen-data';
import { SKIP_DOCUMENT } from '../skip-document';
import { useBindingVariables } from '../use-binding';
import { displayText, valueAt } from '../values';
import type { ActionContext } from './actions';
import { DataTable, FeedList } from './data-table';
import { ExportButton } from './export-button';
import { problemsAtFilters } from '../filter-validation';
import { FilterBar } from './filter-bar';
import { Pagination } from './pagination';
import { Sections } from './sections';
import { EmptyState, ErrorState } from './states';
import { BadgeLegend } from './value-view';
import '../texts';
import { useTranslation } from '../../lib/i18n';
import '../../components/plain-button.css';
import './list-view.css';

/**
 * A list from its definition: server-side pages, sorting, search and filters, all kept
 * in the address; skeletons while the first page loads, the previous page dimmed while
 * the next loads; empty and error states; the CSV export of the whole filtered list.
 */
export function ListView({ spec, context, caption }: { spec: ListSpec; context: ActionContext; caption?: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, spec), [params, spec]);
  const binding = useBindingVariables(spec.data);
  const operation = operationNamed(spec.data?.operation);
  const list = operation?.type === 'list' ? operation : null;
  const variables = { ...binding.variables, ...listVariables(state, spec) };
  const fetchPolicy = useScreenFetchPolicy(list?.document, variables);
  const { data, previousData, loading, error, refetch } = useQuery(list?.document ?? SKIP_DOCUMENT, {
    variables,
    skip: list === null || !binding.complete,
    fetchPolicy,
    // Refused filters are shown at their fields below, not in the error modal.
    context: { [HANDLES_BAD_INPUT]: true },
  });
  const [detailRow, setDetailRow] = useState<object | null>(null);
  // Orientation: a record opened from here leads back to this list as it is now (its address).
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  useEffect(() => rememberList(location.pathname, location.search), [location.pathname, location.search]);
  const origin = useMemo<ListOrigin>(
    () => ({ to: address, label: context.screen.title, ...(caption !== undefined && caption !== context.screen.title ? { tab: caption } : {}) }),
    [address, context.screen.title, caption],
  );
  const shown = data ?? previousData;
  const page = list && shown ? list.page(shown) : null;

  // Synchronously: the router renders navigations in a transition, and a second click
  // before that render would start from the list state of the first click's render.
  const navigate = useCallback((next: ListState) => setParams(writeListState(next, spec, params), { flushSync: true }), [setParams, spec, params]);
  // Stable while the list state is: the filter bar renders again only when its props change, not with each page of data.
  const onApply = useCallback((draft: Pick<ListState, 'search' | 'filters'>) => navigate({ ...state, ...draft, page: 1 }), [navigate, state]);
  const onSort = (field: string) =>
    navigate({ ...state, page: 1, sort: { field, direction: state.sort?.field === field && state.sort.direction === 'ASC' ? 'DESC' : 'ASC' } });

  if (list === null) return <ErrorState message={t('sdui.list.unknownOperation', { name: spec.data?.operation ?? '' })} />;
  const filtered = hasActiveFilter(state);
  const columns = spec.columns ?? [];
  const refused = error ? badInputDetails(error) : null;
  const problems = refused ? problemsAtFilters(spec, refused) : null;
  const resetFilters = () => navigate({ ...state, search: '', filters: {}, page: 1 });

  return (
    <ListOriginProvider value={origin}>
      <div className="sdui-list">
        <FilterBar spec={spec} state={state} serverProblems={problems?.atFields} onApply={onApply} />
        {problems ? (
          // The address asked for something the BFF refuses (typed by hand, or an old link): no list
          // that pretends to be filtered, but the reasons at the fields and here, and a way out.
          <div className="sdui-list-empty" role="status">
            <EmptyState text={[t('sdui.filter.invalid'), ...problems.other].join(' ')} />
            <button type="button" className="plain-button" data-variant="outline" onClick={resetFilters}>
              {t('sdui.filter.reset')}
            </button>
          </div>
        ) : error && page === null ? (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <>
            {spec.export ? (
              <div className="sdui-list-tools">
                <ExportButton spec={spec} operation={list} variables={variables} />
              </div>
            ) : null}
            {page !== null && page.items.length === 0 && !loading ? (
              <div className="sdui-list-empty">
                <EmptyState text={filtered ? t('sdui.list.emptyFiltered') : (spec.emptyText ?? t('sdui.list.empty'))} />
                {filtered ? (
                  <button type="button" className="plain-button" data-variant="outline" onClick={resetFilters}>
                    {t('sdui.filter.reset')}
                  </button>
                ) : null}
              </div>
            ) : (
              <div className="sdui-list-rows" data-refreshing={(loading && page !== null) || undefined} aria-busy={loading}>
                {spec.layout === 'feed' ? (
                  <FeedList columns={columns} rows={page?.items ?? []} loading={page === null} />
                ) : (
                  <DataTable
                    caption={caption ?? context.screen.title}
                    columns={columns}
                    rows={page?.items ?? []}
                    loading={page === null}
                    skeletonRows={Math.min(spec.pageSize ?? 10, 10)}
                    sort={state.sort}
                    onSort={onSort}
                    rowLink={spec.rowLink}
                    onRowDetail={spec.rowDetail ? setDetailRow : undefined}
                    rowActions={spec.rowActions}
                    context={context}
                  />
                )}
              </div>
            )}
            {page !== null && page.items.length > 0
              ? columns.filter((column) => column.badge?.legend).map((column) => <BadgeLegend key={column.field} spec={column} />)
              : null}
            {page !== null && page.pageInfo.totalCount > 0 ? (
              <Pagination pageInfo={page.pageInfo} shown={page.items.length} disabled={loading} onPage={(next) => navigate({ ...state, page: next })} />
            ) : null}
          </>
        )}
        {spec.rowDetail ? (
          <Modal
            open={detailRow !== null}
            title={detailRow && spec.rowDetail.title ? displayText(valueAt(detailRow, spec.rowDetail.title)) : context.screen.title}
            onHide={() => setDetailRow(null)}
          >
            {detailRow ? <Sections sections={spec.rowDetail.sections} data={detailRow} context={context} columns={1} /> : null}
          </Modal>
        ) : null}
      </div>
    </ListOriginProvider>
  );
}
