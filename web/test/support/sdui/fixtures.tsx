import { configure } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import type { ListSpec } from '../../../src/sdui/definition';
import type { ScreenDescriptor } from '../../../src/sdui/screen-renderer';

// The renderer specs wait for mocked network answers; on a busy CI machine the default
// second of `findBy…`/`waitFor` is not always enough.
configure({ asyncUtilTimeout: 5_000 });

/** Adds the `__typename` Apollo's cache writes and reads. */
export const typed = <T extends object>(typename: string, value: T): T & { __typename: string } => ({ __typename: typename, ...value });

export const descriptor = (id: string, kind: string, definition: object | null, route = `/${id}`): ScreenDescriptor => ({
  id,
  route,
  kind,
  title: 'Tickets',
  public: false,
  definition,
});

/** The ticket list as `screens/tickets.yaml` defines it, in short. */
export const ticketListSpec: ListSpec = {
  data: { operation: 'TicketList' },
  pageSize: 2,
  defaultSort: { field: 'created', direction: 'DESC' },
  rowLink: '/tickets/{ticketNumber}',
  search: { label: 'Suche', maxLength: 100 },
  filters: [
    {
      id: 'status',
      label: 'Status',
      type: 'multiselect',
      key: 'statuses',
      valueType: 'int',
      options: [
        { value: 1, label: 'In Bearbeitung' },
        { value: 5, label: 'Problem behoben' },
      ],
    },
    { id: 'cid', label: 'CID', type: 'text', key: 'cid', maxLength: 20, format: 'cid' },
    { id: 'created', label: 'Erstellt', type: 'dateRange', key: 'createdFrom', keyTo: 'createdTo' },
  ],
  columns: [
    { field: 'ticketNumber', label: 'Ticketnummer', sort: 'ticketNumber' },
    { field: 'title', label: 'Titel', sort: 'title' },
    { field: 'cid', label: 'CID', link: '/cids/{cid}' },
    { field: 'status.label', label: 'Status', format: 'badge', badge: { tones: { 'In Bearbeitung': 'info' } } },
    { field: 'createdAt', label: 'Erstellt', format: 'datetime', sort: 'created' },
  ],
  export: { filename: 'tickets' },
  emptyText: 'Es gibt noch keine Tickets.',
};

export function ticket(number: number, overrides: Record<string, unknown> = {}) {
  return typed('Ticket', {
    id: `incident-${number}`,
    ticketNumber: `CAS-${100000 + number}`,
    title: `Kein Internet ${number}`,
    cid: number % 2 === 0 ? `CID-${String(number).padStart(6, '0')}` : null,
    subject: typed('TicketSubject', { id: 's-1', title: 'Kein Internet' }),
    type: typed('OptionValue', { value: 2, label: 'Problem' }),
    status: typed('OptionValue', { value: 1, label: 'In Bearbeitung' }),
    isOpen: true,
    createdAt: '2026-11-20T08:30:00Z',
    modifiedAt: '2026-11-21T09:00:00Z',
    ...overrides,
  });
}

export function ticketPage(items: object[], { totalCount, offset, pageSize = 2 }: { totalCount: number; offset: number; pageSize?: number }) {
  return {
    tickets: typed('TicketPage', {
      items,
      pageInfo: typed('PageInfo', {
        totalCount,
        offset,
        pageSize,
        hasNextPage: offset + pageSize < totalCount,
        hasPreviousPage: offset > 0,
      }),
    }),
  };
}

/** Shows the address the memory router is at, for assertions on the list state in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The variables a list screen sends: filter, sort and the page. */
export type ListVariables = { filter?: Record<string, unknown>; sort?: Array<{ field: string; direction: string }>; first?: number; offset?: number };

/**
 * A BFF list (`field` of `query`, a page of type `pageType`): answers every request with
 * `items` as one page of `totalCount` and records the variables of each request.
 */
export function listServer(query: DocumentNode, field: string, pageType: string, items: object[], { totalCount = items.length, defaultPageSize = 20 } = {}) {
  const requests: ListVariables[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query,
      variables: (variables: ListVariables) => {
        requests.push(variables);
        return true;
      },
    },
    maxUsageCount: 50,
    result: (variables: ListVariables) => {
      const offset = variables.offset ?? 0;
      const pageSize = variables.first ?? defaultPageSize;
      return {
        data: {
          [field]: typed(pageType, {
            items,
            pageInfo: typed('PageInfo', { totalCount, offset, pageSize, hasNextPage: offset + pageSize < totalCount, hasPreviousPage: offset > 0 }),
          }),
        },
      };
    },
  };
  return { mock, requests };
}
