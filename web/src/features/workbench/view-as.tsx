import { Alert, Box, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { HomePage } from '../../pages/home';
import { PersonaFields, SourceToggle, type RuleSource } from './persona-fields';
import { draftInput, type Draft } from './use-draft';
import type { Persona } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';

export const WorkbenchViewAsQuery = graphql(`
  query WorkbenchViewAs($draft: RuleDraftInput, $persona: RulePersonaInput!) {
    ruleWorkbench {
      viewAs(draft: $draft, persona: $persona) {
        ...HomePage_viewer
        showHeader
        user {
          name
          type
          role
          accountId
        }
        menu {
          id
          label
          route
        }
      }
    }
  }
`);

/**
 * "View as": the portal's header menu and home exactly as the server computes them for a
 * type and role under the draft (or live), rendered by the real home page. Read-only:
 * the frame is inert, so nothing in it can be clicked or focused.
 */
export function ViewAs({
  draft,
  draftValid,
  persona,
  onPersonaChange,
  source,
  onSourceChange,
  types,
  roles,
}: {
  draft: Draft;
  draftValid: boolean;
  persona: Persona;
  onPersonaChange: (persona: Persona) => void;
  source: RuleSource;
  onSourceChange: (source: RuleSource) => void;
  types: readonly string[];
  roles: readonly string[];
}) {
  const { t } = useTranslation();
  const effective: RuleSource = draftValid ? source : 'live';
  const { data, previousData, loading } = useQuery(WorkbenchViewAsQuery, {
    variables: { draft: effective === 'draft' ? draftInput(draft) : null, persona },
    fetchPolicy: 'no-cache',
  });
  const viewer = (data ?? previousData)?.ruleWorkbench.viewAs;
  const who = t('workbench.viewAs.who', { type: persona.type ?? t('workbench.noType'), role: persona.role });

  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="flex-end">
        <PersonaFields persona={persona} onChange={onPersonaChange} types={types} roles={roles} />
        <SourceToggle value={effective} onChange={onSourceChange} draftDisabled={!draftValid} />
        {loading ? <Spinner size="sm" aria-label={t('app.loading')} /> : null}
      </HStack>
      {!draftValid ? <Text color="fg.muted">{t('workbench.viewAs.invalidDraft')}</Text> : null}
      {viewer ? (
        <Box borderWidth="3px" borderStyle="dashed" borderColor="orange.400" borderRadius="md" overflow="hidden" data-testid="view-as-frame">
          <Alert.Root status="warning" borderRadius="0">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('workbench.viewAs.banner', { who, source: t(`workbench.viewAs.under.${effective}`) })}</Alert.Title>
              <Alert.Description>{t('workbench.viewAs.readOnly')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Box inert bg="gray.50" aria-label={t('workbench.viewAs.frameLabel', { who })} role="region">
            <Box bg="brand.700" color="white" px="6" py="3">
              <Flex justify="space-between" wrap="wrap" gap="3">
                <Heading as="p" size="md">
                  {t('app.title')}
                </Heading>
                <Text fontSize="sm">
                  {viewer.user.accountId ? `${t('app.header.accountId', { accountId: viewer.user.accountId })} · ` : ''}
                  {t('app.header.type', { type: viewer.user.type })} · {viewer.user.role}
                </Text>
              </Flex>
            </Box>
            {viewer.showHeader && viewer.menu.length > 0 ? (
              <Flex as="ul" listStyleType="none" bg="brand.600" px="4" py="1" wrap="wrap" aria-label={t('workbench.viewAs.menu')}>
                {viewer.menu.map((item) => (
                  <Box as="li" key={item.id} px="3" py="2" color="white" fontWeight="medium" data-preview-menu-item={item.id}>
                    {item.label}
                  </Box>
                ))}
              </Flex>
            ) : (
              <Text px="6" py="2" fontSize="sm" color="fg.muted" bg="gray.100">
                {t('workbench.viewAs.noMenu')}
              </Text>
            )}
            <Box px="6" py="6">
              <HomePage viewer={viewer} />
            </Box>
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
