import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { HomeTiles_TilesFragment } from '../../gql/graphql';
import { useScreenPrefetch } from '../../sdui/screen-loader';

export const HomeTilesFragment = graphql(`
  fragment HomeTiles_tiles on NavItem {
    id
    label
    route
  }
`);

/** The home tiles in the server's order; each is a link to its route (query included). */
export function HomeTiles({ tiles }: { tiles: readonly HomeTiles_TilesFragment[] }) {
  const { t } = useTranslation();
  const prefetch = useScreenPrefetch();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="home-tiles-heading">
      <Heading as="h2" size="md" mb="3" id="home-tiles-heading">
        {t('home.tiles.heading')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Card.Root
              asChild
              height="full"
              variant="outline"
              bg="white"
              borderTopWidth="4px"
              borderTopColor="brand.500"
              transition="box-shadow 0.15s, transform 0.15s"
              _hover={{ shadow: 'md', transform: 'translateY(-1px)' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              <Link to={tile.route} data-tile={tile.id} onMouseEnter={() => prefetch(tile.route)} onFocus={() => prefetch(tile.route)}>
                <Card.Body gap="1" py="5">
                  <Card.Title as="span" fontSize="lg" color="brand.700">
                    {tile.label}
                  </Card.Title>
                  <Text color="fg.muted" fontSize="sm" aria-hidden="true">
                    {t('home.tiles.open')}
                  </Text>
                </Card.Body>
              </Link>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
