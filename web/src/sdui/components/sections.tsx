import { Box, Card, DataList, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { useParams } from 'react-router-dom';
import { Block } from '../blocks';
import type { HistorySpec, LineItemsSpec, RecordsSpec, SectionSpec, ValueSpec } from '../definition';
import { displayText, holds, valueAt } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import { EmptyState } from './states';
import { useFormatter } from './use-format';
import { ValueView } from './value-view';
import '../texts';
import { useTranslation } from '../../lib/i18n';
import { TableScrollRegion } from '../../components/table-scroll-region';

function FieldsView({ fields, data, hideEmpty = false }: { fields: readonly ValueSpec[]; data: object; hideEmpty?: boolean | undefined }) {
  const formatter = useFormatter();
  const shown = fields.filter((field) => holds(field.when, data) && (!hideEmpty || formatter.text(field, data) !== ''));
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {shown.map((field) => (
        <DataList.Item key={field.field + field.label} alignItems="flex-start">
          <DataList.ItemLabel minW="40" color="fg.muted">
            {field.label}
          </DataList.ItemLabel>
          {/* A long word (an e-mail address) breaks rather than widen the page on a phone. */}
          <DataList.ItemValue minW="0">
            <Box minW="0" overflowWrap="break-word">
              <ValueView spec={field} row={data} />
            </Box>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

const rowsAt = (data: object, field: string): object[] => {
  const raw = valueAt(data, field);
  return Array.isArray(raw) ? (raw as object[]) : [];
};

/** Records of a list inside a record (notes, tickets of a CID, history), as a table or a timeline. */
export function RelatedList({ list, data, label }: { list: NonNullable<SectionSpec['list']>; data: object; label?: string }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const rows = rowsAt(data, list.field).filter((row) => list.where === undefined || holds(list.where, row));
  if (rows.length === 0) return <EmptyState text={list.emptyText ?? t('sdui.list.empty')} />;
  if (list.layout === 'timeline') {
    const [first, ...rest] = list.columns;
    return (
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t('sdui.detail.timeline')}>
        {rows.map((row, index) => (
          <Box as="li" key={index} borderStartWidth="3px" borderColor="brand.500" ps="3" py="1">
            {first ? (
              <Text fontSize="sm" color="fg.muted">
                {rest
                  .filter((column) => column.format !== 'multiline' && column.format !== 'markdown')
                  .map((column) => formatter.text(column, row))
                  .filter((text) => text !== '')
                  .join(' · ')}
              </Text>
            ) : null}
            {first ? (
              <Box fontWeight="semibold">
                <ValueView spec={first} row={row} />
              </Box>
            ) : null}
            {rest
              .filter((column) => column.format === 'multiline' || column.format === 'markdown')
              .map((column) => (
                <Box key={column.field} mt="1">
                  <ValueView spec={column} row={row} />
                </Box>
              ))}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <TableScrollRegion borderWidth="1px" rounded="md" label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {list.columns.map((column) => (
              <Table.ColumnHeader key={column.field + column.label}>{column.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={index}>
              {list.columns.map((column) => (
                <Table.Cell key={column.field + column.label}>
                  <ValueView spec={column} row={row} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollRegion>
  );
}

/** The steps a record went through, oldest first; the last one is where it stands. */
export function HistoryView({ history, data, label }: { history: HistorySpec; data: object; label: string }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const steps = rowsAt(data, history.field);
  if (steps.length === 0) return <EmptyState text={history.emptyText ?? t('sdui.list.empty')} />;
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={label}>
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        const by = history.by ? displayText(valueAt(step, history.by)) : '';
        return (
          <HStack
            as="li"
            key={index}
            align="flex-start"
            gap="3"
            data-history-state={history.key ? displayText(valueAt(step, history.key)) : undefined}
            aria-current={current ? 'step' : undefined}
          >
            <Stack align="center" gap="0" alignSelf="stretch">
              <Box mt="1.5" boxSize="2.5" rounded="full" bg={current ? 'brand.600' : 'gray.300'} flexShrink={0} />
              {current ? null : <Box flex="1" w="2px" bg="gray.200" minH="4" />}
            </Stack>
            <Box pb={current ? '0' : '3'} minW="0">
              <Text fontWeight={current ? 'semibold' : 'medium'}>{displayText(valueAt(step, history.label))}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[formatter.text({ field: history.at, format: 'datetime' }, step), by].filter((part) => part !== '').join(' · ')}
              </Text>
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** Priced lines with their sums, e.g. the products of an order with the one-time and monthly totals. */
export function LineItemsView({ items, data, label }: { items: LineItemsSpec; data: object; label: string }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const rows = rowsAt(data, items.field);
  return (
    <Stack gap="2">
      {rows.length === 0 ? <Text color="fg.muted">{items.emptyText ?? t('sdui.list.empty')}</Text> : null}
      <TableScrollRegion borderWidth="1px" rounded="md" label={label}>
        <Table.Root size="sm" aria-label={label}>
          {rows.length > 0 ? (
            <Table.Header>
              <Table.Row>
                {items.columns.map((column, index) => (
                  <Table.ColumnHeader key={column.field + column.label} textAlign={index === 0 ? undefined : 'end'}>
                    {column.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
          ) : null}
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row key={index}>
                {items.columns.map((column, columnIndex) => (
                  <Table.Cell
                    key={column.field + column.label}
                    textAlign={columnIndex === 0 ? undefined : 'end'}
                    whiteSpace={columnIndex === 0 ? undefined : 'nowrap'}
                  >
                    <ValueView spec={column} row={row} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {(items.totals ?? []).map((total) => (
              <Table.Row key={total.field} data-sum={total.id} bg="bg.subtle">
                <Table.Cell fontWeight="medium">{total.label}</Table.Cell>
                <Table.Cell colSpan={Math.max(items.columns.length - 1, 1)} textAlign="end">
                  <Text as="span" fontWeight="semibold" data-amount>
                    {formatter.text({ field: total.field, format: total.format ?? 'currency' }, data) || '–'}
                  </Text>
                  {total.note ? (
                    <Text fontSize="sm" color="fg.muted">
                      {formatter.fill(total.note, data)}
                    </Text>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollRegion>
      {items.note ? (
        <Text fontSize="xs" color="fg.muted">
          {formatter.fill(items.note, data)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One card per record of a list in the data, each with its parts and its own actions. */
export function RecordsView({ records, data, context }: { records: RecordsSpec; data: object; context: ActionContext }) {
  const { t } = useTranslation();
  const rows = rowsAt(data, records.field);
  if (rows.length === 0) return <EmptyState text={records.emptyText ?? t('sdui.list.empty')} />;
  return (
    <Stack gap="4">
      {rows.map((row, index) => {
        const title = displayText(valueAt(row, records.title));
        const parts = records.sections.filter((part) => holds(part.when, row));
        return (
          <Box as="article" key={title || index} aria-label={title} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} data-record={title}>
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2" mb="3">
              <HStack gap="3" wrap="wrap">
                <Heading as="h3" size="md">
                  {title}
                </Heading>
                {(records.badges ?? [])
                  .filter((badge) => holds(badge.when, row))
                  .map((badge) => (
                    <Box key={badge.field + badge.label} title={badge.label}>
                      <ValueView spec={{ format: 'badge', ...badge }} row={row} />
                    </Box>
                  ))}
              </HStack>
            </HStack>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
              {parts.map((part) => (
                <Box key={part.title} as="section" aria-label={part.title} gridColumn={part.wide ? '1 / -1' : undefined} minW="0">
                  <Heading as="h4" size="sm" mb="2">
                    {part.title}
                  </Heading>
                  <SectionBody section={part} data={row} context={{ ...context, data: row }} />
                  <Box mt="2">
                    <ActionButtons actions={part.actions} context={{ ...context, data: row }} size="xs" />
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
            <Box mt="3">
              <ActionButtons actions={records.actions} context={{ ...context, data: row }} size="sm" />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

/** What a section shows: labelled fields, a related list, a history, priced lines, records or a block. */
function SectionBody({ section, data, context }: { section: SectionSpec; data: object; context: ActionContext }) {
  const params = useParams();
  return (
    <>
      {section.fields ? <FieldsView fields={section.fields} data={data} hideEmpty={section.hideEmpty} /> : null}
      {section.list ? <RelatedList list={section.list} data={data} label={section.title} /> : null}
      {section.history ? <HistoryView history={section.history} data={data} label={section.title} /> : null}
      {section.lineItems ? <LineItemsView items={section.lineItems} data={data} label={section.title} /> : null}
      {section.records ? <RecordsView records={section.records} data={data} context={context} /> : null}
      {section.block ? <Block name={section.block} screen={context.screen} data={data} params={params} /> : null}
    </>
  );
}

/** The sections of a detail page (or a row's detail dialog): labelled fields, related lists, blocks. */
export function Sections({
  sections,
  data,
  context,
  columns = 2,
}: {
  sections: readonly SectionSpec[];
  data: object;
  context: ActionContext;
  columns?: 1 | 2;
}) {
  return (
    <SimpleGrid columns={{ base: 1, lg: columns }} gap="5" alignItems="start">
      {sections
        .filter((section) => holds(section.when, data))
        .map((section) => (
          <Card.Root
            key={section.title}
            as="section"
            aria-label={section.title}
            gridColumn={section.wide || columns === 1 ? '1 / -1' : undefined}
            variant="outline"
            bg="white"
            size="sm"
            minW="0"
          >
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h2" size="md">
                  {section.title}
                </Heading>
                <ActionButtons actions={section.actions} context={{ ...context, data }} size="xs" />
              </HStack>
            </Card.Header>
            <Card.Body>
              <SectionBody section={section} data={data} context={context} />
            </Card.Body>
          </Card.Root>
        ))}
    </SimpleGrid>
  );
}
