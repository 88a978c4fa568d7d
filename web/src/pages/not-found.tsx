import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/i18n';
import './texts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="xl">
        {t('notFound.heading')}
      </Heading>
      <Text>{t('notFound.text', { path: location.pathname })}</Text>
      <Button asChild colorPalette="brand">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </Stack>
  );
}
