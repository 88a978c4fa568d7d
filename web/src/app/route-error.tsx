import { Box } from '@chakra-ui/react';
import { StatusAlert } from '../components/status-alert';
import { useTranslation } from '../lib/i18n';

/** Shown when a route's code cannot be loaded (e.g. after a deployment replaced the chunks). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box p="6">
      <StatusAlert status="error">
        <div className="status-alert__title">{t('errors.routeFailed')}</div>
      </StatusAlert>
    </Box>
  );
}
