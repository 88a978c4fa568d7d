import type { ReactNode } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { LocationDetailsPageQuery as LocationDetailsPageQueryData } from '../../gql/graphql';
import { formatDate, formatFee, formatInstant, STATE_PALETTE } from './format';

export const LocationDetailsPageQuery = graphql(`
  query LocationDetailsPage($cid: ID!) {
    locationDetails(cid: $cid) {
      cid {
        id
        unit
        own
        orderable
        ontSerial
        status {
          label
        }
      }
      location {
        id
        label
        units
        floors
        aan
        panId
        fibreTerminationPoint
        cidCount
        buildingType {
          label
        }
        connectionStatus {
          label
        }
        constructionState {
          label
        }
        address {
          region
        }
      }
      houseConnectionState {
        key
        label
      }
      panConstructionState {
        key
        label
      }
      panPlannedCompletion
      orderable
      notOrderableReason
      products {
        id
        name
        kind
        kindLabel
        description
        downloadMbit
        uploadMbit
        monthlyFee
      }
      orders {
        id
        number
        state
        stateLabel
        createdAt
        customer {
          salutation
          firstName
          lastName
        }
        mainProduct {
          name
        }
      }
    }
  }
`);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium">{children}</Box>
    </Box>
  );
}

type Product = LocationDetailsPageQueryData['locationDetails']['products'][number];

function ProductTable({ title, products }: { title: string; products: readonly Product[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <Box mb="4">
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Table.Root size="sm" aria-label={title}>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id} data-product={product.id}>
              <Table.Cell fontWeight="medium">{product.name}</Table.Cell>
              <Table.Cell color="fg.muted">
                {product.downloadMbit
                  ? t('locations.details.speed', { down: product.downloadMbit, up: product.uploadMbit ?? '–' })
                  : (product.description ?? '')}
              </Table.Cell>
              <Table.Cell textAlign="end">{t('locations.details.perMonth', { fee: formatFee(product.monthlyFee) })}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" rounded="md" p="5">
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * A location seen from one of its CIDs (`/locations/{cid}`): address, building, units,
 * connection and construction state, PAN, what the user's audience can order here, and
 * the orders at this CID.
 */
export default function LocationDetailsPage({ screen, params }: { screen: { title: string }; params: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation();
  const cid = params['cid'] ?? '';
  const { data, loading, error } = useQuery(LocationDetailsPageQuery, { variables: { cid }, fetchPolicy: 'cache-and-network' });
  const details = data?.locationDetails;
  if (!details) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {screen.title}
        </Heading>
        {loading ? <Spinner role="progressbar" aria-label={t('locations.loading')} /> : null}
        {error ? <Text color="fg.error">{t('locations.details.notFound')}</Text> : null}
      </Stack>
    );
  }
  const { location } = details;
  const mains = details.products.filter((product) => product.kind === 'MAIN');
  const addOns = details.products.filter((product) => product.kind === 'ADD_ON');
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            {location.label}
          </Heading>
          <HStack gap="2" mt="2" wrap="wrap">
            <Badge variant="outline">{details.cid.id}</Badge>
            {details.cid.unit ? <Badge variant="outline">{details.cid.unit}</Badge> : null}
            <Badge colorPalette={details.cid.orderable ? 'green' : 'gray'} variant="subtle">
              {details.cid.status.label}
            </Badge>
            {details.cid.own ? (
              <Badge colorPalette="blue" variant="subtle">
                {t('locations.details.own')}
              </Badge>
            ) : null}
          </HStack>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={`/locations-order/${encodeURIComponent(details.cid.id)}`}>{t('locations.details.orders')}</RouterLink>
          </Button>
          {details.orderable ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={`/locations-order/${encodeURIComponent(details.cid.id)}/form`}>{t('locations.details.order')}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>

      {!details.orderable && details.notOrderableReason ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{details.notOrderableReason}</Alert.Description>
        </Alert.Root>
      ) : null}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Card title={t('locations.details.building')}>
          <SimpleGrid columns={2} gap="4">
            <Fact label={t('locations.details.locationId')}>{location.id}</Fact>
            <Fact label={t('locations.details.region')}>{location.address.region ?? '–'}</Fact>
            <Fact label={t('locations.details.buildingType')}>{location.buildingType?.label ?? '–'}</Fact>
            <Fact label={t('locations.details.units')}>{location.units ?? '–'}</Fact>
            <Fact label={t('locations.details.floors')}>{location.floors ?? '–'}</Fact>
            <Fact label={t('locations.details.ftp')}>{location.fibreTerminationPoint ?? '–'}</Fact>
          </SimpleGrid>
        </Card>
        <Card title={t('locations.details.network')}>
          <SimpleGrid columns={2} gap="4">
            <Fact label={t('locations.details.connection')}>{location.connectionStatus?.label ?? '–'}</Fact>
            <Fact label={t('locations.details.construction')}>{location.constructionState?.label ?? '–'}</Fact>
            <Fact label={t('locations.details.aan')}>{location.aan ?? '–'}</Fact>
            <Fact label={t('locations.details.pan')}>{location.panId ?? '–'}</Fact>
            <Fact label={t('locations.details.panState')}>
              {details.panConstructionState?.label ?? '–'}
              {details.panPlannedCompletion ? (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {' '}
                  {t('locations.details.plannedUntil', { date: formatDate(details.panPlannedCompletion) })}
                </Text>
              ) : null}
            </Fact>
            <Fact label={t('locations.details.houseConnection')}>{details.houseConnectionState?.label ?? '–'}</Fact>
            {details.cid.ontSerial ? <Fact label={t('locations.details.ont')}>{details.cid.ontSerial}</Fact> : null}
          </SimpleGrid>
        </Card>
      </SimpleGrid>

      <Card title={t('locations.details.products')}>
        {details.products.length === 0 ? <Text color="fg.muted">{t('locations.details.noProducts')}</Text> : null}
        <ProductTable title={t('locations.details.mainProducts')} products={mains} />
        <ProductTable title={t('locations.details.addOns')} products={addOns} />
      </Card>

      <Card title={t('locations.details.existingOrders')}>
        {details.orders.length === 0 ? <Text color="fg.muted">{t('locations.details.noOrders')}</Text> : null}
        {details.orders.length > 0 ? (
          <Table.Root size="sm" aria-label={t('locations.details.existingOrders')}>
            <Table.Body>
              {details.orders.map((order) => (
                <Table.Row key={order.id} data-order={order.number}>
                  <Table.Cell fontWeight="medium">{order.number}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATE_PALETTE[order.state] ?? 'gray'} variant="subtle" data-state={order.state}>
                      {order.stateLabel}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{[order.customer.salutation, order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || '–'}</Table.Cell>
                  <Table.Cell>{order.mainProduct?.name ?? '–'}</Table.Cell>
                  <Table.Cell>{formatInstant(order.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card>
    </Stack>
  );
}
