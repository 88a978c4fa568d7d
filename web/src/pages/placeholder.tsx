import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Stand-in for screens that later issues fill; loaded on demand like every non-home route. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {t('placeholder.heading', { title: t(titleKey) })}
      </Heading>
      <Text color="fg.muted">{t('placeholder.text')}</Text>
    </Stack>
  );
}
