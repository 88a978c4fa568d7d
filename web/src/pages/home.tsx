import { Box, Heading, Stack } from '@chakra-ui/react';
import { graphql } from '../gql';
import type { HomePage_ViewerFragment } from '../gql/graphql';
import { HomeTiles } from './home/home-tiles';
import { OutageBanners } from './home/outage-banners';
import { ReleaseNotesLink } from './home/release-notes-link';

export const HomePageFragment = graphql(`
  fragment HomePage_viewer on Viewer {
    greeting
    banners {
      ...OutageBanners_banners
    }
    tiles {
      ...HomeTiles_tiles
    }
    releaseNotes {
      ...ReleaseNotesLink_link
    }
  }
`);

/**
 * Home (SPEC.md §1, §2): greeting, outage banners, tiles and the release-notes link, all
 * as the server computed them for this user. The one route in the main bundle.
 */
export function HomePage({ viewer }: { viewer: HomePage_ViewerFragment }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" color="brand.700">
        {viewer.greeting}
      </Heading>
      <OutageBanners banners={viewer.banners} />
      <HomeTiles tiles={viewer.tiles} />
      {viewer.releaseNotes ? (
        <Box>
          <ReleaseNotesLink link={viewer.releaseNotes} />
        </Box>
      ) : null}
    </Stack>
  );
}
