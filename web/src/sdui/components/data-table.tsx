import { Box, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActionSpec, SortSpec, ValueSpec } from '../definition';
import { originState, useListOrigin } from '../list-origin';
import { useCanOpen } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import { ACTIONS_COLUMN, collapseOrder, columnPriority, keyColumn, useFittingColumns } from './column-fit';
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
// Long text wraps at word boundaries; a single word longer than its cell (a UUID) breaks
// only then, without shrinking the column to one letter per line.
const BODY_CSS = {
  '& tbody td': { verticalAlign: 'top', overflowWrap: 'break-word' },
  '& tbody tr[data-row-link]': { cursor: 'pointer' },
} as const;

/** A table of rows with sortable column headers (server-side), row links and row actions. */
export function DataTable({ columns, rows, loading, skeletonRows = 8, sort, onSort, rowLink, onRowDetail, rowActions, context, caption }: DataTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const formatter = useFormatter();
  const origin = useListOrigin();
  const idPrefix = useId();
  const withActions = (rowActions?.length ?? 0) > 0 || onRowDetail !== undefined;
  // Tables that fit (issue 17): lower-priority columns collapse into an expandable row
  // until the table needs no sideways scrolling; the first column, the status and the row
  // actions stay (at 1280 px and wider; on a phone the actions move into the row too).
  const region = useRef<HTMLDivElement>(null);
  const order = useMemo(() => collapseOrder(columns, withActions), [columns, withActions]);
  const collapsed = useFittingColumns(region, order, loading ? null : rows);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [expandedRows, setExpandedRows] = useState(rows);
  if (expandedRows !== rows) {
    setExpandedRows(rows);
    setExpanded(new Set());
  }
  const shown = columns.map((column, index) => ({ column, index })).filter(({ index }) => !collapsed.has(index));
  const hidden = columns.filter((_column, index) => collapsed.has(index));
  const actionsCollapsed = collapsed.has(ACTIONS_COLUMN);
  const withToggle = hidden.length > 0 || (withActions && actionsCollapsed);
  const withEndColumn = (withActions && !actionsCollapsed) || withToggle;
  const columnCount = shown.length + (withEndColumn ? 1 : 0);
  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const key = columns[keyColumn(columns)];
  const keyText = (row: object) => (key ? formatter.text(key, row) : '');
  const rowTarget = (row: object) => {
    const target = rowLink ? fillTemplate(rowLink, row) : null;
    return target !== null && canOpen(target) ? target : null;
  };
  const actionButtons = (row: object) => (
    <>
      {onRowDetail ? (
        <Button size="xs" variant="outline" onClick={() => onRowDetail(row)}>
          {t('sdui.list.details')}
        </Button>
      ) : null}
      <ActionButtons actions={rowActions} context={{ ...context, data: row }} size="xs" />
    </>
  );
  return (
    // Focusable and named: should a table still be wider than the page (a phone), it scrolls sideways by keyboard too (axe: scrollable-region-focusable).
    <Table.ScrollArea
      ref={region}
      borderWidth="1px"
      rounded="md"
      bg="white"
      tabIndex={0}
      role="region"
      aria-label={caption}
      // For the browser tests: how many columns collapsed, how many of them of priority 1, whether the actions did.
      data-collapsed={hidden.length}
      data-collapsed-essential={columns.filter((_column, index) => collapsed.has(index) && columnPriority(columns, index) === 1).length}
      data-actions-collapsed={withActions && actionsCollapsed ? '' : undefined}
    >
      <Table.Root size="sm" interactive={!loading} stickyHeader css={BODY_CSS}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.100">
            {shown.map(({ column }) => {
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
            {withEndColumn ? (
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
                  {shown.map(({ column }) => (
                    <Table.Cell key={column.field + column.label}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                  {withEndColumn ? <Table.Cell /> : null}
                </Table.Row>
              ))
            : rows.map((row, index) => {
                const target = rowTarget(row);
                const open = withToggle && expanded.has(index);
                const moreId = `${idPrefix}-more-${index}`;
                return (
                  <Fragment key={index}>
                    <Table.Row
                      data-row-link={target ? '' : undefined}
                      onClick={(event) => {
                        // A click on a link or button inside the row does its own thing.
                        if (!target || (event.target as HTMLElement).closest('a,button')) return;
                        navigate(target, { state: originState(origin) });
                      }}
                    >
                      {shown.map(({ column, index: columnIndex }) => (
                        <Table.Cell key={column.field + column.label}>
                          {/* The row's link is also a real link in its first cell, for keyboards and screen readers. */}
                          <ValueView spec={columnIndex === 0 && !column.link && rowLink ? { ...column, link: rowLink } : column} row={row} />
                        </Table.Cell>
                      ))}
                      {withEndColumn ? (
                        <Table.Cell textAlign="end" whiteSpace="nowrap" data-row-actions="">
                          <HStack justify="flex-end" gap="2">
                            {withToggle ? (
                              <Button
                                size="xs"
                                variant="ghost"
                                aria-expanded={open}
                                aria-controls={open ? moreId : undefined}
                                aria-label={t(open ? 'sdui.list.lessOn' : 'sdui.list.moreOn', { row: keyText(row) })}
                                onClick={() => toggle(index)}
                              >
                                {t('sdui.list.more')}
                                <Box as="span" aria-hidden="true">
                                  {open ? '▴' : '▾'}
                                </Box>
                              </Button>
                            ) : null}
                            {withActions && !actionsCollapsed ? actionButtons(row) : null}
                          </HStack>
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                    {open ? (
                      <Table.Row id={moreId} bg="gray.50" data-row-more="">
                        <Table.Cell colSpan={columnCount}>
                          <Stack gap="3">
                            {hidden.length > 0 ? (
                              <DataList.Root orientation="horizontal" size="sm" gap="2">
                                {hidden.map((column) => (
                                  <DataList.Item key={column.field + column.label}>
                                    <DataList.ItemLabel minW="40">{column.label}</DataList.ItemLabel>
                                    <DataList.ItemValue>
                                      <Box>
                                        <ValueView spec={column} row={row} />
                                      </Box>
                                    </DataList.ItemValue>
                                  </DataList.Item>
                                ))}
                              </DataList.Root>
                            ) : null}
                            {withActions && actionsCollapsed ? (
                              <HStack gap="2" wrap="wrap">
                                {actionButtons(row)}
                              </HStack>
                            ) : null}
                          </Stack>
                        </Table.Cell>
                      </Table.Row>
                    ) : null}
                  </Fragment>
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
