import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import '../texts';
import { useTranslation } from '../../lib/i18n';

/** A failed load: what happened and a retry. The error itself is in the error modal. */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('sdui.state.errorTitle')}</Alert.Title>
        <Alert.Description>{message ?? t('sdui.state.errorText')}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Box w="full" py="10" px="4" textAlign="center" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="md" bg="white">
      <Text>{text}</Text>
    </Box>
  );
}

/** A record that does not exist or is not visible to this user (the two look the same). */
export function NotFoundState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('sdui.state.notFoundTitle')}</Alert.Title>
        <Alert.Description>{text ?? t('sdui.state.notFoundText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Placeholder lines while a record loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" role="progressbar" aria-busy="true" aria-label={t('sdui.state.loading')}>
      <Skeleton height="6" width="40%" />
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}
