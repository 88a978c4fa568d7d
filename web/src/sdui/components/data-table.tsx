import { Box, Button, Card, DataList, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { memo, useCallback, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActionSpec, SortSpec, ValueSpec } from '../definition';
import { originState, useListOrigin } from '../list-origin';
import { useCanOpen } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import { ACTIONS_COLUMN, collapseOrder, columnPriority, keyColumn, useFittingColumns } from './column-fit';
import { useFormatter } from './use-format';
import { ValueView } from './value-view';
import './data-table.css';
import '../texts';
import { useTranslation } from '../../lib/i18n';

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

/** A shown column: its index in the definition, its key, and the spec its cells render with. */
interface ShownColumn {
  index: number;
  key: string;
  /** The row's link is also a real link in its first cell, for keyboards and screen readers. */
  cell: ValueSpec;
}

/**
 * A table of rows with sortable column headers (server-side), row links and row actions.
 *
 * The table, its rows and cells are plain elements with the classes of `data-table.css`
 * (Chakra's table recipe and tokens, written out once): Chakra's components resolve and
 * hash their style props on every render, and a list of 20 rows rendered some 400 of them
 * (issue 20: most of the main thread's time on the ticket list). Rows are memoized, so a
 * change of the expanded row or of the collapsed columns renders only what it touches.
 */
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
  const essential = useMemo(() => new Set(columns.flatMap((_column, index) => (columnPriority(columns, index) === 1 ? [index] : []))), [columns]);
  const collapsed = useFittingColumns(region, order, loading ? null : rows, essential);
  const key = columns[keyColumn(columns)];
  // Rows opened stay open while the table shows the same records: a refresh (after a save in a
  // row's dialog, or of a list shown from the cache) brings new objects for them, and folded the
  // row the person had just opened. Another page, sort or filter starts folded.
  const records = useMemo<unknown>(() => (key ? rows.map((row) => formatter.text(key, row)).join('\n') : rows), [key, rows, formatter]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [expandedRecords, setExpandedRecords] = useState(records);
  if (expandedRecords !== records) {
    setExpandedRecords(records);
    setExpanded(new Set());
  }
  const shown = useMemo<ShownColumn[]>(
    () =>
      columns.flatMap((column, index) =>
        collapsed.has(index)
          ? []
          : [{ index, key: column.field + column.label, cell: index === 0 && !column.link && rowLink ? { ...column, link: rowLink } : column }],
      ),
    [columns, collapsed, rowLink],
  );
  const hidden = useMemo(() => columns.filter((_column, index) => collapsed.has(index)), [columns, collapsed]);
  const actionsCollapsed = collapsed.has(ACTIONS_COLUMN);
  const withToggle = hidden.length > 0 || (withActions && actionsCollapsed);
  const withEndColumn = (withActions && !actionsCollapsed) || withToggle;
  const toggle = useCallback(
    (index: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    [],
  );
  const openRow = useCallback((target: string) => navigate(target, { state: originState(origin) }), [navigate, origin]);
  return (
    // Focusable and named: should a table still be wider than the page (a phone), it scrolls sideways by keyboard too (axe: scrollable-region-focusable).
    <div
      ref={region}
      className="sdui-table-scroll"
      tabIndex={0}
      role="region"
      aria-label={caption}
      // For the browser tests: how many columns collapsed, how many of them of priority 1, whether the actions did.
      data-collapsed={hidden.length}
      data-collapsed-essential={[...essential].filter((index) => collapsed.has(index)).length}
      data-actions-collapsed={withActions && actionsCollapsed ? '' : undefined}
    >
      <table className="sdui-table" data-interactive={loading ? undefined : ''}>
        <caption className="sdui-sr-only">{caption}</caption>
        <thead>
          <tr>
            {shown.map(({ index, key: columnKey, cell: column }) => {
              const active = column.sort !== undefined && sort?.field === column.sort;
              return (
                <th key={columnKey} data-column={index} aria-sort={active && sort ? ARIA_SORT[sort.direction] : column.sort ? 'none' : undefined}>
                  {column.sort && onSort ? (
                    <button
                      type="button"
                      className="sdui-sort-button"
                      onClick={() => onSort(column.sort!)}
                      title={t('sdui.list.sortBy', { label: column.label })}
                    >
                      {column.label}
                      <span aria-hidden="true" className="sdui-sort-mark" data-active={active ? '' : undefined}>
                        {active ? (sort?.direction === 'DESC' ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            {withEndColumn ? (
              <th>
                <span className="sdui-sr-only">{t('sdui.list.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_value, index) => (
                <tr key={`skeleton-${index}`} aria-hidden="true" data-skeleton="">
                  {shown.map(({ key: columnKey }) => (
                    <td key={columnKey}>
                      <div className="sdui-skeleton" />
                    </td>
                  ))}
                  {withEndColumn ? <td /> : null}
                </tr>
              ))
            : rows.map((row, index) => {
                const fill = rowLink ? fillTemplate(rowLink, row) : null;
                return (
                  <DataRow
                    key={index}
                    row={row}
                    index={index}
                    shown={shown}
                    hidden={hidden}
                    target={fill !== null && canOpen(fill) ? fill : null}
                    open={withToggle && expanded.has(index)}
                    moreId={`${idPrefix}-more-${index}`}
                    keyText={key ? formatter.text(key, row) : ''}
                    withToggle={withToggle}
                    withEndColumn={withEndColumn}
                    withActions={withActions}
                    actionsCollapsed={actionsCollapsed}
                    onToggle={toggle}
                    onOpen={openRow}
                    onRowDetail={onRowDetail}
                    rowActions={rowActions}
                    context={context}
                  />
                );
              })}
        </tbody>
      </table>
    </div>
  );
}

interface DataRowProps {
  row: object;
  index: number;
  shown: readonly ShownColumn[];
  hidden: readonly ValueSpec[];
  /** Where a click on the row leads (null: nowhere the user may go). */
  target: string | null;
  open: boolean;
  moreId: string;
  /** The text of the row's key column, for the name of its 'More' button. */
  keyText: string;
  withToggle: boolean;
  withEndColumn: boolean;
  withActions: boolean;
  actionsCollapsed: boolean;
  onToggle: (index: number) => void;
  onOpen: (target: string) => void;
  onRowDetail?: (row: object) => void;
  rowActions?: readonly ActionSpec[];
  context: ActionContext;
}

/** One row, and its expanded row with the collapsed columns; renders again only when its props change. */
const DataRow = memo(function DataRow({
  row,
  index,
  shown,
  hidden,
  target,
  open,
  moreId,
  keyText,
  withToggle,
  withEndColumn,
  withActions,
  actionsCollapsed,
  onToggle,
  onOpen,
  onRowDetail,
  rowActions,
  context,
}: DataRowProps) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent) => {
    // A click on a link or button inside the row does its own thing.
    if (!target || (event.target as HTMLElement).closest('a,button')) return;
    onOpen(target);
  };
  const actionButtons = withActions ? <RowActions row={row} onRowDetail={onRowDetail} rowActions={rowActions} context={context} /> : null;
  return (
    <>
      <tr data-row-link={target ? '' : undefined} onClick={onClick}>
        {shown.map(({ key, cell }) => (
          <td key={key}>
            <ValueView spec={cell} row={row} />
          </td>
        ))}
        {withEndColumn ? (
          <td className="sdui-row-actions" data-row-actions="">
            <div className="sdui-row-actions-stack">
              {withToggle ? (
                <button
                  type="button"
                  className="sdui-more-button"
                  aria-expanded={open}
                  aria-controls={open ? moreId : undefined}
                  aria-label={t(open ? 'sdui.list.lessOn' : 'sdui.list.moreOn', { row: keyText })}
                  onClick={() => onToggle(index)}
                >
                  {t('sdui.list.more')}
                  <span aria-hidden="true">{open ? '▴' : '▾'}</span>
                </button>
              ) : null}
              {actionsCollapsed ? null : actionButtons}
            </div>
          </td>
        ) : null}
      </tr>
      {open ? (
        <tr id={moreId} className="sdui-row-more" data-row-more="">
          <td colSpan={shown.length + (withEndColumn ? 1 : 0)}>
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
              {actionsCollapsed ? (
                <div className="sdui-row-actions-stack" data-wrap="">
                  {actionButtons}
                </div>
              ) : null}
            </Stack>
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** The details button and the row's own actions. */
function RowActions({ row, onRowDetail, rowActions, context }: Pick<DataRowProps, 'row' | 'onRowDetail' | 'rowActions' | 'context'>) {
  const { t } = useTranslation();
  return (
    <>
      {onRowDetail ? (
        <Button size="xs" variant="outline" onClick={() => onRowDetail(row)}>
          {t('sdui.list.details')}
        </Button>
      ) : null}
      <ActionButtons actions={rowActions} context={{ ...context, data: row }} size="xs" />
    </>
  );
}

/** Rows as cards under each other (release notes): the first column as heading, the next as meta line, markdown as body. */
export function FeedList({ columns, rows, loading }: Pick<DataTableProps, 'columns' | 'rows' | 'loading'>) {
  const formatter = useFormatter();
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="4" role="progressbar" aria-busy="true" aria-label={t('sdui.state.loading')}>
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
