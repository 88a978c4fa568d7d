import { graphql } from '../../gql';
import type { Pagination_PageInfoFragment } from '../../gql/graphql';
import { formatNumber, localeOf } from '../../lib/intl';
import '../texts';
import { useTranslation } from '../../lib/i18n';
import '../../components/plain-button.css';
import './pagination.css';

export const PaginationFragment = graphql(`
  fragment Pagination_pageInfo on PageInfo {
    totalCount
    offset
    pageSize
    hasNextPage
    hasPreviousPage
  }
`);

/** 'Einträge 21–40 von 312', 'Seite 2 von 16' and the buttons to move between pages; plain elements with Chakra's look (pagination.css). */
export function Pagination({
  pageInfo,
  shown,
  onPage,
  disabled,
}: {
  pageInfo: Pagination_PageInfoFragment;
  /** Items on this page. */
  shown: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const size = Math.max(1, pageInfo.pageSize);
  const page = Math.floor(pageInfo.offset / size) + 1;
  const pages = Math.max(1, Math.ceil(pageInfo.totalCount / size));
  const number = { format: (value: number) => formatNumber(value, localeOf(i18n.language)) };
  const button = (label: string, to: number, enabled: boolean) => (
    <button type="button" className="plain-button" data-variant="outline" disabled={disabled || !enabled} onClick={() => onPage(to)}>
      {label}
    </button>
  );
  return (
    <nav className="sdui-pagination" aria-label={t('sdui.list.pagination')}>
      <p className="sdui-pagination-range" aria-live="polite">
        {pageInfo.totalCount === 0
          ? t('sdui.list.noEntries')
          : t('sdui.list.range', {
              from: number.format(pageInfo.offset + 1),
              to: number.format(pageInfo.offset + shown),
              total: number.format(pageInfo.totalCount),
            })}
      </p>
      <div className="sdui-pagination-pages">
        {button(t('sdui.list.first'), 1, pageInfo.hasPreviousPage)}
        {button(t('sdui.list.previous'), page - 1, pageInfo.hasPreviousPage)}
        <p className="sdui-pagination-page">{t('sdui.list.page', { page: number.format(page), pages: number.format(pages) })}</p>
        {button(t('sdui.list.next'), page + 1, pageInfo.hasNextPage)}
        {button(t('sdui.list.last'), pages, pageInfo.hasNextPage)}
      </div>
    </nav>
  );
}
