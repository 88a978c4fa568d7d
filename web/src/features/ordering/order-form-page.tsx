import { Badge, Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import './texts';
import { OrderForm } from './order-form';
import { OrderFormPageQuery } from './order-form-data';
import { useTranslation } from '../../lib/i18n';

/**
 * The order form (`/locations-order/{cid}/form`): the end customer, one main product and any
 * add-ons orderable here for the user's audience, installation details and consents;
 * checked with the shared rules as the server checks them. 'Entwurf speichern' keeps it as
 * a draft; 'Bestellung absenden' submits it and shows the link for the customer to sign.
 */
export default function OrderFormPage({ screen, params }: { screen: { title: string }; params: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation();
  const cid = params['cid'] ?? '';
  const [search] = useSearchParams();
  const draftKey = search.get('draft');
  const { data, loading, error } = useQuery(OrderFormPageQuery, { variables: { cid }, fetchPolicy: 'network-only' });
  const details = data?.locationDetails;
  return (
    <Stack gap="5">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            {screen.title}
          </Heading>
          {details ? <Badge variant="subtle">{details.cid.status.label}</Badge> : null}
        </HStack>
        <Text color="fg.muted" mt="1" maxW="3xl">
          {t('ordering.form.intro')}
        </Text>
      </Box>
      {loading && !details ? <Spinner aria-label={t('ordering.loading')} /> : null}
      {error && !details ? <Text color="fg.error">{t('ordering.loadFailed')}</Text> : null}
      {details ? <OrderForm key={`${cid}:${draftKey ?? ''}`} details={details} draftKey={draftKey} /> : null}
    </Stack>
  );
}
