import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ActionSpec } from '../definition';
import { useCanOpen } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';

export interface ScreenHeaderProps {
  title: string;
  /** Shown beside the title, e.g. the ticket number. */
  subtitle?: ReactNode;
  intro?: string | undefined;
  actions?: readonly ActionSpec[] | undefined;
  context: ActionContext;
  backLink?: { to: string; label: string } | undefined;
  /** Data and route placeholders the back link and tabs are filled from. */
  linkData?: object;
  tabs?: ReadonlyArray<{ label: string; to: string }> | undefined;
}

/** Title, intro, the page's actions, a way back and the tabs to related pages. */
export function ScreenHeader({ title, subtitle, intro, actions, context, backLink, linkData = {}, tabs }: ScreenHeaderProps) {
  const canOpen = useCanOpen();
  const location = useLocation();
  const back = backLink ? fillTemplate(backLink.to, linkData) : null;
  const tabTargets = (tabs ?? []).flatMap((tab) => {
    const target = fillTemplate(tab.to, linkData);
    return target !== null && canOpen(target) ? [{ label: tab.label, target }] : [];
  });
  return (
    <Box>
      {back !== null && backLink && canOpen(back) ? (
        <Button asChild variant="plain" size="sm" px="0" mb="1" color="brand.700">
          <RouterLink to={back}>← {backLink.label}</RouterLink>
        </Button>
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
