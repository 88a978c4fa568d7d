import { Alert, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from './format';
import { PublicFrame } from './public-frame';
import { LinkProblem, OrderForSigningQuery, SigningSummary, documentPath } from './signing-order';
import './texts';
import { useTranslation } from '../../lib/i18n';

/**
 * The open download page (`…/form-sign/{source_id}/download`, no session): the signed
 * order as a PDF generated on the server; before the signature, the way to sign.
 */
export default function DownloadPage({ screen, params }: { screen: { title: string }; params: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation();
  const cid = params['cid'] ?? '';
  const sourceId = params['source_id'] ?? '';
  const { data, loading, error } = useQuery(OrderForSigningQuery, { variables: { cid, sourceId }, fetchPolicy: 'network-only' });
  const order = data?.orderForSigning;

  let body;
  if (loading && !order) body = <Spinner aria-label={t('ordering.loading')} />;
  else if (!order) body = <LinkProblem error={error} />;
  else if (order.canSign) {
    body = (
      <Stack gap="4">
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('ordering.download.notSigned')}</Alert.Description>
        </Alert.Root>
        <Box>
          <Button asChild colorPalette="brand">
            <RouterLink to={`/locations-order/${encodeURIComponent(cid)}/form-sign/${encodeURIComponent(sourceId)}`}>
              {t('ordering.download.toSign')}
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="5">
        <Text>{t('ordering.sign.signedBy', { name: order.signerName ?? '–', at: formatInstant(order.signedAt) })}</Text>
        <Box>
          <Button asChild colorPalette="brand" size="lg">
            <a href={documentPath(cid, sourceId)} download>
              {t('ordering.download.button')}
            </a>
          </Button>
        </Box>
        <SigningSummary order={order} />
      </Stack>
    );
  }
  return <PublicFrame title={screen.title}>{body}</PublicFrame>;
}
