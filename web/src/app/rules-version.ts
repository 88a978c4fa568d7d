import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import { useBoot } from './boot';

export const RulesVersionQuery = graphql(`
  query RulesVersion {
    rulesVersion
  }
`);

/**
 * Menus follow the server's rules without a reload (issue 9): on every navigation the
 * client asks for the version of the rules (a few bytes) and loads the viewer again when
 * it differs from the one the viewer was computed from. A publish in the rule workbench
 * therefore reaches every open browser at its next page change.
 */
export function useFollowRules(): void {
  const location = useLocation();
  const client = useApolloClient();
  const { viewer, refresh } = useBoot();
  const known = viewer?.rulesVersion;
  const first = useRef(true);

  useEffect(() => {
    // The viewer was just loaded with the page: nothing to compare yet.
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    client.query({ query: RulesVersionQuery, fetchPolicy: 'network-only' }).then(
      (result) => {
        if (current && known !== undefined && result.data !== undefined && result.data.rulesVersion !== known) void refresh();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Once per navigation; `known` and `refresh` are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per navigation, not when the viewer changes
  }, [location.key]);
}
