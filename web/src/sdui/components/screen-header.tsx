import { Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ActionSpec } from '../definition';
import { useDeclareMenuParent } from '../menu-parent';
import { useCanOpen } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';

export interface ScreenHeaderProps {
  title: string;
  /** Shown beside the title, e.g. the ticket number. */
  subtitle?: ReactNode;
  /** A line below the title, e.g. identifiers and the state of the record. */
  summary?: ReactNode;
  intro?: string | undefined;
  actions?: readonly ActionSpec[] | undefined;
  context: ActionContext;
  backLink?: { to: string; label: string } | undefined;
  /** Data and route placeholders the back link and tabs are filled from. */
  linkData?: object;
  tabs?: ReadonlyArray<{ label: string; to: string }> | undefined;
}

/** Title, intro, the page's actions, a way back and the tabs to related pages. */
export function ScreenHeader({ title, subtitle, summary, intro, actions, context, backLink, linkData = {}, tabs }: ScreenHeaderProps) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const location = useLocation();
  const back = backLink ? fillTemplate(backLink.to, linkData) : null;
  const shownBack = back !== null && backLink && canOpen(back) ? back : null;
  useDeclareMenuParent(shownBack);
  const tabTargets = (tabs ?? []).flatMap((tab) => {
    const target = fillTemplate(tab.to, linkData);
    return target !== null && canOpen(target) ? [{ label: tab.label, target }] : [];
  });
  return (
    <Box>
      {shownBack !== null && backLink ? (
        <Box as="nav" aria-label={t('sdui.breadcrumb')} mb="1" fontSize="sm">
          <HStack as="ol" listStyleType="none" gap="1.5" wrap="wrap" color="fg.muted">
            <li>
              <Link asChild color="brand.700" fontWeight="medium">
                <RouterLink to={shownBack}>{backLink.label}</RouterLink>
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page">{title}</li>
          </HStack>
        </Box>
      ) : null}
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            {title}
            {subtitle ? (
              <Box as="span" ms="3" color="fg.muted" fontWeight="normal">
                {subtitle}
              </Box>
            ) : null}
          </Heading>
          {summary ? (
            <HStack gap="2" mt="2" wrap="wrap">
              {summary}
            </HStack>
          ) : null}
          {intro ? (
            <Text color="fg.muted" maxW="3xl" mt="1">
              {intro}
            </Text>
          ) : null}
        </Box>
        <ActionButtons actions={actions} context={context} size="md" />
      </Flex>
      {tabTargets.length > 1 ? (
        <HStack as="nav" gap="1" mt="4" borderBottomWidth="1px" aria-label={title}>
          {tabTargets.map((tab) => {
            const current = location.pathname === tab.target;
            return (
              <Button
                key={tab.target}
                asChild
                size="sm"
                variant="ghost"
                rounded="none"
                borderBottomWidth="2px"
                borderBottomColor={current ? 'brand.600' : 'transparent'}
                color={current ? 'brand.700' : undefined}
                fontWeight={current ? 'semibold' : 'normal'}
              >
                <RouterLink to={tab.target} aria-current={current ? 'page' : undefined}>
                  {tab.label}
                </RouterLink>
              </Button>
            );
          })}
        </HStack>
      ) : null}
    </Box>
  );
}
