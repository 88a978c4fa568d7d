import { Button, HStack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { Pagination_PageInfoFragment } from '../../gql/graphql';
import { formatNumber, localeOf } from '../../lib/intl';
import '../texts';
import { useTranslation } from '../../lib/i18n';

export const PaginationFragment = graphql(`
  fragment Pagination_pageInfo on PageInfo {
    totalCount
    offset
    pageSize
    hasNextPage
    hasPreviousPage
  }
`);

/** 'Einträge 21–40 von 312', 'Seite 2 von 16' and the buttons to move between pages. */
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
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" as="nav" aria-label={t('sdui.list.pagination')}>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {pageInfo.totalCount === 0
          ? t('sdui.list.noEntries')
          : t('sdui.list.range', {
              from: number.format(pageInfo.offset + 1),
              to: number.format(pageInfo.offset + shown),
              total: number.format(pageInfo.totalCount),
            })}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={disabled || !pageInfo.hasPreviousPage} onClick={() => onPage(1)}>
          {t('sdui.list.first')}
        </Button>
        <Button size="sm" variant="outline" disabled={disabled || !pageInfo.hasPreviousPage} onClick={() => onPage(page - 1)}>
          {t('sdui.list.previous')}
        </Button>
        <Text fontSize="sm" minW="24" textAlign="center">
          {t('sdui.list.page', { page: number.format(page), pages: number.format(pages) })}
        </Text>
        <Button size="sm" variant="outline" disabled={disabled || !pageInfo.hasNextPage} onClick={() => onPage(page + 1)}>
          {t('sdui.list.next')}
        </Button>
        <Button size="sm" variant="outline" disabled={disabled || !pageInfo.hasNextPage} onClick={() => onPage(pages)}>
          {t('sdui.list.last')}
        </Button>
      </HStack>
    </HStack>
  );
}
