import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActionSpec, SortSpec, ValueSpec } from '../definition';
import { useCanOpen } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import { useFormatter } from './use-format';
import { ValueView } from './value-view';

export interface DataTableProps {
  columns: readonly ValueSpec[];
  rows: readonly object[];
  /** Rows shown as skeletons while the first page loads. */
  loading: boolean;
  skeletonRows?: number;
  sort: Required<SortSpec> | null;
  onSort?: (field: string) => void;
  rowLink?: string;
  /** Opens the row's details (a dialog). */
  onRowDetail?: (row: object) => void;
  rowActions?: readonly ActionSpec[];
  context: ActionContext;
  caption: string;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

// Styles of every body row and cell, given once on the table: a style prop on each cell made
// Chakra compute and hash a style object per cell on every render (the ticket list's CPU
// profile had Chakra's css() and emotion at well over half of the render time).
const BODY_CSS = {
  '& tbody td': { verticalAlign: 'top' },
  '& tbody tr[data-row-link]': { cursor: 'pointer' },
} as const;

/** A table of rows with sortable column headers (server-side), row links and row actions. */
export function DataTable({ columns, rows, loading, skeletonRows = 8, sort, onSort, rowLink, onRowDetail, rowActions, context, caption }: DataTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const withActions = (rowActions?.length ?? 0) > 0 || onRowDetail !== undefined;
  const rowTarget = (row: object) => {
    const target = rowLink ? fillTemplate(rowLink, row) : null;
    return target !== null && canOpen(target) ? target : null;
  };
  return (
    // Focusable and named: a table wider than the page scrolls sideways by keyboard too (axe: scrollable-region-focusable).
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" interactive={!loading} stickyHeader css={BODY_CSS}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.100">
            {columns.map((column) => {
              const active = column.sort !== undefined && sort?.field === column.sort;
              return (
                <Table.ColumnHeader
                  key={column.field + column.label}
                  aria-sort={active && sort ? ARIA_SORT[sort.direction] : column.sort ? 'none' : undefined}
                  whiteSpace="nowrap"
                >
                  {column.sort && onSort ? (
                    <Button
                      variant="plain"
                      size="sm"
                      h="auto"
                      minW="0"
                      p="0"
                      fontSize="inherit"
                      fontWeight="inherit"
                      color="inherit"
                      onClick={() => onSort(column.sort!)}
                      title={t('sdui.list.sortBy', { label: column.label })}
                    >
                      {column.label}
                      <Box as="span" aria-hidden="true" color={active ? 'brand.700' : 'fg.subtle'} ms="1">
                        {active ? (sort?.direction === 'DESC' ? '▼' : '▲') : '↕'}
                      </Box>
                    </Button>
                  ) : (
                    column.label
                  )}
                </Table.ColumnHeader>
              );
            })}
            {withActions ? (
              <Table.ColumnHeader>
                <Box srOnly>{t('sdui.list.actions')}</Box>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: skeletonRows }, (_value, index) => (
                <Table.Row key={`skeleton-${index}`} aria-hidden="true" data-skeleton="">
                  {columns.map((column) => (
                    <Table.Cell key={column.field + column.label}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                  {withActions ? <Table.Cell /> : null}
                </Table.Row>
              ))
            : rows.map((row, index) => {
                const target = rowTarget(row);
                return (
                  <Table.Row
                    key={index}
                    data-row-link={target ? '' : undefined}
                    onClick={(event) => {
                      // A click on a link or button inside the row does its own thing.
                      if (!target || (event.target as HTMLElement).closest('a,button')) return;
                      navigate(target);
                    }}
                  >
                    {columns.map((column, columnIndex) => (
                      <Table.Cell key={column.field + column.label}>
                        {/* The row's link is also a real link in its first cell, for keyboards and screen readers. */}
                        <ValueView spec={columnIndex === 0 && !column.link && rowLink ? { ...column, link: rowLink } : column} row={row} />
                      </Table.Cell>
                    ))}
                    {withActions ? (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <HStack justify="flex-end" gap="2">
                          {onRowDetail ? (
                            <Button size="xs" variant="outline" onClick={() => onRowDetail(row)}>
                              {t('sdui.list.details')}
                            </Button>
                          ) : null}
                          <ActionButtons actions={rowActions} context={{ ...context, data: row }} size="xs" />
                        </HStack>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Rows as cards under each other (release notes): the first column as heading, the next as meta line, markdown as body. */
export function FeedList({ columns, rows, loading }: Pick<DataTableProps, 'columns' | 'rows' | 'loading'>) {
  const formatter = useFormatter();
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t('sdui.state.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="32" rounded="md" />
        ))}
      </Stack>
    );
  }
  const [headline, ...rest] = columns;
  const body = rest.filter((column) => column.format === 'markdown' || column.format === 'multiline');
  const meta = rest.filter((column) => !body.includes(column));
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {rows.map((row, index) => (
        <Card.Root as="li" key={index} variant="outline" bg="white">
          <Card.Header>
            {headline ? (
              <Heading as="h2" size="md">
                {formatter.text(headline, row)}
              </Heading>
            ) : null}
            <Text color="fg.muted" fontSize="sm">
              {meta
                .map((column) => {
                  const text = formatter.text(column, row);
                  return text === '' ? '' : `${column.label}: ${text}`;
                })
                .filter((text) => text !== '')
                .join(' · ')}
            </Text>
          </Card.Header>
          <Card.Body>
            {body.map((column) => (
              <ValueView key={column.field} spec={column} row={row} />
            ))}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
