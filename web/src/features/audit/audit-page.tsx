import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Box, Button, Code, Field, Flex, Heading, HStack, Input, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AuditFilter, AuditTable_EntryFragment } from '../../gql/graphql';
import { formatDateTime, localeOf } from '../../lib/intl';

export const PAGE_SIZE = 50;

export const AuditTableFragment = graphql(`
  fragment AuditTable_entry on AuditEntry {
    id
    at
    action
    outcome
    targetType
    targetId
    accountId
    actor {
      userId
      email
      role
      ip
      clientUrl
      requestId
    }
    details {
      key
      value
    }
  }
`);

export const AuditPageQuery = graphql(`
  query AuditPage($filter: AuditFilter, $first: Int, $after: ID) {
    auditLog(filter: $filter, first: $first, after: $after) {
      hasMore
      nextCursor
      entries {
        ...AuditTable_entry
      }
    }
    auditActions
  }
`);

const OUTCOMES = ['ok', 'refused', 'failed'] as const;
const OUTCOME_COLOUR: Record<string, string> = { ok: 'green', refused: 'orange', failed: 'red' };

interface FilterDraft {
  action: string;
  outcome: string;
  actorEmail: string;
  accountId: string;
  from: string;
  to: string;
}
const EMPTY_FILTER: FilterDraft = { action: '', outcome: '', actorEmail: '', accountId: '', from: '', to: '' };

/** The portal's time zone: an Austrian provider's log is read in Vienna time, wherever the browser is. */
export const TIME_ZONE = 'Europe/Vienna';

const viennaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Vienna's wall clock is ahead of UTC at an instant, in ms. */
function viennaOffset(instant: number): number {
  const parts = Object.fromEntries(viennaParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']!, parts['minute']!, parts['second']!) - Math.floor(instant / 1000) * 1000;
}

/** Start of a calendar day (YYYY-MM-DD) in Vienna as an instant; `nextDay` for the end of a range. */
function dayStart(date: string, nextDay = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (nextDay ? 1 : 0));
  if (Number.isNaN(midnightUtc)) return undefined;
  // Midnight is never inside a daylight-saving switch in Vienna (those happen at 02:00/03:00).
  return new Date(midnightUtc - viennaOffset(midnightUtc)).toISOString();
}

