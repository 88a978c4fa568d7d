import type { FormEvent, ReactNode } from 'react';
import { Box, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';
import './texts';

/** SPEC.md §2/§9: the login panel is 700 px wide. Narrower screens get the full width instead of a scrollbar. */
export const AUTH_PANEL_WIDTH = '700px';

/** The centred panel every auth screen sits in, below the portal's name. */
export function AuthPanel({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex as="main" id="main" direction="column" align="center" justify="center" minH="100vh" px="4" py="10" gap="6">
      <Text fontSize="2xl" fontWeight="bold" color="brand.700">
        {t('auth.appName')}
      </Text>
      <Card.Root width={AUTH_PANEL_WIDTH} maxWidth="100%" data-testid="auth-panel" boxShadow="md">
        <Card.Header>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Card.Header>
        <Card.Body>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

/** A form of an auth screen, named by its title; the fields stand one below the other. */
export function AuthForm({ title, onSubmit, children }: { title: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack gap="5">{children}</Stack>
    </form>
  );
}

/** The link below an auth form to another auth screen ("Passwort vergessen?", back to the login). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild alignSelf="center" color="brand.700">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
