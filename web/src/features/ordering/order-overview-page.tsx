import { useState } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { OrderOverviewPageQuery as OverviewData } from '../../gql/graphql';
import { useSingleFlight } from '../../lib/use-single-flight';
import { FormField } from './form-field';
import { addressLine, formatDay, formatInstant, STATE_PALETTE } from './format';
import { PriceSummary, feeLabel } from './price-summary';
import { SigningLinkBox } from './signing-link-box';

export const OrderOverviewPageQuery = graphql(`
  query OrderOverviewPage($cid: ID!) {
    locationDetails(cid: $cid) {
      cid {
        id
        unit
        status {
          label
        }
      }
      location {
        id
        address {
          street
          houseNumber
          postcode
          place
        }
      }
      orderable
      notOrderableReason
      orders {
        id
        number
        state
        stateLabel
        createdAt
        createdBy
        submittedAt
        signedAt
        signerName
        constructionStartedAt
        connectedAt
        cancelledAt
        draftKey
        account {
          name
        }
        customer {
          salutation
          firstName
          lastName
          email
          phone
        }
        mainProduct {
          name
        }
        addOnProducts {
          name
        }
        contractTermMonths
        preferredDate
        installationNotes
        prices {
          vatRatePercent
          lines {
            productId
            name
            chargeType
            monthlyFee
            setupFee
          }
          monthly {
            gross
            vat
            net
          }
          oneTime {
            gross
            vat
            net
          }
        }
        signingMail {
          to
          lastSentAt
          count
        }
        history {
          state
          label
          at
          by
        }
        signingLink {
          url
          path
          downloadPath
          expiresAt
          expired
        }
      }
    }
  }
`);

export const RenewSigningLinkMutation = graphql(`
  mutation RenewSigningLink($orderId: ID!) {
    renewOrderSigningLink(orderId: $orderId) {
      ok
      order {
        id
        signingLink {
          url
          path
          downloadPath
          expiresAt
          expired
        }
      }
      error {
        code
        message
      }
    }
  }
`);

export const ResendSigningMailMutation = graphql(`
  mutation ResendSigningMail($orderId: ID!) {
    resendOrderSigningMail(orderId: $orderId) {
      ok
      error {
        code
        message
      }
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!, $reason: String) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      ok
      order {
        id
        state
        stateLabel
        cancelledAt
        signingLink {
          url
        }
      }
      error {
        code
        message
      }
    }
  }
`);

type Order = OverviewData['locationDetails']['orders'][number];
const CANCELLABLE = new Set(['DRAFT', 'SUBMITTED', 'SIGNED']);

