import { memo, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AppHeader_ViewerFragment } from '../../gql/graphql';
import { LANGUAGES, setLanguage, type Language, useTranslation } from '../../lib/i18n';
import { AccountSwitch } from './account-switch';
import { PlainSelect } from '../../components/plain-select';
import { MainMenu } from './main-menu';

export const AppHeaderFragment = graphql(`
  fragment AppHeader_viewer on Viewer {
    environment
    showHeader
    canSwitchAccount
    actingAs {
      userId
      name
      email
      type
      accountId
    }
    user {
      userId
      name
      email
      accountId
      type
    }
    menu {
      ...MainMenu_items
    }
    routes {
      id
      route
      title
    }
  }
`);

/**
 * Screens no menu entry leads to (the rule workbench and the audit log, for superadmins):
 * the header links them when the server lists them among the user's routes.
 */
const ADMIN_SCREENS = ['workbench', 'audit'];

/** The environment in which the yellow marker warns that this is not production (SPEC.md §2). */
const MARKED_ENVIRONMENT = 'test';
const MENU_ID = 'main-menu';

/**
 * Header of every signed-in page (SPEC.md §2): title, TEST marker, the user (name, first
 * e-mail, accountid, type), Logout, the superadmin's account switch, and the menu the
 * server computed — or no menu when `showHeader` is false. Memoized: a page change renders
 * the frame again (its address), not the header; the menu's links follow the address themselves.
 */
export const AppHeader = memo(function AppHeader({
  viewer,
  onLogout,
  logoutHref,
}: {
  viewer: AppHeader_ViewerFragment;
  /** Ends the session and leaves the portal. */
  onLogout: () => void;
  /** Where the Logout link points (the login). */
  logoutHref: string;
}) {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = viewer;
  const showMenu = viewer.showHeader && viewer.menu.length > 0;
  const adminLinks = ADMIN_SCREENS.flatMap((id) => viewer.routes.filter((route) => route.id === id));

  return (
    <Box as="header" bg="brand.700" color="white" shadow="sm">
      <Flex align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap={{ base: '3', md: '6' }} px={{ base: '4', md: '6' }} py="3" wrap="wrap">
        <Flex align="center" gap="3" flexShrink={0} flex={{ base: '1 1 100%', md: '0 0 auto' }}>
          <Heading as="p" size="md">
            <Link to="/">{t('app.title')}</Link>
          </Heading>
          {viewer.environment === MARKED_ENVIRONMENT ? (
            <Badge bg="yellow.300" color="gray.900" fontWeight="bold" px="2" aria-label={t('app.header.testMarkerLabel')} data-testid="test-marker">
              {t('app.header.testMarker')}
            </Badge>
          ) : null}
          {showMenu ? (
            <Button
              hideFrom="md"
              ml="auto"
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'brand.600' }}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t('app.header.menuToggle')}
            </Button>
          ) : null}
        </Flex>

        <Flex
          align={{ base: 'stretch', md: 'center' }}
          gap={{ base: '3', md: '5' }}
          wrap="wrap"
          direction={{ base: 'column', md: 'row' }}
          flex={{ base: '1 1 100%', md: '0 1 auto' }}
        >
          {viewer.canSwitchAccount ? <AccountSwitch actingAs={viewer.actingAs ?? null} /> : null}
          {adminLinks.length > 0 ? (
            <Flex as="nav" aria-label={t('app.header.adminLabel')} gap="3" fontSize="sm">
              {adminLinks.map((route) => (
                <ChakraLink key={route.id} asChild color="white" textDecoration="underline" _hover={{ color: 'yellow.200' }}>
                  <Link to={route.route}>{route.title}</Link>
                </ChakraLink>
              ))}
            </Flex>
          ) : null}
          <Stack gap="0" fontSize="sm" lineHeight="short" aria-label={t('app.header.userLabel')} role="group">
            <Text fontWeight="semibold">{user.name ?? user.email ?? ''}</Text>
            {user.email ? <Text>{user.email}</Text> : null}
            <Text>
              {user.accountId ? `${t('app.header.accountId', { accountId: user.accountId })} · ` : ''}
              {t('app.header.type', { type: user.type })}
            </Text>
          </Stack>
          <Flex align="center" gap="3">
            <PlainSelect
              size="xs"
              aria-label={t('app.language')}
              value={i18n.language}
              onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`app.languages.${language}`)}
                </option>
              ))}
            </PlainSelect>
            <ChakraLink asChild color="white" fontWeight="semibold" textDecoration="underline" _hover={{ color: 'yellow.200' }}>
              <a
                href={logoutHref}
                onClick={(event) => {
                  event.preventDefault();
                  onLogout();
                }}
              >
                {t('app.header.logout')}
              </a>
            </ChakraLink>
          </Flex>
        </Flex>
      </Flex>
      {showMenu ? <MainMenu items={viewer.menu} id={MENU_ID} label={t('app.header.menuLabel')} open={menuOpen} onNavigate={() => setMenuOpen(false)} /> : null}
    </Box>
  );
});