/** The filter as the server takes it: the 'to' day is included (entries before the next day's start). */
export function toAuditFilter(draft: FilterDraft): AuditFilter {
  const from = dayStart(draft.from);
  const to = dayStart(draft.to, true);
  return {
    ...(draft.action ? { action: draft.action } : {}),
    ...(draft.outcome ? { outcome: draft.outcome } : {}),
    ...(draft.actorEmail.trim() ? { actorEmail: draft.actorEmail.trim() } : {}),
    ...(draft.accountId.trim() ? { accountId: draft.accountId.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/**
 * The audit log (`/audit`, superadmins): who did what, when and from where, with filters
 * and pages of 50, newest first. Read-only. Exported as the default for the screen registry.
 */
export default function AuditPage({ screen }: { screen?: { title: string } }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_FILTER);
  const [filter, setFilter] = useState<AuditFilter>({});
  // The cursors of the pages seen so far: the first page has none.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors.at(-1) ?? null;
  const { data, previousData, loading } = useQuery(AuditPageQuery, { variables: { filter, first: PAGE_SIZE, after }, fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  const log = shown?.auditLog;
  const format = { format: (date: Date) => formatDateTime(date, localeOf(i18n.language), { seconds: true }) };
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(toAuditFilter(draft));
    setCursors([null]);
  };
  const reset = () => {
    setDraft(EMPTY_FILTER);
    setFilter({});
    setCursors([null]);
  };
  const set = (field: keyof FilterDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          {screen?.title ?? t('audit.title')}
        </Heading>
        <Text color="fg.muted" mt="1">
          {t('audit.intro')}
        </Text>
      </Box>

      <Box asChild bg="white" borderWidth="1px" rounded="md" p="4">
        <form onSubmit={apply} aria-label={t('audit.filter.legend')}>
          <Flex gap="4" wrap="wrap" align="flex-end">
            <Box minW="48" flex="1">
              <Labelled label={t('audit.filter.action')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="action" value={draft.action} onChange={(event) => set('action')(event.currentTarget.value)}>
                    <option value="">{t('audit.filter.all')}</option>
                    {(shown?.auditActions ?? []).map((action) => (
                      <option key={action} value={action}>
                        {actionLabel(action)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Labelled>
            </Box>
            <Box minW="36" flex="1">
              <Labelled label={t('audit.filter.outcome')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="outcome" value={draft.outcome} onChange={(event) => set('outcome')(event.currentTarget.value)}>
                    <option value="">{t('audit.filter.all')}</option>
                    {OUTCOMES.map((outcome) => (
                      <option key={outcome} value={outcome}>
                        {t(`audit.outcomes.${outcome}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Labelled>
            </Box>
            <Box minW="48" flex="1">
              <Labelled label={t('audit.filter.actor')}>
                <Input name="actorEmail" type="search" value={draft.actorEmail} onChange={(event) => set('actorEmail')(event.currentTarget.value)} />
              </Labelled>
            </Box>
            <Box minW="36" flex="1">
              <Labelled label={t('audit.filter.account')}>
                <Input name="accountId" value={draft.accountId} onChange={(event) => set('accountId')(event.currentTarget.value)} />
              </Labelled>
            </Box>
            <Box minW="36">
              <Labelled label={t('audit.filter.from')}>
                <Input name="from" type="date" value={draft.from} onChange={(event) => set('from')(event.currentTarget.value)} />
              </Labelled>
            </Box>
            <Box minW="36">
              <Labelled label={t('audit.filter.to')}>
                <Input name="to" type="date" value={draft.to} onChange={(event) => set('to')(event.currentTarget.value)} />
              </Labelled>
            </Box>
            <HStack gap="2">
              <Button type="submit" variant="outline">
                {t('audit.filter.apply')}
              </Button>
              <Button variant="ghost" onClick={reset}>
                {t('audit.filter.reset')}
              </Button>
            </HStack>
          </Flex>
        </form>
      </Box>

      {log ? (
        log.entries.length > 0 ? (
          <AuditTable entries={log.entries} format={(at) => format.format(new Date(at))} actionLabel={actionLabel} />
        ) : (
          <Text color="fg.muted">{t('audit.empty')}</Text>
        )
      ) : loading ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text>{t('audit.loading')}</Text>
        </HStack>
      ) : null}

      {log && (cursors.length > 1 || log.hasMore) ? (
        <Flex justify="space-between" align="center">
          <Text color="fg.muted" aria-live="polite">
            {t('audit.page', { number: cursors.length })}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={cursors.length <= 1} onClick={() => setCursors((current) => current.slice(0, -1))}>
              {t('audit.newer')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!log.hasMore || !log.nextCursor}
              onClick={() => setCursors((current) => [...current, log.nextCursor])}
            >
              {t('audit.older')}
            </Button>
          </HStack>
        </Flex>
      ) : null}
    </Stack>
  );
}

function AuditTable({
  entries,
  format,
  actionLabel,
}: {
  entries: readonly AuditTable_EntryFragment[];
  format: (at: string) => string;
  actionLabel: (action: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label={t('audit.title')}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('audit.columns.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.columns.action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.columns.outcome')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.columns.actor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.columns.target')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.columns.origin')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.columns.details')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} data-entry={entry.id}>
              <Table.Cell whiteSpace="nowrap">{format(entry.at)}</Table.Cell>
              <Table.Cell>{actionLabel(entry.action)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={OUTCOME_COLOUR[entry.outcome] ?? 'gray'} variant="subtle">
                  {t(`audit.outcomes.${entry.outcome}`, { defaultValue: entry.outcome })}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Text>{entry.actor.email ?? '–'}</Text>
                {entry.actor.role ? (
                  <Text color="fg.muted" fontSize="xs">
                    {entry.actor.role}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <Text>{entry.accountId ?? '–'}</Text>
                {entry.targetId ? (
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all" w="40">
                    {`${entry.targetType ?? ''} ${entry.targetId}`.trim()}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell fontSize="xs">
                <Box w="52" whiteSpace="normal">
                  {entry.actor.ip ? <Text>{t('audit.origin.ip', { value: entry.actor.ip })}</Text> : null}
                  {entry.actor.clientUrl ? <Text wordBreak="break-all">{t('audit.origin.page', { value: entry.actor.clientUrl })}</Text> : null}
                  {entry.actor.requestId ? (
                    <Text color="fg.muted" wordBreak="break-all">
                      {t('audit.origin.request', { value: entry.actor.requestId })}
                    </Text>
                  ) : null}
                </Box>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0.5" w="64" whiteSpace="normal">
                  {entry.details.map((detail) => (
                    <Text key={detail.key} fontSize="xs" wordBreak="break-word">
                      <Code size="sm">{detail.key}</Code> {detail.value}
                    </Text>
                  ))}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
