import { Badge, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { HomeTiles_TilesFragment } from '../../gql/graphql';
import { useLinkPrefetch } from '../../sdui/screen-loader';
import { TileIcon } from './tile-icon';
import { useTranslation } from '../../lib/i18n';
import { useClientQuery } from '../../lib/client-query';
import './texts';

export const HomeTilesFragment = graphql(`
  fragment HomeTiles_tiles on NavItem {
    id
    label
    route
    icon
    description
  }
`);

/**
 * The numbers on the tiles, asked for apart from the boot query: counting asks the upstream
 * systems, and the page (and every other page) must not wait for that.
 */
export const HomeTileCountsQuery = graphql(`
  query HomeTileCounts {
    viewer {
      tiles {
        id
        count {
          value
          text
        }
      }
    }
  }
`);

/**
 * The home tiles in the server's order; each is a link to its route (query included) with
 * its symbol, one line of description and, where the server counted something that needs
 * the viewer's attention, the number and its line.
 */
export function HomeTiles({ tiles }: { tiles: readonly HomeTiles_TilesFragment[] }) {
  const { t } = useTranslation();
  const prefetch = useLinkPrefetch();
  // Counted anew whenever the home page shows: the numbers are what needs attention now.
  const { data } = useClientQuery(HomeTileCountsQuery, { fetchPolicy: 'network-only', skip: tiles.length === 0 });
  const counts = new Map((data?.viewer?.tiles ?? []).map((tile) => [tile.id, tile.count]));
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="home-tiles-heading">
      <Heading as="h2" size="md" mb="3" id="home-tiles-heading">
        {t('home.tiles.heading')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="3">
        {tiles.map((tile) => {
          const count = counts.get(tile.id) ?? null;
          return (
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
                <Link to={tile.route} data-tile={tile.id} {...prefetch(tile.route)}>
                  <Card.Body gap="1" py="4">
                    <HStack gap="3" align="center">
                      <TileIcon name={tile.icon} />
                      <Card.Title as="span" fontSize="lg" color="brand.700" flex="1">
                        {tile.label}
                      </Card.Title>
                      {count ? (
                        <Badge
                          colorPalette={count.value > 0 ? 'orange' : 'gray'}
                          variant="surface"
                          rounded="full"
                          px="2"
                          aria-hidden="true"
                          data-count={count.value}
                        >
                          {count.value}
                        </Badge>
                      ) : null}
                    </HStack>
                    {tile.description ? (
                      <Text color="fg.muted" fontSize="sm" lineClamp={1}>
                        {tile.description}
                      </Text>
                    ) : null}
                    {count ? (
                      <Text
                        fontSize="sm"
                        fontWeight={count.value > 0 ? 'semibold' : 'normal'}
                        color={count.value > 0 ? 'orange.700' : 'fg.muted'}
                        data-count-text
                      >
                        {count.text}
                      </Text>
                    ) : null}
                  </Card.Body>
                </Link>
              </Card.Root>
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
