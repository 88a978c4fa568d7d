import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { ScreenRendererProps } from './screen-renderer';
import './texts';
import { useTranslation } from '../lib/i18n';

/**
 * A descriptor of a kind this client does not know (a newer server): a visible German
 * note instead of a crash. Reloading fetches the newer client.
 */
export default function UnknownKindScreen({ screen }: ScreenRendererProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {screen.title}
      </Heading>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('sdui.unknownKind.title')}</Alert.Title>
          <Alert.Description>{t('sdui.unknownKind.text', { kind: screen.kind })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
