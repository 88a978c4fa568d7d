import { useState } from 'react';
import { Badge, Box, Checkbox, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { MatrixPreview_CellFragment } from '../../gql/graphql';
import { SourceToggle, type RuleSource } from './persona-fields';
import { draftInput, type Draft } from './use-draft';
import type { Persona } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';
import { TableScrollRegion } from '../../components/table-scroll-region';

export const MatrixPreviewCellFragment = graphql(`
  fragment MatrixPreview_cell on RuleMatrixCell {
    type
    role
    changed
    live {
      showHeader
      menu {
        id
        label
      }
      tiles {
        id
        label
      }
    }
    draft {
      showHeader
      menu {
        id
        label
      }
      tiles {
        id
        label
      }
    }
  }
`);

export const WorkbenchMatrixQuery = graphql(`
  query WorkbenchMatrix($draft: RuleDraftInput!, $withAccountId: Boolean!) {
    ruleWorkbench {
      check(draft: $draft) {
        valid
        matrix(withAccountId: $withAccountId) {
          ...MatrixPreview_cell
        }
      }
    }
  }
`);

type View = NonNullable<MatrixPreview_CellFragment['live']>;

function CellContent({ view, other }: { view: View; other: View | null }) {
  const { t } = useTranslation();
  // Items the other side does not have (same id and label) are marked: that is the change.
  const differs = (list: 'menu' | 'tiles', item: { id: string; label: string }) =>
    other !== null && !other[list].some((candidate) => candidate.id === item.id && candidate.label === item.label);
  const line = (list: 'menu' | 'tiles') =>
    view[list].length === 0 ? (
      <Text as="span" color="fg.muted">
        {t('workbench.matrix.none')}
      </Text>
    ) : (
      view[list].map((item, index) => (
        <Text as="span" key={item.id}>
          {index > 0 ? ' · ' : ''}
          <Text
            as="span"
            fontWeight={differs(list, item) ? 'bold' : 'normal'}
            textDecoration={differs(list, item) ? 'underline' : 'none'}
            data-differs={differs(list, item) ? 'true' : undefined}
          >
            {item.label}
          </Text>
        </Text>
      ))
    );
  return (
    <Stack gap="1" fontSize="xs" lineHeight="short">
      <Box>
        <Text as="span" fontWeight="semibold" color="fg.muted">
          {t('workbench.matrix.menu')}:{' '}
        </Text>
        {view.showHeader ? (
          line('menu')
        ) : (
          <Text as="span" color="fg.muted">
            {t('workbench.matrix.noHeader')}
          </Text>
        )}
      </Box>
      <Box>
        <Text as="span" fontWeight="semibold" color="fg.muted">
          {t('workbench.matrix.tiles')}:{' '}
        </Text>
        {line('tiles')}
      </Box>
    </Stack>
  );
}

/**
 * Every type (and no type) × role: the menu and tiles that user gets under the draft or
 * live. Cells the draft changes are highlighted; a click opens "View as" for that cell.
 */
export function MatrixPreview({
  draft,
  draftValid,
  roles,
  onOpen,
}: {
  draft: Draft;
  draftValid: boolean;
  roles: readonly string[];
  onOpen: (persona: Persona, source: RuleSource) => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<RuleSource>('draft');
  const [withAccountId, setWithAccountId] = useState(true);
  const { data, previousData, loading } = useQuery(WorkbenchMatrixQuery, { variables: { draft: draftInput(draft), withAccountId }, fetchPolicy: 'no-cache' });
  const cells = (data ?? previousData)?.ruleWorkbench.check.matrix ?? [];
  const shown: RuleSource = draftValid ? source : 'live';
  const rows = [...new Set(cells.map((cell) => cell.type))];
  const changedCount = cells.filter((cell) => cell.changed).length;

  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap">
        <SourceToggle value={shown} onChange={setSource} draftDisabled={!draftValid} />
        <Checkbox.Root size="sm" checked={withAccountId} onCheckedChange={(details) => setWithAccountId(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('workbench.persona.withAccountId')}</Checkbox.Label>
        </Checkbox.Root>
        <Badge colorPalette={changedCount > 0 ? 'orange' : 'gray'}>{t('workbench.matrix.changedCount', { count: changedCount })}</Badge>
        {loading ? <Spinner size="sm" aria-label={t('app.loading')} /> : null}
      </HStack>
      {!draftValid ? <Text color="fg.muted">{t('workbench.matrix.invalidDraft')}</Text> : null}
      <TableScrollRegion borderWidth="1px" borderRadius="md" bg="white" label={t('workbench.matrix.label')}>
        <Table.Root size="sm" aria-label={t('workbench.matrix.label')} tableLayout="fixed" minW="56rem">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="9rem">{t('workbench.persona.type')}</Table.ColumnHeader>
              {roles.map((role) => (
                <Table.ColumnHeader key={role}>{role}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((type) => (
              <Table.Row key={type ?? ''}>
                <Table.Cell as="th" scope="row" fontWeight="semibold" whiteSpace="nowrap" verticalAlign="top">
                  {type ?? t('workbench.noType')}
                </Table.Cell>
                {roles.map((role) => {
                  const cell = cells.find((candidate) => candidate.type === type && candidate.role === role);
                  if (cell === undefined) return <Table.Cell key={role} />;
                  const view = shown === 'draft' && cell.draft ? cell.draft : cell.live;
                  const other = shown === 'draft' ? cell.live : cell.draft;
                  return (
                    <Table.Cell
                      key={role}
                      verticalAlign="top"
                      p="0"
                      bg={cell.changed ? 'orange.50' : undefined}
                      borderLeftWidth={cell.changed ? '4px' : undefined}
                      borderLeftColor={cell.changed ? 'orange.400' : undefined}
                      data-changed={cell.changed ? 'true' : undefined}
                      data-cell={`${type ?? '-'}/${role}`}
                    >
                      <Box
                        as="button"
                        display="block"
                        width="full"
                        whiteSpace="normal"
                        textAlign="left"
                        px="3"
                        py="2"
                        cursor="pointer"
                        _hover={{ bg: cell.changed ? 'orange.100' : 'gray.100' }}
                        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                        onClick={() => onOpen({ type, role, withAccountId }, shown)}
                        title={t('workbench.matrix.open', { type: type ?? t('workbench.noType'), role })}
                      >
                        {cell.changed ? (
                          <Badge colorPalette="orange" size="xs" mb="1">
                            {t('workbench.matrix.changed')}
                          </Badge>
                        ) : null}
                        <CellContent view={view} other={cell.changed ? other : null} />
                      </Box>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollRegion>
    </Stack>
  );
}
