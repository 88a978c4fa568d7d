import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { portalFetch } from '../lib/http';
import type { ErrorStore } from '../components/error-store';
import { toPortalErrors } from '../components/portal-error';

/** A missing session is the login's business (the route guard), not the error modal's. */
const SIGN_IN_CODE = 'UNAUTHENTICATED';

/**
 * The portal's Apollo Client: every request carries X-Client-Url (`portalFetch`), and
 * every GraphQL or HTTP error ends in the error modal (DESIGN.md §7).
 */
export function createPortalApolloClient({ errors }: { errors: ErrorStore }): ApolloClient {
  const errorLink = new ErrorLink(({ error }) => {
    const shown = toPortalErrors(error).filter((portalError) => portalError.code !== SIGN_IN_CODE);
    if (shown.length > 0) errors.report(...shown);
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, new HttpLink({ uri: '/graphql', fetch: portalFetch })]),
    cache: new InMemoryCache({
      typePolicies: {
        // The same id names a menu entry, a tile and a screen, which may carry different
        // labels: these are values inside their list, not shared entities.
        NavItem: { keyFields: false },
        RouteDescriptor: { keyFields: false },
        Viewer: { keyFields: false, merge: true },
        AdminAccount: { keyFields: ['userId'] },
      },
    }),
  });
}
