import { Box, Flex } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { useMenuParent } from '../../sdui/menu-parent';
import { useLinkPrefetch } from '../../sdui/screen-loader';
import type { MainMenu_ItemsFragment } from '../../gql/graphql';

export const MainMenuFragment = graphql(`
  fragment MainMenu_items on NavItem {
    id
    label
    route
  }
`);

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
  return (
    <Box as="nav" aria-label={label} id={id} display={{ base: open ? 'block' : 'none', md: 'block' }} bg="brand.600">
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
