import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../gql';
import type { SigningSummary_OrderFragment } from '../../gql/graphql';
import { addressLine, formatDay, formatInstant } from './format';
import { PriceSummary, feeLabel } from './price-summary';
import './texts';
import { useTranslation } from '../../lib/i18n';

export const SigningSummaryFragment = graphql(`
  fragment SigningSummary_order on SigningOrder {
    number
    cid
    state
    stateLabel
    ispName
    customerName
    customerEmail
    address {
      street
      houseNumber
      unit
      postcode
      place
    }
    customerPhone
    installationNotes
    termsPath
    language
    mainProduct {
      id
      name
      chargeType
      monthlyFee
      setupFee
    }
    addOnProducts {
      id
      name
      chargeType
      monthlyFee
      setupFee
    }
    prices {
      ...PriceSummary_prices
    }
    contractTermMonths
    preferredDate
    submittedAt
    signedAt
    signerName
    canSign
    expiresAt
  }
`);

export const OrderForSigningQuery = graphql(`
  query OrderForSigning($cid: ID!, $sourceId: String!) {
    orderForSigning(cid: $cid, sourceId: $sourceId) {
      ...SigningSummary_order
    }
  }
`);

/** The portal path of the signed order's PDF (served by the BFF, not a client route). */
export const documentPath = (cid: string, sourceId: string) => `/api/order-documents/${encodeURIComponent(cid)}/${encodeURIComponent(sourceId)}`;

/** The server's German message of a failed load, for the page itself (the error modal shows it too). */
export function messageOf(error: unknown): string | null {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
}

/** The signing link cannot be opened (unknown, expired, or no answer): the server's reason, or a general one. */
export function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('ordering.sign.linkProblem')}</Alert.Title>
        <Alert.Description>{messageOf(error) ?? t('ordering.loadFailed')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}

/** What the customer checks before signing: who orders what where, from whom, for how long. */
export function SigningSummary({ order }: { order: SigningSummary_OrderFragment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="md" p="5">
      <Heading as="h2" size="md">
        {t('ordering.sign.summary', { number: order.number })}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Fact label={t('ordering.sign.customer')} value={order.customerName} />
        <Fact label={t('ordering.sign.email')} value={order.customerEmail ?? '–'} />
        <Fact label={t('ordering.sign.phone')} value={order.customerPhone ?? '–'} />
        <Fact label={t('ordering.sign.address')} value={addressLine(order.address)} />
        <Fact label={t('ordering.sign.isp')} value={order.ispName} />
        <Fact label={t('ordering.sign.mainProduct')} value={order.mainProduct ? `${order.mainProduct.name} (${feeLabel(order.mainProduct, t)})` : '–'} />
        <Fact
          label={t('ordering.sign.addOns')}
          value={
            order.addOnProducts.length === 0
              ? t('ordering.sign.none')
              : order.addOnProducts.map((product) => `${product.name} (${feeLabel(product, t)})`).join(', ')
          }
        />
        <Fact label={t('ordering.sign.term')} value={order.contractTermMonths ? t('ordering.form.months', { count: order.contractTermMonths }) : '–'} />
        <Fact label={t('ordering.sign.preferredDate')} value={formatDay(order.preferredDate)} />
        <Fact label={t('ordering.sign.submittedAt')} value={formatInstant(order.submittedAt)} />
        {order.installationNotes ? <Fact label={t('ordering.sign.notes')} value={order.installationNotes} /> : null}
      </SimpleGrid>
      <PriceSummary prices={order.prices} termMonths={order.contractTermMonths} />
    </Stack>
  );
}
