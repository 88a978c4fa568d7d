import { Alert, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown when a route's code cannot be loaded (e.g. after a deployment replaced the chunks). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box p="6">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('errors.routeFailed')}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
