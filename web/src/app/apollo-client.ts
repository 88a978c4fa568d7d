import { ApolloClient, ApolloLink, InMemoryCache, type FieldMergeFunction, type Reference } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { createPortalHttpLink } from '../lib/apollo';
import type { ErrorStore } from '../components/error-store';
import { failureKind, HANDLES_BAD_INPUT, toPortalErrors } from '../components/portal-error';

/** A missing session is the login's business (the route guard), not the error modal's. */
const SIGN_IN_CODE = 'UNAUTHENTICATED';

/**
 * The portal's Apollo Client: every request carries X-Client-Url and sends its operation
 * as a trusted-document id (`createPortalHttpLink`), and every GraphQL or HTTP error ends
 * in the error modal (DESIGN.md §7), except a query's 'not found' and 'no access', which the
 * page shows itself.
 */
/** Items of a list without cache ids (embedded objects) merged with the existing item of the same `id`. */
const mergeById: FieldMergeFunction<readonly Reference[]> = (existing, incoming, { readField, mergeObjects }) =>
  incoming.map((item) => {
    const id = readField<string>('id', item);
    const known = existing?.find((candidate) => readField<string>('id', candidate) === id);
    return known === undefined ? item : mergeObjects(known, item);
  });

export function createPortalApolloClient({ errors }: { errors: Pick<ErrorStore, 'report'> }): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    // A record that is not there or not visible is the page's state (shown once, with a way
    // back), not an error to report; the same goes for a field the viewer may not see.
    const kind = failureKind(error);
    if (operation.operationType === OperationTypeNode.QUERY && (kind === 'not-found' || kind === 'forbidden')) return;
    // A query whose page shows refused input at its fields (a list's filters) says so in its context.
    if (kind === 'bad-input' && operation.getContext()[HANDLES_BAD_INPUT] === true) return;
    const shown = toPortalErrors(error).filter((portalError) => portalError.code !== SIGN_IN_CODE);
    if (shown.length > 0) errors.report(...shown);
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, createPortalHttpLink()]),
    cache: new InMemoryCache({
      typePolicies: {
        // The same id names a menu entry, a tile and a screen, which may carry different
        // labels: these are values inside their list, not shared entities.
        NavItem: { keyFields: false },
        RouteDescriptor: { keyFields: false },
        Viewer: {
          keyFields: false,
          merge: true,
          fields: {
            // The home page's counts (HomeTileCounts: id and count of each tile) join the tiles the
            // boot loaded, by id. Replaced instead, the boot's tiles would lose their labels and routes,
            // the boot would be asked again, and a click in that moment was lost with the router.
            tiles: { merge: mergeById },
          },
        },
        AdminAccount: { keyFields: ['userId'] },
        // A PAN is shown in two lists, PAN-Bau and HA-Bau, each with the construction state and
        // acknowledgement of its view: one entry per view. Keyed by its id alone, the answer of one
        // list overwrote the rows of the other in the cache (shown on going back, until the
        // refresh), and the list still on screen rendered again with every answer of the other,
        // which restarted the render of the screen being opened (issue 20, B11). A selection
        // without `view` stays inside its parent.
        Pan: { keyFields: (pan) => (typeof pan['view'] === 'string' ? ['id', 'view'] : false) },
      },
    }),
  });
}
