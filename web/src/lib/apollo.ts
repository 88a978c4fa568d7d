import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { portalFetch } from './http';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch: portalFetch }),
    cache: new InMemoryCache(),
  });
}
