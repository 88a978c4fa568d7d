import { Badge, HStack, List, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import type { WorkbenchChange_ChangeFragment } from '../../gql/graphql';
import './texts';
import { useTranslation } from '../../lib/i18n';

const KIND_COLOUR: Record<string, string> = { visibility: 'orange', header: 'orange', removed: 'red', added: 'green' };

/** The changes of a draft in the server's words, each with where it is. */
export function ChangeList({ changes, emptyText }: { changes: readonly WorkbenchChange_ChangeFragment[]; emptyText: string }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <List.Root gap="2" variant="plain">
      {changes.map((change) => (
        <List.Item key={`${change.kind}:${change.itemId ?? ''}:${change.message}`}>
          <HStack align="flex-start" gap="2">
            <Badge colorPalette={KIND_COLOUR[change.kind] ?? 'gray'} flexShrink={0} mt="0.5">
              {t(`workbench.changeKinds.${change.kind}`, { defaultValue: change.kind })}
            </Badge>
            <Text>{change.message}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
