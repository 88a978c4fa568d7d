import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, Field, Flex, Grid, Heading, HStack, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ReportingPageQuery as ReportingPageData } from '../../gql/graphql';
import { BarChart, LineChart, type Category, type Series } from './charts';
import { downloadText, toCsv, type CsvCell as Cell } from '../../lib/csv';
import { formatMonth, formatNumber, localeOf } from '../../lib/intl';

export const ReportingPageQuery = graphql(`
  query ReportingPage($from: String, $to: String) {
    report(from: $from, to: $to) {
      from
      to
      months
      outages {
        month
        maintenance
        incidents
      }
      repairTimes {
        month
        resolved
        meanHours
      }
      ticketStatuses {
        statuses
        months {
          month
          total
          counts
        }
      }
      connections {
        month
        connected
      }
    }
  }
`);

type Report = ReportingPageData['report'];

/** Colours of the ticket statuses, in order; more statuses reuse them. */
const STATUS_COLOURS = ['blue.500', 'orange.400', 'purple.500', 'cyan.500', 'green.500', 'teal.600', 'gray.500', 'pink.500'];

/** The error of one series (its path ends with the field), for the message beside it. */
function seriesError(error: unknown, field: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.path?.at(-1) === field)?.message;
}

function Section({
  title,
  csv,
  error,
  children,
}: {
  title: string;
  csv?: { file: string; header: string[]; rows: Cell[][] } | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {csv ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('reporting.csvLabel', { title })}
              onClick={() => downloadText(csv.file, toCsv(csv.header, csv.rows))}
            >
              {t('reporting.csv')}
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t('reporting.failed', { message: error })}</Alert.Description>
          </Alert.Root>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Chart and its figures side by side (stacked on narrow screens). */
function ChartWithTable({ chart, header, rows, caption }: { chart: ReactNode; header: string[]; rows: Cell[][]; caption: string }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
      <Box>{chart}</Box>
      {/* A scrolling table must be reachable by keyboard (tab stop with a name). */}
      <Table.ScrollArea maxH="72" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {header.map((cell, index) => (
                <Table.ColumnHeader key={cell} textAlign={index === 0 ? 'start' : 'end'} bg="bg.muted">
                  {cell}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={String(row[0])}>
                {row.map((cell, index) => (
                  <Table.Cell key={index} textAlign={index === 0 ? 'start' : 'end'}>
                    {cell === null ? '–' : typeof cell === 'number' ? formatNumber(cell) : cell}
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

/**
 * Reporting (`/reporting`, nwops): four monthly figures as charts with their tables and a
 * CSV download each, for a range of months. Exported as the default for the screen registry.
 */
export default function ReportingPage({ screen }: { screen?: { title: string } }) {
  const { t, i18n } = useTranslation();
  // The range lives in the address (?from=2026-01&to=2026-06): a link or a reload keeps it.
  const [params, setParams] = useSearchParams();
  const range = { ...(params.get('from') ? { from: params.get('from')! } : {}), ...(params.get('to') ? { to: params.get('to')! } : {}) };
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const { data, previousData, loading, error } = useQuery(ReportingPageQuery, { variables: range, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const report: Report | undefined = (data ?? previousData)?.report;
  const shownDraft = draft ?? { from: report?.from ?? '', to: report?.to ?? '' };
  const rangeError = !data?.report && CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;

  const monthLabel = (month: string) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return formatMonth(year, number, localeOf(i18n.language));
  };
  const hours = (value: number) => formatNumber(value, localeOf(i18n.language), { maximumFractionDigits: 1 });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          if (shownDraft[key]) next.set(key, shownDraft[key]);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  };

  const suffix = report ? `${report.from}_${report.to}` : '';
  // Month names on the axis, the year under the first month and under every January.
  const categories: Category[] = (report?.months ?? []).map((month, index) => {
    const [year, number] = month.split('-') as [string, string];
    const name = formatMonth(Number(year), Number(number), localeOf(i18n.language), { year: false });
    return { label: name, sub: index === 0 || number === '01' ? year : undefined };
  });

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          {screen?.title ?? t('reporting.title')}
        </Heading>
        <Text color="fg.muted" mt="1">
          {t('reporting.intro')}
        </Text>
      </Box>

      <Box asChild bg="white" borderWidth="1px" rounded="md" p="4">
        <form onSubmit={apply} aria-label={t('reporting.range.legend')}>
          <Flex gap="4" align="flex-end" wrap="wrap">
            <Field.Root w="auto">
              <Field.Label>{t('reporting.range.from')}</Field.Label>
              <Input type="month" name="from" value={shownDraft.from} onChange={(event) => setDraft({ ...shownDraft, from: event.currentTarget.value })} />
            </Field.Root>
            <Field.Root w="auto">
              <Field.Label>{t('reporting.range.to')}</Field.Label>
              <Input type="month" name="to" value={shownDraft.to} onChange={(event) => setDraft({ ...shownDraft, to: event.currentTarget.value })} />
            </Field.Root>
            <Button type="submit" variant="outline" loading={loading && report !== undefined}>
              {t('reporting.range.apply')}
            </Button>
            <Text color="fg.muted" fontSize="sm">
              {t('reporting.range.hint')}
            </Text>
          </Flex>
        </form>
      </Box>

      {rangeError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{rangeError}</Alert.Description>
        </Alert.Root>
      ) : null}

      {!report && loading ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text>{t('reporting.loading')}</Text>
        </HStack>
      ) : null}

      {report ? (
        <Stack gap="5">
          <OutagesSection report={report} categories={categories} monthLabel={monthLabel} suffix={suffix} error={seriesError(error, 'outages')} />
          <RepairSection
            report={report}
            categories={categories}
            monthLabel={monthLabel}
            hours={hours}
            suffix={suffix}
            error={seriesError(error, 'repairTimes')}
          />
          <TicketsSection report={report} categories={categories} monthLabel={monthLabel} suffix={suffix} error={seriesError(error, 'ticketStatuses')} />
          <ConnectionsSection report={report} categories={categories} monthLabel={monthLabel} suffix={suffix} error={seriesError(error, 'connections')} />
        </Stack>
      ) : null}
    </Stack>
  );
}

interface SectionProps {
  report: Report;
  categories: Category[];
  monthLabel: (month: string) => string;
  suffix: string;
  error: string | undefined;
}

const failed = (error: string | undefined, hasData: boolean) => error ?? (hasData ? undefined : '–');

function OutagesSection({ report, categories, monthLabel, suffix, error }: SectionProps) {
  const { t } = useTranslation();
  const title = t('reporting.outages.title');
  const rows = report.outages ?? [];
  const header = [t('reporting.month'), t('reporting.outages.maintenance'), t('reporting.outages.incidents')];
  const series: Series[] = [
    { name: t('reporting.outages.maintenance'), colour: 'yellow.500', values: rows.map((row) => row.maintenance) },
    { name: t('reporting.outages.incidents'), colour: 'red.500', values: rows.map((row) => row.incidents) },
  ];
  const table = rows.map((row): Cell[] => [monthLabel(row.month), row.maintenance, row.incidents]);
  return (
    <Section
      title={title}
      error={failed(error, report.outages != null)}
      csv={report.outages ? { file: `stoerungen_${suffix}.csv`, header, rows: rows.map((row) => [row.month, row.maintenance, row.incidents]) } : undefined}
    >
      <ChartWithTable
        chart={<BarChart label={t('reporting.chartLabel', { title })} categories={categories} series={series} />}
        header={header}
        rows={table}
        caption={title}
      />
    </Section>
  );
}

function RepairSection({ report, categories, monthLabel, hours, suffix, error }: SectionProps & { hours: (value: number) => string }) {
  const { t } = useTranslation();
  const title = t('reporting.repair.title');
  const rows = report.repairTimes ?? [];
  const header = [t('reporting.month'), t('reporting.repair.resolved'), t('reporting.repair.meanHours')];
  const series: Series = { name: t('reporting.repair.meanHours'), colour: 'teal.500', values: rows.map((row) => row.meanHours ?? null) };
  const table = rows.map((row): Cell[] => [
    monthLabel(row.month),
    row.resolved,
    row.meanHours === null || row.meanHours === undefined ? null : hours(row.meanHours),
  ]);
  return (
    <Section
      title={title}
      error={failed(error, report.repairTimes != null)}
      csv={
        report.repairTimes
          ? { file: `reparaturzeit_${suffix}.csv`, header, rows: rows.map((row) => [row.month, row.resolved, row.meanHours ?? null]) }
          : undefined
      }
    >
      <ChartWithTable
        chart={<LineChart label={t('reporting.chartLabel', { title })} categories={categories} series={series} format={hours} />}
        header={header}
        rows={table}
        caption={title}
      />
    </Section>
  );
}

function TicketsSection({ report, categories, monthLabel, suffix, error }: SectionProps) {
  const { t } = useTranslation();
  const title = t('reporting.tickets.title');
  const statuses = report.ticketStatuses?.statuses ?? [];
  const months = report.ticketStatuses?.months ?? [];
  const header = [t('reporting.month'), ...statuses, t('reporting.total')];
  const series: Series[] = statuses.map((status, index) => ({
    name: status,
    colour: STATUS_COLOURS[index % STATUS_COLOURS.length]!,
    values: months.map((month) => month.counts[index] ?? 0),
  }));
  const table = months.map((month): Cell[] => [monthLabel(month.month), ...month.counts, month.total]);
  return (
    <Section
      title={title}
      error={failed(error, report.ticketStatuses != null)}
      csv={
        report.ticketStatuses ? { file: `tickets_${suffix}.csv`, header, rows: months.map((month) => [month.month, ...month.counts, month.total]) } : undefined
      }
    >
      <ChartWithTable
        chart={<BarChart label={t('reporting.chartLabel', { title })} categories={categories} series={series} stacked />}
        header={header}
        rows={table}
        caption={title}
      />
    </Section>
  );
}

function ConnectionsSection({ report, categories, monthLabel, suffix, error }: SectionProps) {
  const { t } = useTranslation();
  const title = t('reporting.connections.title');
  const rows = report.connections ?? [];
  const header = [t('reporting.month'), t('reporting.connections.connected')];
  const series: Series[] = [{ name: t('reporting.connections.connected'), colour: 'brand.500', values: rows.map((row) => row.connected) }];
  return (
    <Section
      title={title}
      error={failed(error, report.connections != null)}
      csv={report.connections ? { file: `anschluesse_${suffix}.csv`, header, rows: rows.map((row) => [row.month, row.connected]) } : undefined}
    >
      <ChartWithTable
        chart={<BarChart label={t('reporting.chartLabel', { title })} categories={categories} series={series} />}
        header={header}
        rows={rows.map((row): Cell[] => [monthLabel(row.month), row.connected])}
        caption={title}
      />
    </Section>
  );
}
