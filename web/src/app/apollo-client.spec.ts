import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createErrorStore } from '../components/error-store';
import { HANDLES_BAD_INPUT } from '../components/portal-error';
import { createPortalApolloClient } from './apollo-client';

const QUERY = gql`
  query Probe {
    portal {
      version
    }
  }
`;

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('createPortalApolloClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('feeds GraphQL errors into the error modal with code, message and details', async () => {
    vi.stubGlobal(
      'fetch',
      respond(200, { data: null, errors: [{ message: 'x', extensions: { code: 'UPSTREAM', message: 'CRM nicht erreichbar', details: 'HTTP 502' } }] }),
    );
    const errors = createErrorStore();
    await createPortalApolloClient({ errors })
      .query({ query: QUERY })
      .catch(() => undefined);
    expect(errors.current()).toEqual({ code: 'UPSTREAM', message: 'CRM nicht erreichbar', details: 'HTTP 502' });
  });

  it('feeds failed HTTP answers in, read by the catalogue', async () => {
    vi.stubGlobal('fetch', respond(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' } }));
    const errors = createErrorStore();
    await createPortalApolloClient({ errors })
      .query({ query: QUERY })
      .catch(() => undefined);
    expect(errors.current()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' });
  });

  it('leaves a missing session to the login instead of the modal', async () => {
    vi.stubGlobal('fetch', respond(200, { data: null, errors: [{ message: 'Bitte melden Sie sich an.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const errors = createErrorStore();
    await createPortalApolloClient({ errors })
      .query({ query: QUERY })
      .catch(() => undefined);
    expect(errors.current()).toBeNull();
  });

  it("keeps the boot's tiles whole when the home page's counts arrive, so the boot is not asked again", () => {
    const client = createPortalApolloClient({ errors: createErrorStore() });
    const boot = gql`
      query BootProbe {
        viewer {
          tiles {
            id
            label
            route
          }
        }
      }
    `;
    const counts = gql`
      query CountsProbe {
        viewer {
          tiles {
            id
            count {
              value
            }
          }
        }
      }
    `;
    const tile = (id: string, label: string) => ({ __typename: 'NavItem', id, label, route: `/${id}` });
    client.writeQuery({ query: boot, data: { viewer: { __typename: 'Viewer', tiles: [tile('tickets', 'Tickets'), tile('pans', 'PANs')] } } });
    client.writeQuery({
      query: counts,
      data: {
        viewer: {
          __typename: 'Viewer',
          tiles: [
            { __typename: 'NavItem', id: 'tickets', count: { __typename: 'TileCount', value: 2 } },
            { __typename: 'NavItem', id: 'pans', count: null },
          ],
        },
      },
    });
    expect(client.readQuery({ query: boot })).toEqual({ viewer: { __typename: 'Viewer', tiles: [tile('tickets', 'Tickets'), tile('pans', 'PANs')] } });
    expect(client.readQuery<{ viewer: { tiles: Array<{ count: unknown }> } }>({ query: counts })?.viewer.tiles[0]?.count).toEqual({
      __typename: 'TileCount',
      value: 2,
    });
  });

  it('keeps a PAN once per view, so the HA-Bau list neither changes the PAN-Bau rows nor renders them again', () => {
    const client = createPortalApolloClient({ errors: createErrorStore() });
    const list = gql`
      query PanListProbe($view: ConstructionView!) {
        pans(view: $view) {
          items {
            id
            view
            acknowledgement {
              state
              label
            }
          }
        }
      }
    `;
    const pan = (view: string, state: number, label: string) => ({
      __typename: 'Pan',
      id: 'KRE01-P03',
      view,
      acknowledgement: { __typename: 'AcknowledgementState', state, label },
    });
    const write = (view: string, state: number, label: string) =>
      client.writeQuery({ query: list, variables: { view }, data: { pans: { __typename: 'PanPage', items: [pan(view, state, label)] } } });
    write('PAN_BAU', 2, 'Freigegeben');
    const seen: unknown[] = [];
    const watch = client.watchQuery({ query: list, variables: { view: 'PAN_BAU' }, fetchPolicy: 'cache-only' }).subscribe((result) => seen.push(result.data));
    write('HA_BAU', 1, 'Freigabe beantragt');
    watch.unsubscribe();

    const read = (view: string) => client.readQuery({ query: list, variables: { view } }) as { pans: { items: Array<{ acknowledgement: { label: string } }> } };
    expect(read('PAN_BAU').pans.items[0]!.acknowledgement.label).toBe('Freigegeben');
    expect(read('HA_BAU').pans.items[0]!.acknowledgement.label).toBe('Freigabe beantragt');
    // The PAN-Bau list saw its own answer once and nothing of the HA-Bau one.
    expect(seen).toHaveLength(1);
    // A selection without the view (no key) stays inside its parent instead of failing.
    const bare = gql`
      query PanProbe {
        pan {
          id
          aan
        }
      }
    `;
    expect(() => client.writeQuery({ query: bare, data: { pan: { __typename: 'Pan', id: 'KRE01-P03', aan: 'KRE01' } } })).not.toThrow();
    expect(client.readQuery({ query: bare })).toEqual({ pan: { __typename: 'Pan', id: 'KRE01-P03', aan: 'KRE01' } });
  });

  it('leaves refused input to a page that shows it at its fields, and reports it for every other query', async () => {
    const refusal = {
      data: null,
      errors: [{ message: 'Eine CID hat die Form CID-000123.', extensions: { code: 'BAD_USER_INPUT', details: { 'filter.cid': 'x' } } }],
    };
    vi.stubGlobal('fetch', respond(200, refusal));
    const shownAtFields = createErrorStore();
    await createPortalApolloClient({ errors: shownAtFields })
      .query({ query: QUERY, context: { [HANDLES_BAD_INPUT]: true } })
      .catch(() => undefined);
    expect(shownAtFields.current()).toBeNull();

    const elsewhere = createErrorStore();
    await createPortalApolloClient({ errors: elsewhere })
      .query({ query: QUERY })
      .catch(() => undefined);
    expect(elsewhere.current()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it("leaves a query's not-found and no-access to the page, which shows them once", async () => {
    for (const code of ['NOT_FOUND', 'FORBIDDEN']) {
      vi.stubGlobal('fetch', respond(200, { data: null, errors: [{ message: 'Dieses Ticket gibt es nicht.', extensions: { code } }] }));
      const errors = createErrorStore();
      await createPortalApolloClient({ errors })
        .query({ query: QUERY })
        .catch(() => undefined);
      expect(errors.current()).toBeNull();
    }
  });

  it('reports a mutation refused as not found, since no page state shows it', async () => {
    vi.stubGlobal('fetch', respond(200, { data: null, errors: [{ message: 'Dieses Ticket gibt es nicht.', extensions: { code: 'NOT_FOUND' } }] }));
    const errors = createErrorStore();
    await createPortalApolloClient({ errors })
      .mutate({ mutation: gql`mutation ProbeWrite { switchAccount(userId: "u-1") { ok } }` })
      .catch(() => undefined);
    expect(errors.current()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says a 5xx answer without a catalogue body in plain words, without its HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><h1>500 Internal Server Error</h1></html>', { status: 500, headers: { 'content-type': 'text/html' } })),
    );
    const errors = createErrorStore();
    await createPortalApolloClient({ errors })
      .query({ query: QUERY })
      .catch(() => undefined);
    expect(errors.current()).toEqual({ code: 'HTTP 500', message: '', details: null, kind: 'server' });
  });

  it('sends X-Client-Url with every GraphQL request', async () => {
    const fetch = respond(200, { data: { portal: { __typename: 'PortalInfo', version: '1' } } });
    vi.stubGlobal('fetch', fetch);
    await createPortalApolloClient({ errors: createErrorStore() }).query({ query: QUERY });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-client-url')).toBe(window.location.href);
  });
});
