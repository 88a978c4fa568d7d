import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApolloClient, InMemoryCache, ApolloLink } from '@apollo/client';
import { apolloContext, WithPortalClient, type ApolloContextValue } from './apollo-context';

/** What waits for Apollo Client in the context the portal provides (app/providers.tsx). */
function renderedWith(value: ApolloContextValue) {
  const Context = apolloContext();
  render(
    <Context.Provider value={value}>
      <WithPortalClient failed={<p>Nicht geladen</p>}>
        <p>Zeilen</p>
      </WithPortalClient>
    </Context.Provider>,
  );
}

describe('WithPortalClient', () => {
  it('draws its children once the client is there', () => {
    renderedWith({ client: new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() }) });
    expect(screen.getByText('Zeilen')).toBeTruthy();
    expect(screen.queryByText('Nicht geladen')).toBeNull();
  });

  it('draws nothing while the client loads', () => {
    renderedWith({});
    expect(screen.queryByText('Zeilen')).toBeNull();
    expect(screen.queryByText('Nicht geladen')).toBeNull();
  });

  it('says so when the client could not be loaded', () => {
    renderedWith({ failed: true });
    expect(screen.getByText('Nicht geladen')).toBeTruthy();
    expect(screen.queryByText('Zeilen')).toBeNull();
  });
});
