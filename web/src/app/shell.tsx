import { Box, Container, Flex, Heading, NativeSelect, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LANGUAGES, setLanguage, type Language } from '../lib/i18n';

/** Header and content frame around every signed-in route. */
export function Shell() {
  const { t, i18n } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Box as="header" bg="brand.700" color="white" px="6" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <Heading as="p" size="md">
            <Link to="/">{t('app.title')}</Link>
          </Heading>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('app.language')}
              value={i18n.language}
              onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
              bg="white"
              color="gray.900"
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`app.languages.${language}`)}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Flex>
      </Box>
      <Container as="main" id="main" maxW="7xl" py="6" flex="1">
        <Suspense fallback={<Spinner aria-label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Flex>
  );
}
