import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { formMessageIn, validateSignatureDataUrl, validateSignerName } from '@fibre-portal/shared/order-form';
import { showLanguage, useTranslation } from '../../lib/i18n';
import { graphql } from '../../gql';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { SigningSummary_OrderFragment } from '../../gql/graphql';
import { FormField, fieldErrorMap } from './form-field';
import { formatInstant } from './format';
import { PublicFrame } from './public-frame';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';
import { LinkProblem, OrderForSigningQuery, SigningSummary, documentPath } from './signing-order';
import { safeHref } from '../../lib/safe-url';
import './texts';

export const SignOrderMutation = graphql(`
  mutation SignOrder($input: SignOrderInput!) {
    signOrder(input: $input) {
      ok
      order {
        ...SigningSummary_order
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

/**
 * The open signing page (`/locations-order/{cid}/form-sign/{source_id}`, no session): the
 * end customer checks the order, writes their name, signs on the pad and confirms. The
 * server records signature, name and time once; afterwards the page offers the PDF.
 */
export default function SignPage({ screen, params }: { screen: { title: string }; params: Readonly<Record<string, string | undefined>> }) {
  const { t, i18n } = useTranslation();
  const cid = params['cid'] ?? '';
  const sourceId = params['source_id'] ?? '';
  const { data, loading, error, refetch } = useQuery(OrderForSigningQuery, { variables: { cid, sourceId }, fetchPolicy: 'network-only' });
  const [sign] = useMutation(SignOrderMutation);
  const flight = useSingleFlight();
  const errorIdPrefix = useId();
  const signatureErrorId = `${errorIdPrefix}-signature-error`;
  const confirmErrorId = `${errorIdPrefix}-confirm-error`;
  const termsErrorId = `${errorIdPrefix}-terms-error`;
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string>();
  // The order as the signature left it (a SigningOrder has no id, so the query's copy is not updated).
  const [signed, setSigned] = useState<SigningSummary_OrderFragment | null>(null);

  const order = signed ?? data?.orderForSigning;
  // The customer reads the page in the language chosen for them on the order form (not stored as the browser's choice).
  const orderLanguage = order?.language;
  useEffect(() => {
    if ((orderLanguage === 'de' || orderLanguage === 'en') && i18n.language !== orderLanguage) void showLanguage(orderLanguage);
  }, [orderLanguage, i18n]);
  const downloadPage = `/locations-order/${encodeURIComponent(cid)}/form-sign/${encodeURIComponent(sourceId)}/download`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One signature at a time: a second submission before the button is disabled is dropped.
    void flight.run(submitSignature);
  };

  const submitSignature = async () => {
    setNotice(undefined);
    const signature = pad.current?.toDataUrl() ?? null;
    const found: Record<string, string> = {};
    const nameProblem = validateSignerName(name);
    if (nameProblem) found['signerName'] = formMessageIn(nameProblem, i18n.language);
    const signatureProblem = validateSignatureDataUrl(signature);
    if (signatureProblem) found['signature'] = formMessageIn(signatureProblem, i18n.language);
    if (!termsAccepted) found['consentTerms'] = t('ordering.sign.consentRequired');
    if (!confirmed) found['confirm'] = t('ordering.sign.confirmRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = (await sign({ variables: { input: { cid, sourceId, signerName: name.trim(), signature: signature!, consentTerms: termsAccepted } } })).data
        ?.signOrder;
      if (result?.ok && result.order) setSigned(result.order);
      else if (result?.error?.code === 'ILLEGAL_TRANSITION') {
        // Signed meanwhile (another tab, another device): show the signed order and its PDF.
        await refetch().catch(() => setNotice(result.error!.message));
      } else if (result?.error) {
        setErrors(fieldErrorMap(result.error.fieldErrors));
        setNotice(result.error.message);
      }
    } catch {
      setNotice(t('ordering.sign.noAnswer'));
    }
  };

  let body;
  if (loading && !order) body = <Spinner aria-label={t('ordering.loading')} />;
  else if (!order) body = <LinkProblem error={error} />;
  else if (!order.canSign) {
    body = (
      <Stack gap="5">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{signed ? t('ordering.sign.thanks') : t('ordering.sign.alreadySigned')}</Alert.Title>
            <Alert.Description>{t('ordering.sign.signedBy', { name: order.signerName ?? name, at: formatInstant(order.signedAt) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <SigningSummary order={order} />
        <Box>
          <Button asChild colorPalette="brand">
            <a href={documentPath(cid, sourceId)} download>
              {t('ordering.download.button')}
            </a>
          </Button>{' '}
          <Button asChild variant="ghost">
            <RouterLink to={downloadPage}>{t('ordering.sign.toDownloadPage')}</RouterLink>
          </Button>
        </Box>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="5">
        <Text color="fg.muted">{t('ordering.sign.intro', { isp: order.ispName })}</Text>
        <SigningSummary order={order} />
        <chakra.form onSubmit={onSubmit} noValidate aria-label={t('ordering.sign.formLabel')} bg="white" borderWidth="1px" rounded="md" p="5">
          <Stack gap="4">
            {notice ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{notice}</Alert.Description>
              </Alert.Root>
            ) : null}
            <Box maxW="md">
              <FormField label={t('ordering.sign.name')} error={errors['signerName']} required>
                <Input name="signerName" autoComplete="name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
              </FormField>
            </Box>
            <Box>
              <Text fontWeight="medium" mb="2">
                {t('ordering.sign.padLabel')}
              </Text>
              <SignaturePad
                ref={pad}
                label={t('ordering.sign.padLabel')}
                invalid={Boolean(errors['signature'])}
                describedBy={errors['signature'] ? signatureErrorId : undefined}
              />
              {errors['signature'] ? (
                <Text id={signatureErrorId} color="fg.error" fontSize="sm" mt="1" role="alert">
                  {errors['signature']}
                </Text>
              ) : null}
            </Box>
            <Box>
              <Text mb="2">
                <chakra.a href={safeHref(order.termsPath) ?? undefined} target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
                  {t('ordering.sign.terms')}
                </chakra.a>
              </Text>
              <Checkbox.Root
                checked={termsAccepted}
                onCheckedChange={(details) => setTermsAccepted(details.checked === true)}
                alignItems="flex-start"
                invalid={Boolean(errors['consentTerms'])}
              >
                <Checkbox.HiddenInput name="consentTerms" aria-describedby={errors['consentTerms'] ? termsErrorId : undefined} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>{t('ordering.sign.consentTerms')}</Checkbox.Label>
              </Checkbox.Root>
              {errors['consentTerms'] ? (
                <Text id={termsErrorId} color="fg.error" fontSize="sm" mt="1">
                  {errors['consentTerms']}
                </Text>
              ) : null}
            </Box>
            <Box>
              <Checkbox.Root
                checked={confirmed}
                onCheckedChange={(details) => setConfirmed(details.checked === true)}
                alignItems="flex-start"
                invalid={Boolean(errors['confirm'])}
              >
                <Checkbox.HiddenInput name="confirm" aria-describedby={errors['confirm'] ? confirmErrorId : undefined} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>{t('ordering.sign.confirm')}</Checkbox.Label>
              </Checkbox.Root>
              {errors['confirm'] ? (
                <Text id={confirmErrorId} color="fg.error" fontSize="sm" mt="1">
                  {errors['confirm']}
                </Text>
              ) : null}
            </Box>
            <Box>
              <Button type="submit" colorPalette="brand" loading={flight.pending}>
                {t('ordering.sign.submit')}
              </Button>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {t('ordering.sign.expires', { at: formatInstant(order.expiresAt) })}
            </Text>
          </Stack>
        </chakra.form>
      </Stack>
    );
  }
  return <PublicFrame title={screen.title}>{body}</PublicFrame>;
}
