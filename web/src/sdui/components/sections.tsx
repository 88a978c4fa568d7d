import { Box, Card, DataList, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Block } from '../blocks';
import type { SectionSpec, ValueSpec } from '../definition';
import { valueAt } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import { EmptyState } from './states';
import { useFormatter } from './use-format';
import { ValueView } from './value-view';

function FieldsView({ fields, data }: { fields: readonly ValueSpec[]; data: object }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {fields.map((field) => (
        <DataList.Item key={field.field + field.label} alignItems="flex-start">
          <DataList.ItemLabel minW="40" color="fg.muted">
            {field.label}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <Box>
              <ValueView spec={field} row={data} />
            </Box>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Records of a list inside a record (notes, tickets of a CID, history), as a table or a timeline. */
export function RelatedList({ list, data }: { list: NonNullable<SectionSpec['list']>; data: object }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const raw = valueAt(data, list.field);
  const rows = Array.isArray(raw) ? (raw as object[]) : [];
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
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
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
    </Table.ScrollArea>
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
  const params = useParams();
  return (
    <SimpleGrid columns={{ base: 1, lg: columns }} gap="5" alignItems="start">
      {sections.map((section) => (
        <Card.Root key={section.title} gridColumn={section.wide || columns === 1 ? '1 / -1' : undefined} variant="outline" bg="white" size="sm">
          <Card.Header>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h2" size="md">
                {section.title}
              </Heading>
              <ActionButtons actions={section.actions} context={{ ...context, data }} size="xs" />
            </HStack>
          </Card.Header>
          <Card.Body>
            {section.fields ? <FieldsView fields={section.fields} data={data} /> : null}
            {section.list ? <RelatedList list={section.list} data={data} /> : null}
            {section.block ? <Block name={section.block} screen={context.screen} data={data} params={params} /> : null}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
