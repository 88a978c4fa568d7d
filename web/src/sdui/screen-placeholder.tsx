import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../gql';
import type { ScreenPlaceholder_ScreenFragment } from '../gql/graphql';
import './texts';
import { useTranslation } from '../lib/i18n';

export const ScreenPlaceholderFragment = graphql(`
  fragment ScreenPlaceholder_screen on RouteDescriptor {
    id
    title
    kind
  }
`);

/**
 * What every screen kind shows until its generic renderer is built: the screen's title
 * from the server and a note. Later issues replace the kinds one by one.
 */
export function ScreenPlaceholder({ screen }: { screen: ScreenPlaceholder_ScreenFragment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="xl">
        {screen.title}
      </Heading>
      <Badge colorPalette="gray" variant="subtle">
        {t('sdui.kind', { kind: t(`sdui.kinds.${screen.kind}`, { defaultValue: screen.kind }) })}
      </Badge>
      <Text color="fg.muted">{t('sdui.inPreparation')}</Text>
    </Stack>
  );
}
