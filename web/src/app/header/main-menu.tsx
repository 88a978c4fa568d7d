import { useEffect, useRef, type RefObject } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { whenIdleAfterFirstPaint } from '../../lib/first-paint';
import { useMenuParent } from '../../sdui/menu-parent';
import { useLinkPrefetch, useListWarmer } from '../../sdui/screen-loader';
import type { MainMenu_ItemsFragment } from '../../gql/graphql';

export const MainMenuFragment = graphql(`
  fragment MainMenu_items on NavItem {
    id
    label
    route
  }
`);

/** Whether the browser was asked to save data (`Save-Data`, a setting of the user or the network). */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Once the page is idle, the first page of each list the menu shows (the entries on the
 * screen, not the page open now) goes into the cache (`warmLists`): the first click on an
 * entry draws its rows at once instead of after a request (issue 20, B11). Each list once per
 * page load, one after the other; nothing while the menu is folded away on a narrow screen
 * (it warms when opened), nothing when the browser asks to save data. Not before the page's
 * first paint (lib/first-paint.ts): the definitions batch leaves then (app/portal-router.tsx),
 * and the lists find their definitions in it instead of asking one by one.
 */
function useWarmMenuLists(nav: RefObject<HTMLElement | null>, routes: string, open: boolean): void {
  const warmLists = useListWarmer();
  useEffect(() => {
    if (routes === '' || savesData()) return undefined;
    return whenIdleAfterFirstPaint(() => {
      // The entries on the screen, without the page open now (its data is there).
      const links = [...(nav.current?.querySelectorAll<HTMLAnchorElement>('a[data-menu-item]:not([aria-current])') ?? [])];
      void warmLists(links.filter((link) => link.getClientRects().length > 0).map((link) => link.getAttribute('href') ?? ''));
    }, 2000);
  }, [nav, routes, open, warmLists]);
}

/**
 * The header menu in the server's order. The current page is marked for assistive
 * technology (`aria-current="page"`, set by NavLink) and visually; on a detail page, the
 * entry of the list it belongs to (its `backLink`) stays marked.
 */
export function MainMenu({
  items,
  id,
  label,
  open,
  onNavigate,
}: {
  items: readonly MainMenu_ItemsFragment[];
  id: string;
  label: string;
  /** On narrow screens the list shows only when opened; from `md` up it always shows. */
  open: boolean;
  onNavigate: () => void;
}) {
  const prefetch = useLinkPrefetch();
  const parent = useMenuParent();
  const nav = useRef<HTMLElement>(null);
  useWarmMenuLists(nav, items.map((item) => item.route).join('\n'), open);
  return (
    <Box as="nav" ref={nav} aria-label={label} id={id} display={{ base: open ? 'block' : 'none', md: 'block' }} bg="brand.600">
      <Flex as="ul" listStyleType="none" direction={{ base: 'column', md: 'row' }} wrap="wrap" gap="0" px={{ base: '2', md: '4' }} py="1">
        {items.map((item) => (
          <li key={item.id}>
            <Box
              asChild
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              color="white"
              fontWeight="medium"
              textDecoration="none"
              borderBottomWidth="3px"
              borderBottomColor="transparent"
              _hover={{ bg: 'brand.700' }}
              _focusVisible={{ outline: '2px solid white', outlineOffset: '-2px' }}
              css={{ '&[aria-current=page]': { borderBottomColor: 'yellow.300', bg: 'brand.700' } }}
            >
              {parent === item.route ? (
                <Link to={item.route} aria-current="page" onClick={onNavigate} {...prefetch(item.route)} data-menu-item={item.id}>
                  {item.label}
                </Link>
              ) : (
                <NavLink to={item.route} end onClick={onNavigate} {...prefetch(item.route)} data-menu-item={item.id}>
                  {item.label}
                </NavLink>
              )}
            </Box>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
