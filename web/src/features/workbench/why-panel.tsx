import { useState } from 'react';
import { Badge, Field, HStack, List, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { PersonaFields, SourceToggle, type RuleSource } from './persona-fields';
import { draftInput, type Draft } from './use-draft';
import type { Persona } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';

export const WorkbenchExplainQuery = graphql(`
  query WorkbenchExplain($draft: RuleDraftInput, $persona: RulePersonaInput!, $itemId: String!, $scope: String) {
    ruleWorkbench {
      explain(draft: $draft, persona: $persona, itemId: $itemId, scope: $scope) {
        visible
        reasons
      }
    }
  }
`);

export interface ExplainableEntry {
  scope: string;
  id: string;
  label: string;
}

/** 'Warum sehe ich das nicht?': the server's reasons for one entry, type and role. */
export function WhyPanel({
  draft,
  draftValid,
  entries,
  persona,
  onPersonaChange,
  types,
  roles,
}: {
  draft: Draft;
  draftValid: boolean;
  entries: readonly ExplainableEntry[];
  persona: Persona;
  onPersonaChange: (persona: Persona) => void;
  types: readonly string[];
  roles: readonly string[];
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<RuleSource>('draft');
  const [selected, setSelected] = useState<string>('');
  const effective: RuleSource = draftValid ? source : 'live';
  const entry = entries.find((candidate) => `${candidate.scope}:${candidate.id}` === selected) ?? entries[0];
  const { data, loading } = useQuery(WorkbenchExplainQuery, {
    variables: { draft: effective === 'draft' ? draftInput(draft) : null, persona, itemId: entry?.id ?? '', scope: entry?.scope ?? null },
    skip: entry === undefined,
    fetchPolicy: 'no-cache',
  });
  const explanation = data?.ruleWorkbench.explain;

  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="flex-end">
        <Field.Root width="auto">
          <Field.Label>{t('workbench.why.entry')}</Field.Label>
          <NativeSelect.Root size="sm" width="72">
            <NativeSelect.Field value={entry === undefined ? '' : `${entry.scope}:${entry.id}`} onChange={(event) => setSelected(event.currentTarget.value)}>
              {entries.map((candidate) => (
                <option key={`${candidate.scope}:${candidate.id}`} value={`${candidate.scope}:${candidate.id}`}>
                  {t(`workbench.scopes.${candidate.scope}`)}: {candidate.label} ({candidate.id})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <PersonaFields persona={persona} onChange={onPersonaChange} types={types} roles={roles} />
        <SourceToggle value={effective} onChange={setSource} draftDisabled={!draftValid} />
        {loading ? <Spinner size="sm" aria-label={t('app.loading')} /> : null}
      </HStack>
      {explanation && entry ? (
        <Stack gap="2" borderWidth="1px" borderRadius="md" bg="white" p="4" aria-live="polite">
          <HStack>
            <Badge colorPalette={explanation.visible ? 'green' : 'red'} size="lg">
              {explanation.visible ? t('workbench.why.visible') : t('workbench.why.hidden')}
            </Badge>
            <Text fontWeight="semibold">
              {t('workbench.why.summary', {
                entry: entry.label,
                who: t('workbench.viewAs.who', { type: persona.type ?? t('workbench.noType'), role: persona.role }),
              })}
            </Text>
          </HStack>
          <List.Root ps="5">
            {explanation.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
