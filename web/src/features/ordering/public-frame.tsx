import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import './texts';
import { useTranslation } from '../../lib/i18n';

/** The frame of the open signing pages: no portal menu, the provider's name, the page's title. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box minH="100vh" bg="gray.50">
      <Box as="header" bg="brand.700" color="white" py="3">
        <Container maxW="4xl">
          <Text fontWeight="semibold">{t('ordering.public.provider')}</Text>
        </Container>
      </Box>
      <Container as="main" id="main" maxW="4xl" py="8">
        <Heading as="h1" size="xl" mb="5">
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
