import { Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ActionSpec } from '../definition';
import { useDeclareMenuParent } from '../menu-parent';
import { originFromState, withRememberedQuery, type ListOrigin } from '../list-origin';
import { useCanOpen, useScreenTitle } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import '../texts';
import { useTranslation } from '../../lib/i18n';

export interface ScreenHeaderProps {
  title: string;
  /** Shown beside the title, e.g. the ticket number. */
  subtitle?: ReactNode;
  /** A line below the title, e.g. identifiers and the state of the record. */
  summary?: ReactNode;
  intro?: string | undefined;
  actions?: readonly ActionSpec[] | undefined;
  context: ActionContext;
  backLink?: { to: string; label?: string } | undefined;
  /** Data and route placeholders the back link and tabs are filled from. */
  linkData?: object;
  tabs?: ReadonlyArray<{ label: string; to: string }> | undefined;
}

/** Title, intro, the page's actions, a way back and the tabs to related pages. */
export function ScreenHeader({ title, subtitle, summary, intro, actions, context, backLink, linkData = {}, tabs }: ScreenHeaderProps) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const titleOf = useScreenTitle();
  const location = useLocation();
  const crumbs = breadcrumbs(backLink ? fillTemplate(backLink.to, linkData) : null, backLink?.label, originFromState(location.state), titleOf);
  const shown = crumbs.length > 0 && canOpen(crumbs[crumbs.length - 1]!.to) ? crumbs : [];
  useDeclareMenuParent(shown[0]?.to ?? null);
  const tabTargets = (tabs ?? []).flatMap((tab) => {
    const target = fillTemplate(tab.to, linkData);
    return target !== null && canOpen(target) ? [{ label: tab.label, target }] : [];
  });
  return (
    <Box>
      {shown.length > 0 ? (
        <Box as="nav" aria-label={t('sdui.breadcrumb')} mb="1" fontSize="sm">
          <HStack as="ol" listStyleType="none" gap="1.5" wrap="wrap" color="fg.muted">
            {shown.map((crumb) => (
              <Fragment key={crumb.to + crumb.label}>
                <li>
                  <Link asChild color="brand.700" fontWeight="medium">
                    <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                  </Link>
                </li>
                <li aria-hidden="true">›</li>
              </Fragment>
            ))}
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
                {/* The record's tabs keep the list it was opened from (the breadcrumb). */}
                <RouterLink to={tab.target} state={location.state as unknown} aria-current={current ? 'page' : undefined}>
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

interface Crumb {
  to: string;
  label: string;
}

/**
 * The way back above the title (issue 17: orientation). Its first step is named like the
 * list's menu entry (the list screen's title for this user, e.g. 'HA-Bestellung'); a list
 * with tabs adds the tab ('Bestellungen'). It leads to the list as the user left it: the
 * address the page was opened from, else the query that list last had in this browser tab.
 * A page without `backLink` (a CID, reached from several lists) leads back to the list it
 * was opened from, if it was.
 */
export function breadcrumbs(
  back: string | null,
  backLabel: string | undefined,
  origin: ListOrigin | null,
  titleOf: (target: string) => string | null,
): Crumb[] {
  const fromOrigin = (from: ListOrigin): Crumb[] => {
    const path = from.to.split('?')[0] ?? from.to;
    const tabbed = from.tab !== undefined && new URLSearchParams(from.to.split('?')[1] ?? '').has('tab');
    return tabbed
      ? [
          { to: withRememberedQuery(path), label: from.label },
          { to: from.to, label: from.tab! },
        ]
      : [{ to: from.to, label: from.label }];
  };
  // Opened from a list: back to that list (another tab of the backLink's list counts too).
  if (origin !== null && (back === null || origin.to.split('?')[0] === back.split('?')[0])) return fromOrigin(origin);
  if (back === null) return [];
  const to = withRememberedQuery(back);
  const path = back.split('?')[0] ?? back;
  const listTitle = titleOf(path) ?? backLabel ?? path;
  const tab = new URLSearchParams(back.split('?')[1] ?? '').get('tab');
  // The tab's name is the backLink's label; without a tab the list's title says it all.
  if (tab !== null && backLabel !== undefined && backLabel !== listTitle)
    return [
      { to: withRememberedQuery(path), label: listTitle },
      { to, label: backLabel },
    ];
  return [{ to, label: listTitle }];
}
