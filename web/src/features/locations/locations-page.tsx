import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, Input, Link, NativeSelect, Spinner, Stack, Table, Tabs, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { LocationFilter, OrderFilter, OrderState } from '../../gql/graphql';
import { AddressSearch } from './address-search';
import { formatInstant, STATE_PALETTE } from './format';

export const LocationsPageQuery = graphql(`
  query LocationsPage($filter: LocationFilter, $first: Int, $offset: Int) {
    locations(filter: $filter, first: $first, offset: $offset) {
      items {
        id
        label
        units
        panId
        hasOwnConnection
        connectionStatus {
          value
          label
        }
        constructionState {
          label
        }
        cids {
          id
          unit
          orderable
          own
          status {
            value
            label
          }
        }
      }
      pageInfo {
        totalCount
        offset
        pageSize
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

export const LocationOrdersQuery = graphql(`
  query LocationOrders($filter: OrderFilter, $first: Int, $offset: Int) {
    orders(filter: $filter, first: $first, offset: $offset) {
      items {
        id
        number
        state
        stateLabel
        cid
        createdAt
        signedAt
        account {
          name
        }
        customer {
          salutation
          firstName
          lastName
        }
        mainProduct {
          name
        }
        signingLink {
          url
          expired
        }
      }
      pageInfo {
        totalCount
        offset
        pageSize
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

const PAGE_SIZE = 20;
/** The CRM's connection statuses of locations (option set values). */
const CONNECTION_STATUSES = [181510000, 181510001, 181510002, 181510003];
const REGIONS = ['Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg', 'Steiermark', 'Tirol', 'Vorarlberg', 'Wien'];
const ORDER_STATES: OrderState[] = ['DRAFT', 'SUBMITTED', 'SIGNED', 'IN_CONSTRUCTION', 'CONNECTED', 'CANCELLED'];
const CONNECTION_PALETTE: Readonly<Record<number, string>> = { 181510000: 'gray', 181510001: 'yellow', 181510002: 'blue', 181510003: 'green' };

function Pager({
  info,
  onOffset,
}: {
  info: { totalCount: number; offset: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean };
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const from = info.totalCount === 0 ? 0 : info.offset + 1;
  const to = Math.min(info.offset + info.pageSize, info.totalCount);
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {t('locations.pager.range', { from, to, total: info.totalCount })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={!info.hasPreviousPage} onClick={() => onOffset(Math.max(0, info.offset - info.pageSize))}>
          {t('locations.pager.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={!info.hasNextPage} onClick={() => onOffset(info.offset + info.pageSize)}>
          {t('locations.pager.next')}
        </Button>
      </HStack>
    </Flex>
  );
}

function LocationsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState(search.get('q') ?? '');
  const filter: LocationFilter = {
    // A chosen suggestion names its location; typed text searches by words.
    ...(search.get('loc') ? { locationId: search.get('loc') } : search.get('q') ? { text: search.get('q') } : {}),
    ...(search.get('status') ? { connectionStatuses: [Number(search.get('status'))] } : {}),
    ...(search.get('region') ? { region: search.get('region') } : {}),
    ...(search.get('own') === '1' ? { onlyOwn: true } : {}),
  };
  const offset = Number(search.get('offset') ?? '0') || 0;
  const { data, previousData, loading } = useQuery(LocationsPageQuery, { variables: { filter, first: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.locations;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('offset' in changes)) next.delete('offset');
    setSearch(next, { replace: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: text.trim(), loc: null });
  };

  return (
    <Stack gap="4">
      <chakra.form onSubmit={onSubmit} role="search" aria-label={t('locations.search.label')} bg="white" borderWidth="1px" rounded="md" p="4">
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Box flex="3" minW="64">
            <Text as="label" fontSize="sm" fontWeight="medium" display="block" mb="1">
              {t('locations.search.label')}
            </Text>
            <AddressSearch
              label={t('locations.search.label')}
              value={text}
              onChange={setText}
              onPick={(suggestion) => update({ q: suggestion.label, loc: suggestion.locationId })}
              placeholder={t('locations.search.placeholder')}
            />
          </Box>
          <Box flex="1" minW="44">
            <chakra.label fontSize="sm" fontWeight="medium" display="block" mb="1" htmlFor="location-status">
              {t('locations.filter.status')}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field id="location-status" value={search.get('status') ?? ''} onChange={(event) => update({ status: event.currentTarget.value })}>
                <option value="">{t('locations.filter.all')}</option>
                {CONNECTION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`locations.connection.${status}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box flex="1" minW="44">
            <chakra.label fontSize="sm" fontWeight="medium" display="block" mb="1" htmlFor="location-region">
              {t('locations.filter.region')}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field id="location-region" value={search.get('region') ?? ''} onChange={(event) => update({ region: event.currentTarget.value })}>
                <option value="">{t('locations.filter.all')}</option>
                {REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <HStack gap="2">
            <Button type="submit" colorPalette="brand">
              {t('locations.search.submit')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                setSearch(new URLSearchParams(), { replace: true });
              }}
            >
              {t('locations.filter.reset')}
            </Button>
          </HStack>
        </Flex>
        <Checkbox.Root mt="3" checked={search.get('own') === '1'} onCheckedChange={(details) => update({ own: details.checked === true ? '1' : null })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('locations.filter.onlyOwn')}</Checkbox.Label>
        </Checkbox.Root>
      </chakra.form>

      {loading && !page ? <Spinner role="progressbar" aria-label={t('locations.loading')} /> : null}
      {page ? (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
            <Table.Root size="sm" aria-label={t('locations.table.label')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('locations.table.address')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.table.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.table.construction')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.table.pan')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.table.cids')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={5}>
                      <Text color="fg.muted">{t('locations.table.empty')}</Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
                {page.items.map((location) => (
                  <Table.Row key={location.id} data-location={location.id}>
                    <Table.Cell fontWeight="medium">
                      {location.label}
                      <Text fontSize="xs" color="fg.muted">
                        {location.id} · {t('locations.search.units', { count: location.units ?? 0 })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      {location.connectionStatus ? (
                        <Badge colorPalette={CONNECTION_PALETTE[location.connectionStatus.value] ?? 'gray'} variant="subtle">
                          {location.connectionStatus.label}
                        </Badge>
                      ) : (
                        '–'
                      )}
                    </Table.Cell>
                    <Table.Cell>{location.constructionState?.label ?? '–'}</Table.Cell>
                    <Table.Cell>{location.panId ?? '–'}</Table.Cell>
                    <Table.Cell>
                      <Flex wrap="wrap" gap="1">
                        {location.cids.length === 0 ? <Text color="fg.muted">–</Text> : null}
                        {location.cids.map((cid) => {
                          const text = [cid.id, cid.unit, cid.status.label].filter(Boolean).join(' · ');
                          return (
                            <Link asChild key={cid.id} fontSize="sm">
                              {/* The name starts with what the badge shows (WCAG 2.5.3), then says where it leads. */}
                              <RouterLink to={`/locations/${cid.id}`} aria-label={t('locations.table.cidLink', { text })}>
                                <Badge {...cidBadge(cid)}>{text}</Badge>
                              </RouterLink>
                            </Link>
                          );
                        })}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted" role="note" aria-label={t('locations.table.legend')}>
            <Text>{t('locations.table.legend')}:</Text>
            <Badge {...cidBadge({ own: false, orderable: true })}>{t('locations.table.legendOrderable')}</Badge>
            <Badge {...cidBadge({ own: true, orderable: false })}>{t('locations.table.legendOwn')}</Badge>
            <Badge {...cidBadge({ own: false, orderable: false })}>{t('locations.table.legendOther')}</Badge>
          </Flex>
          <Pager info={page.pageInfo} onOffset={(next) => update({ offset: String(next) })} />
        </>
      ) : null}
    </Stack>
  );
}

function OrdersTab() {
  const { t } = useTranslation();
  const [state, setState] = useState<OrderState | ''>('');
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<OrderFilter>({});
  const [offset, setOffset] = useState(0);
  const { data, previousData, loading } = useQuery(LocationOrdersQuery, {
    variables: { filter: applied, first: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.orders;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied({ ...(state ? { states: [state] } : {}), ...(text.trim() ? { text: text.trim() } : {}) });
    setOffset(0);
  };
  return (
    <Stack gap="4">
      <chakra.form onSubmit={apply} aria-label={t('locations.orders.filter')} bg="white" borderWidth="1px" rounded="md" p="4">
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Box flex="2" minW="56">
            <chakra.label fontSize="sm" fontWeight="medium" display="block" mb="1" htmlFor="order-text">
              {t('locations.orders.search')}
            </chakra.label>
            <Input
              id="order-text"
              type="search"
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder={t('locations.orders.searchPlaceholder')}
            />
          </Box>
          <Box flex="1" minW="44">
            <chakra.label fontSize="sm" fontWeight="medium" display="block" mb="1" htmlFor="order-state">
              {t('locations.orders.state')}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field id="order-state" value={state} onChange={(event) => setState(event.currentTarget.value as OrderState | '')}>
                <option value="">{t('locations.filter.all')}</option>
                {ORDER_STATES.map((value) => (
                  <option key={value} value={value}>
                    {t(`locations.orderStates.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Button type="submit" colorPalette="brand">
            {t('locations.search.submit')}
          </Button>
        </Flex>
      </chakra.form>
      {loading && !page ? <Spinner role="progressbar" aria-label={t('locations.loading')} /> : null}
      {page ? (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
            <Table.Root size="sm" aria-label={t('locations.orders.label')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('locations.orders.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.orders.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.orders.cid')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.orders.customer')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.orders.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('locations.orders.created')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={6}>
                      <Text color="fg.muted">{t('locations.orders.empty')}</Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
                {page.items.map((order) => (
                  <Table.Row key={order.id} data-order={order.number}>
                    <Table.Cell fontWeight="medium">
                      <Link asChild>
                        <RouterLink to={`/locations-order/${order.cid}`}>{order.number}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATE_PALETTE[order.state] ?? 'gray'} variant="subtle" data-state={order.state}>
                        {order.stateLabel}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Link asChild>
                        <RouterLink to={`/locations/${order.cid}`}>{order.cid}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{[order.customer.salutation, order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || '–'}</Table.Cell>
                    <Table.Cell>{order.mainProduct?.name ?? '–'}</Table.Cell>
                    <Table.Cell>{formatInstant(order.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager info={page.pageInfo} onOffset={setOffset} />
        </>
      ) : null}
    </Stack>
  );
}

/** One colour per meaning, used by the CID badges and their legend: own connection, orderable, neither. */
function cidBadge(cid: { own: boolean; orderable: boolean }) {
  return { colorPalette: cid.own ? 'blue' : cid.orderable ? 'green' : 'gray', variant: cid.orderable ? 'surface' : 'subtle' } as const;
}

/**
 * 'Standorte' / 'HA-Bestellung' (`/locations`): addresses with their connection status and
 * CIDs, searched with suggestions while typing and filtered; `?tab=order` opens the orders
 * of the account with their state.
 */
export default function LocationsPage({ screen }: { screen: { title: string } }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'order' ? 'order' : 'locations';
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          {screen.title}
        </Heading>
        <Text color="fg.muted" mt="1" maxW="3xl">
          {t('locations.intro')}
        </Text>
      </Box>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          const next = new URLSearchParams(search);
          if (details.value === 'order') next.set('tab', 'order');
          else next.delete('tab');
          setSearch(next, { replace: true });
        }}
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="locations">{t('locations.tabs.locations')}</Tabs.Trigger>
          <Tabs.Trigger value="order">{t('locations.tabs.orders')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="locations" pt="4">
          <LocationsTab />
        </Tabs.Content>
        <Tabs.Content value="order" pt="4">
          <OrdersTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
