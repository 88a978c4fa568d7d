import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ReleaseNotesLink_LinkFragment } from '../../gql/graphql';

export const ReleaseNotesLinkFragment = graphql(`
  fragment ReleaseNotesLink_link on NavItem {
    id
    label
    route
  }
`);

/** The one release-notes link the server chose for this user. */
export function ReleaseNotesLink({ link }: { link: ReleaseNotesLink_LinkFragment }) {
  return (
    <ChakraLink asChild color="brand.700" fontWeight="medium" textDecoration="underline">
      <Link to={link.route}>{link.label}</Link>
    </ChakraLink>
  );
}
