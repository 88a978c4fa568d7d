import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Flex, Grid, Heading, Table, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { downloadText, toCsv, type CsvCell } from '../../lib/csv';
import { formatMonth, formatNumber, localeOf } from '../../lib/intl';
import type { ChartSpec } from '../definition';
import { displayText, fillText, valueAt } from '../values';
import { BarChart, LineChart, type Category, type Series } from './charts';
import '../texts';
import { useTranslation } from '../../lib/i18n';

/** Colours for series the data names (e.g. ticket statuses), in order; more series reuse them. */
const PALETTE = ['blue.500', 'orange.400', 'purple.500', 'cyan.500', 'green.500', 'teal.600', 'gray.500', 'pink.500'];

interface Column {
  label: string;
  /** The cell of a row: a number, or null for none. */
  value: (row: unknown) => number | null;
  decimals?: number | undefined;
  /** Drawn in the chart with this colour; null: only in the table. */
  colour: string | null;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The columns of a chart block: its declared series, the series its data names, and the total. */
function columnsOf(spec: ChartSpec, data: unknown): Column[] {
  const columns: Column[] = (spec.series ?? []).map((series, index) => ({
    label: series.label,
    value: (row) => numberOrNull(valueAt(row, series.field)),
    decimals: series.decimals,
    colour: series.chart === false ? null : (series.colour ?? PALETTE[index % PALETTE.length]!),
  }));
  if (spec.seriesFrom) {
    const { labels, field } = spec.seriesFrom;
    const names = valueAt(data, labels);
    (Array.isArray(names) ? names : []).forEach((name, index) =>
      columns.push({
        label: displayText(name),
        value: (row) => {
          const values = valueAt(row, field);
          return Array.isArray(values) ? (numberOrNull(values[index]) ?? 0) : 0;
        },
        colour: PALETTE[index % PALETTE.length]!,
      }),
    );
  }
  if (spec.total) {
    const total = spec.total.field;
    columns.push({ label: spec.total.label, value: (row) => numberOrNull(valueAt(row, total)), colour: null });
  }
  return columns;
}

/**
 * One chart block of a dashboard: its title, a chart (bars or lines) of the declared series
 * beside the table of the same figures, and a CSV download. A series whose data failed
 * (`error`) shows its message in place of chart and table; the other blocks stay.
 */
export function ChartBlock({ spec, data, error }: { spec: ChartSpec; data: object; error: string | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const rowsValue = valueAt(data, spec.items);
  const rows: unknown[] = Array.isArray(rowsValue) ? rowsValue : [];
  const failed = error ?? (rowsValue === null || rowsValue === undefined ? '–' : undefined);
  const columns = columnsOf(spec, data);
  const category = (row: unknown) => displayText(valueAt(row, spec.category.field));
  const isMonth = spec.category.format === 'month';
  const monthParts = (value: string) => value.split('-').map(Number) as [number, number];
  const categoryLabel = (value: string) => (isMonth && /^\d{4}-\d{2}$/.test(value) ? formatMonth(...monthParts(value), locale) : value);
  // Month names on the axis, the year under the first month and under every January.
  const categories: Category[] = rows.map((row, index) => {
    const value = category(row);
    if (!isMonth || !/^\d{4}-\d{2}$/.test(value)) return { label: value };
    const [year, month] = monthParts(value);
    return { label: formatMonth(year, month, locale, { year: false }), sub: index === 0 || month === 1 ? String(year) : undefined };
  });
  const number = (value: number | null, decimals?: number) =>
    value === null ? '–' : formatNumber(value, locale, { maximumFractionDigits: decimals ?? (Number.isInteger(value) ? 0 : 2) });
  const drawn = columns.filter((column) => column.colour !== null);
  const series: Series[] = drawn.map((column) => ({ name: column.label, colour: column.colour!, values: rows.map(column.value) }));
  const decimals = drawn.find((column) => column.decimals !== undefined)?.decimals;
  const format = (value: number) => number(value, decimals);
  const label = t('sdui.chart.label', { title: spec.title });
  const header = [spec.category.label, ...columns.map((column) => column.label)];
  const csv = spec.csv
    ? {
        file: `${fillText(spec.csv.filename, data).replace(/[^A-Za-z0-9._-]+/g, '_')}.csv`,
        rows: rows.map((row): CsvCell[] => [category(row), ...columns.map((column) => column.value(row))]),
      }
    : null;

  return (
    <Card.Root variant="outline" bg="white" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {spec.title}
          </Heading>
          {csv !== null && failed === undefined ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('sdui.chart.csvLabel', { title: spec.title })}
              onClick={() => downloadText(csv.file, toCsv(header, csv.rows))}
            >
              {t('sdui.chart.csv')}
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        {failed !== undefined ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t('sdui.chart.failed', { message: failed })}</Alert.Description>
          </Alert.Root>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{t('sdui.chart.empty')}</Text>
        ) : (
          <ChartWithTable
            chart={
              spec.type === 'line' ? (
                <LineChart label={label} categories={categories} series={series} format={format} />
              ) : (
                <BarChart label={label} categories={categories} series={series} stacked={spec.stacked === true} format={format} />
              )
            }
            caption={spec.title}
            header={header}
            rows={rows.map((row) => [categoryLabel(category(row)), ...columns.map((column) => number(column.value(row), column.decimals))])}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Chart and its figures side by side (stacked on narrow screens). */
function ChartWithTable({ chart, header, rows, caption }: { chart: ReactNode; header: string[]; rows: string[][]; caption: string }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
      <Box>{chart}</Box>
      {/* A scrolling table must be reachable by keyboard (tab stop with a name). */}
      <Table.ScrollArea maxH="72" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {header.map((cell, index) => (
                <Table.ColumnHeader key={`${cell}-${index}`} textAlign={index === 0 ? 'start' : 'end'} bg="bg.muted">
                  {cell}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, rowIndex) => (
              <Table.Row key={`${row[0]}-${rowIndex}`}>
                {row.map((cell, index) => (
                  <Table.Cell key={index} textAlign={index === 0 ? 'start' : 'end'}>
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Grid>
  );
}