function OrderCard({ cid, order, onChanged }: { cid: string; order: Order; onChanged: () => void }) {
  const { t } = useTranslation();
  const [renew] = useMutation(RenewSigningLinkMutation);
  const [cancel] = useMutation(CancelOrderMutation);
  const [resend] = useMutation(ResendSigningMailMutation);
  const resending = useSingleFlight();
  // One request per action: a second click before the button shows its loading state is
  // dropped (a second cancellation would be refused right after the first succeeded).
  const renewing = useSingleFlight();
  const cancelFlight = useSingleFlight();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string>();
  const customer = [order.customer.salutation, order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || '–';
  const products = order.prices.lines.map((line) => `${line.name} (${feeLabel(line, t)})`).join(', ') || '–';

  const onRenew = () => renewing.run(renewNow);
  const renewNow = async () => {
    setMessage(undefined);
    const result = (await renew({ variables: { orderId: order.id } }).catch(() => null))?.data?.renewOrderSigningLink;
    if (result?.error) setMessage(result.error.message);
    else onChanged();
  };
  const onResend = () => resending.run(resendNow);
  const resendNow = async () => {
    setMessage(undefined);
    const result = (await resend({ variables: { orderId: order.id } }).catch(() => null))?.data?.resendOrderSigningMail;
    if (result?.error) setMessage(result.error.message);
    else if (!result) setMessage(t('ordering.overview.noAnswer'));
    else onChanged();
  };
  const onCancel = () => cancelFlight.run(cancelNow);
  const cancelNow = async () => {
    setMessage(undefined);
    const result = (await cancel({ variables: { orderId: order.id, reason: reason.trim() || null } }).catch(() => null))?.data?.cancelOrder;
    setCancelling(false);
    if (result?.error) setMessage(result.error.message);
    else onChanged();
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="md" p="5" data-order={order.number}>
      <Flex justify="space-between" gap="3" wrap="wrap">
        <HStack gap="3">
          <Heading as="h3" size="md">
            {order.number}
          </Heading>
          <Badge colorPalette={STATE_PALETTE[order.state] ?? 'gray'} variant="subtle" data-state={order.state}>
            {order.stateLabel}
          </Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('ordering.overview.created', { at: formatInstant(order.createdAt), by: order.createdBy ?? '–' })}
        </Text>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="3">
        <Text>
          <Text as="span" color="fg.muted">
            {t('ordering.overview.customer')}:{' '}
          </Text>
          {customer}
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            {t('ordering.overview.products')}:{' '}
          </Text>
          {products}
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            {t('ordering.overview.isp')}:{' '}
          </Text>
          {order.account.name}
        </Text>
        {order.submittedAt ? <Text fontSize="sm">{t('ordering.overview.submittedAt', { at: formatInstant(order.submittedAt) })}</Text> : null}
        {order.signedAt ? (
          <Text fontSize="sm">{t('ordering.overview.signedAt', { at: formatInstant(order.signedAt), name: order.signerName ?? '–' })}</Text>
        ) : null}
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('ordering.overview.contact')}:{' '}
          </Text>
          {[order.customer.email, order.customer.phone].filter(Boolean).join(' · ') || '–'}
        </Text>
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('ordering.overview.preferredDate')}:{' '}
          </Text>
          {formatDay(order.preferredDate)}
        </Text>
        {order.installationNotes ? (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              {t('ordering.overview.notes')}:{' '}
            </Text>
            {order.installationNotes}
          </Text>
        ) : null}
      </SimpleGrid>
      <Box mt="3" maxW="3xl">
        <PriceSummary prices={order.prices} termMonths={order.contractTermMonths} />
      </Box>
      {order.state === 'SUBMITTED' ? (
        <Text fontSize="sm" mt="3" data-signing-mail>
          {order.signingMail
            ? t('ordering.overview.mailSent', { to: order.signingMail.to, at: formatInstant(order.signingMail.lastSentAt), count: order.signingMail.count })
            : t('ordering.overview.mailNotSent')}
        </Text>
      ) : null}
      <Box as="ol" mt="3" fontSize="sm" color="fg.muted" aria-label={t('ordering.overview.history')} listStyleType="none">
        {order.history.map((step) => (
          <li key={`${step.state}-${step.at}`} data-history-state={step.state}>
            {formatInstant(step.at)} · {step.label}
            {step.by ? ` · ${step.by}` : ''}
          </li>
        ))}
      </Box>
      {message ? (
        <Alert.Root status="warning" role="alert" mt="3">
          <Alert.Indicator />
          <Alert.Description>{message}</Alert.Description>
        </Alert.Root>
      ) : null}
      {order.state === 'SUBMITTED' && order.signingLink ? (
        <Box mt="3">
          <SigningLinkBox url={order.signingLink.url} expiresAt={order.signingLink.expiresAt ?? null} expired={order.signingLink.expired} />
        </Box>
      ) : null}
      <HStack gap="2" mt="3" wrap="wrap">
        {order.draftKey ? (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={`/locations-order/${encodeURIComponent(cid)}/form?draft=${encodeURIComponent(order.draftKey)}`}>
              {t('ordering.overview.continueDraft')}
            </RouterLink>
          </Button>
        ) : null}
        {order.state === 'SUBMITTED' && order.signingLink && !order.signingLink.expired ? (
          <Button size="sm" variant="outline" onClick={() => void onResend()} loading={resending.pending}>
            {t('ordering.overview.resend')}
          </Button>
        ) : null}
        {order.state === 'SUBMITTED' ? (
          <Button size="sm" variant="outline" onClick={() => void onRenew()} loading={renewing.pending}>
            {t('ordering.overview.renewLink')}
          </Button>
        ) : null}
        {order.signingLink && order.state !== 'SUBMITTED' ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={order.signingLink.downloadPath}>{t('ordering.overview.download')}</RouterLink>
          </Button>
        ) : null}
        {CANCELLABLE.has(order.state) ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setCancelling(true)}>
            {t('ordering.overview.cancel')}
          </Button>
        ) : null}
      </HStack>
      <Modal
        open={cancelling}
        size="sm"
        title={t('ordering.overview.cancelTitle', { number: order.number })}
        onHide={() => setCancelling(false)}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setCancelling(false)}>
              {t('ordering.overview.keep')}
            </Button>
            <Button colorPalette="red" onClick={() => void onCancel()} loading={cancelFlight.pending}>
              {t('ordering.overview.confirmCancel')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{t('ordering.overview.cancelText')}</Text>
          <FormField label={t('ordering.overview.reason')}>
            <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          </FormField>
        </Stack>
      </Modal>
    </Box>
  );
}

/**
 * The order overview of a CID (`/locations-order/{cid}`): its orders with their state,
 * the customer's signing link, and the way to a new order when the CID can be ordered.
 */
export default function OrderOverviewPage({ screen, params }: { screen: { title: string }; params: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation();
  const cid = params['cid'] ?? '';
  const { data, loading, error, refetch } = useQuery(OrderOverviewPageQuery, { variables: { cid }, fetchPolicy: 'cache-and-network' });
  const details = data?.locationDetails;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            {screen.title} {cid}
          </Heading>
          {details ? (
            <Text color="fg.muted" mt="1">
              {addressLine({ ...details.location.address, unit: details.cid.unit })} · {details.cid.status.label}
            </Text>
          ) : null}
        </Box>
        <HStack gap="2">
          <Button asChild variant="ghost">
            <RouterLink to={`/locations/${encodeURIComponent(cid)}`}>{t('ordering.overview.toLocation')}</RouterLink>
          </Button>
          {details?.orderable ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={`/locations-order/${encodeURIComponent(cid)}/form`}>{t('ordering.overview.newOrder')}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>
      {loading && !details ? <Spinner aria-label={t('ordering.loading')} /> : null}
      {error && !details ? <Text color="fg.error">{t('ordering.loadFailed')}</Text> : null}
      {details && !details.orderable ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{details.notOrderableReason}</Alert.Description>
        </Alert.Root>
      ) : null}
      {details && details.orders.length === 0 ? <Text color="fg.muted">{t('ordering.overview.none')}</Text> : null}
      {details?.orders.map((order) => (
        <OrderCard key={order.id} cid={cid} order={order} onChanged={() => void refetch().catch(() => undefined)} />
      ))}
    </Stack>
  );
}
