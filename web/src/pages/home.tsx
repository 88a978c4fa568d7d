import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Home is the one route in the main bundle (SPEC.md §2). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('home.heading')}
      </Heading>
      <Text>{t('home.intro')}</Text>
    </Stack>
  );
}
