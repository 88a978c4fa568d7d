import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../lib/i18n';
import './texts';

/** 403: a screen of the portal that this user may not open. */
export default function ForbiddenPage({ title }: { title: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="xl">
        {t('forbidden.heading')}
      </Heading>
      <Text>{title ? t('forbidden.text', { title, path: location.pathname }) : t('forbidden.textWithoutTitle', { path: location.pathname })}</Text>
      <Text color="fg.muted">{t('forbidden.hint')}</Text>
      <Button asChild colorPalette="brand">
        <Link to="/">{t('forbidden.home')}</Link>
      </Button>
    </Stack>
  );
}
