import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  CONTRACT_TERMS,
  CUSTOMER_LANGUAGES,
  DEFAULT_CONTRACT_TERM,
  NOTES_MAX,
  SALUTATIONS,
  formMessageIn,
  validateOrderForm,
  viennaToday,
  type OrderFieldErrors,
  type OrderFormValues,
} from '@fibre-portal/shared/order-form';
import { DateField } from '../../components/date-field';
import { useSingleFlight } from '../../lib/use-single-flight';
import { FormField, fieldErrorMap } from './form-field';
import { clearOrderForm, saveOrderForm, type StoredOrderForm } from './form-storage';
import { orderPrices } from '@fibre-portal/shared/order-pricing';
import { addressLine } from './format';
import { PriceSummary, feeLabel } from './price-summary';
import { SigningLinkBox } from './signing-link-box';
import './texts';
import {
  FIELD_ORDER,
  SaveOrderDraftMutation,
  SubmitOrderMutation,
  OrderFormPageQuery,
  initialForm,
  toInput,
  type Details,
  type Notice,
  type Product,
  type SubmittedOrder,
} from './order-form-data';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" bg="white" borderWidth="1px" rounded="md" p="5">
      <Heading as="legend" size="md" px="1" mb="3">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

function productLine(product: Product, t: (key: string, options?: Record<string, unknown>) => string): string {
  const speed = product.downloadMbit ? t('ordering.form.speed', { down: product.downloadMbit, up: product.uploadMbit ?? '–' }) : (product.description ?? '');
  return [speed, feeLabel(product, t)].filter(Boolean).join(' · ');
}

function OrderForm({ details, draftKey }: { details: Details; draftKey: string | null }) {
  const { t, i18n } = useTranslation();
  const cid = details.cid.id;
  const [form, setForm] = useState<StoredOrderForm>(() => initialForm(details, draftKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>();
  const [submitted, setSubmitted] = useState<SubmittedOrder | null>(null);
  const [submitOrder, submitState] = useMutation(SubmitOrderMutation);
  const [saveDraft, saveState] = useMutation(SaveOrderDraftMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const flight = useSingleFlight();
  // The messages of the choices (radios, checkboxes) are tied to them as their description.
  const errorIdPrefix = useId();
  const errorId = (field: string) => `${errorIdPrefix}-${field}-error`;
  const describedBy = (field: string) => (errors[field] ? errorId(field) : undefined);
  const busy = flight.pending || submitState.loading || saveState.loading;

  const mains = details.products.filter((product) => product.kind === 'MAIN');
  const addOns = details.products.filter((product) => product.kind === 'ADD_ON');
  const offer = useMemo(
    () => ({
      mainProductIds: details.products.filter((product) => product.kind === 'MAIN').map((product) => product.id),
      addOnProductIds: details.products.filter((product) => product.kind === 'ADD_ON').map((product) => product.id),
    }),
    [details.products],
  );

  // The form survives a reload until its success has been shown (see form-storage.ts).
  useEffect(() => {
    if (submitted === null) saveOrderForm(cid, form);
  }, [cid, form, submitted]);

  const values = form.values;
  // The sums as the server computes them for the signing page and the PDF (shared/order-pricing.ts).
  const chosen = details.products.filter((product) => product.id === values.mainProductId || values.addOnProductIds.includes(product.id));
  const prices = orderPrices(
    chosen.map((product) => ({ chargeType: product.chargeType, monthlyFee: product.monthlyFee ?? null, setupFee: product.setupFee ?? null })),
  );
  const set = <K extends keyof OrderFormValues>(field: K, value: OrderFormValues[K]) => {
    setForm((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };
  const text = (value: string) => (value === '' ? null : value);
  const chooseAccount = (accountId: string) => {
    setForm((current) => ({ ...current, ispAccountId: accountId }));
    setErrors((current) => {
      if (!('ispAccountId' in current)) return current;
      const { ispAccountId: _removed, ...rest } = current;
      return rest;
    });
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const clientErrors = (mode: 'draft' | 'submit'): Record<string, string> => {
    // The shared rules answer in German; an English reader sees their English form.
    const found: OrderFieldErrors & { ispAccountId?: string } = Object.fromEntries(
      Object.entries(validateOrderForm(values, { mode, today: viennaToday(), offer })).map(([field, message]) => [
        field,
        formMessageIn(message, i18n.language),
      ]),
    );
    if (mode === 'submit' && details.orderAccounts.length > 1 && form.ispAccountId === '') found.ispAccountId = t('ordering.form.ispRequired');
    return found as Record<string, string>;
  };

  type Outcome = {
    ok: boolean;
    replayed: boolean;
    order?: (SubmittedOrder & { draftKey?: string | null }) | null;
    error?: { code: string; message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
  };
  const handle = (outcome: Outcome | undefined, mode: 'draft' | 'submit') => {
    if (!outcome) return;
    if (outcome.ok && outcome.order) {
      if (mode === 'submit') {
        clearOrderForm(cid);
        setSubmitted(outcome.order);
      } else setNotice({ status: 'success', text: t('ordering.form.draftSaved', { number: outcome.order.number }) });
      return;
    }
    const error = outcome.error;
    if (!error) return;
    if (error.fieldErrors.length > 0) showErrors(fieldErrorMap(error.fieldErrors));
    setNotice({ status: error.code === 'INVALID_INPUT' ? 'warning' : 'error', text: error.message });
  };

  // One send at a time: a second submission before the buttons are disabled is dropped.
  const send = (mode: 'draft' | 'submit') => flight.run(() => sendNow(mode));

  const sendNow = async (mode: 'draft' | 'submit') => {
    setNotice(undefined);
    const found = clientErrors(mode);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      setNotice({ status: 'warning', text: t('ordering.form.checkFields') });
      return;
    }
    const input = toInput(cid, form);
    try {
      if (mode === 'submit') handle((await submitOrder({ variables: { input } })).data?.submitOrder, mode);
      else handle((await saveDraft({ variables: { input } })).data?.saveOrderDraft, mode);
    } catch {
      // No answer: the form and its key stay; sending again cannot create a second order.
      setNotice({ status: 'error', text: t('ordering.form.noAnswer') });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('submit');
  };

  if (submitted) {
    return (
      <Stack gap="5" maxW="3xl">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ordering.form.submittedTitle', { number: submitted.number })}</Alert.Title>
            <Alert.Description>{t('ordering.form.submittedText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {submitted.signingLink ? <SigningLinkBox url={submitted.signingLink.url} expiresAt={submitted.signingLink.expiresAt ?? null} /> : null}
        <HStack gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink to={`/locations-order/${cid}`}>{t('ordering.form.toOverview')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/locations?tab=order">{t('ordering.form.toOrders')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }

  if (!details.orderable && !draftKey) {
    return (
      <Alert.Root status="warning" role="alert" maxW="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('ordering.form.notOrderable')}</Alert.Title>
          <Alert.Description>{details.notOrderableReason}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <chakra.form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('ordering.form.title')} maxW="4xl">
      <Stack gap="5">
        {notice ? (
          <Alert.Root status={notice.status} role={notice.status === 'success' ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Description>{notice.text}</Alert.Description>
          </Alert.Root>
        ) : null}

        <Section title={t('ordering.form.connection')}>
          <Text>
            <Text as="span" fontWeight="semibold">
              {details.cid.id}
            </Text>{' '}
            · {addressLine({ ...details.location.address, unit: details.cid.unit })}
          </Text>
          {details.orderAccounts.length > 1 ? (
            <FormField label={t('ordering.form.isp')} error={errors['ispAccountId']} required>
              <NativeSelect.Root>
                <NativeSelect.Field name="ispAccountId" value={form.ispAccountId} onChange={(event) => chooseAccount(event.currentTarget.value)}>
                  <option value="">{t('ordering.form.choose')}</option>
                  {details.orderAccounts.map((account) => (
                    <option key={account.accountId} value={account.accountId}>
                      {account.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : (
            <Text color="fg.muted">{t('ordering.form.orderFor', { name: details.orderAccounts[0]?.name ?? '–' })}</Text>
          )}
        </Section>

        <Section title={t('ordering.form.customer')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={t('ordering.form.salutation')} error={errors['salutation']} required>
              <NativeSelect.Root>
                <NativeSelect.Field name="salutation" value={values.salutation ?? ''} onChange={(event) => set('salutation', text(event.currentTarget.value))}>
                  <option value="">{t('ordering.form.choose')}</option>
                  {SALUTATIONS.map((salutation) => (
                    <option key={salutation} value={salutation}>
                      {t(`ordering.salutations.${salutation}`, { defaultValue: salutation })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('ordering.form.firstName')} error={errors['firstName']} required>
              <Input
                name="firstName"
                autoComplete="off"
                value={values.firstName ?? ''}
                onChange={(event) => set('firstName', text(event.currentTarget.value))}
              />
            </FormField>
            <FormField label={t('ordering.form.lastName')} error={errors['lastName']} required>
              <Input name="lastName" autoComplete="off" value={values.lastName ?? ''} onChange={(event) => set('lastName', text(event.currentTarget.value))} />
            </FormField>
            <FormField label={t('ordering.form.birthDate')} error={errors['birthDate']} required helperText={t('ordering.form.birthDateHelp')}>
              <DateField
                name="birthDate"
                size="md"
                invalid={errors['birthDate'] !== undefined}
                value={values.birthDate ?? ''}
                onChange={(value) => set('birthDate', text(value))}
              />
            </FormField>
            <FormField label={t('ordering.form.email')} error={errors['email']} required>
              <Input
                name="email"
                type="email"
                autoComplete="off"
                value={values.email ?? ''}
                onChange={(event) => set('email', text(event.currentTarget.value))}
              />
            </FormField>
            <FormField label={t('ordering.form.phone')} error={errors['phone']} required>
              <Input
                name="phone"
                type="tel"
                autoComplete="off"
                value={values.phone ?? ''}
                onChange={(event) => set('phone', text(event.currentTarget.value))}
              />
            </FormField>
            <FormField label={t('ordering.form.language')} error={errors['language']} helperText={t('ordering.form.languageHelp')}>
              <NativeSelect.Root>
                <NativeSelect.Field name="language" value={values.language ?? 'de'} onChange={(event) => set('language', event.currentTarget.value)}>
                  {CUSTOMER_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {t(`ordering.form.languages.${language}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t('ordering.form.addressNote')}
          </Text>
        </Section>

        <Section title={t('ordering.form.products')}>
          <Box
            role="radiogroup"
            aria-label={t('ordering.form.mainProduct')}
            aria-invalid={Boolean(errors['mainProductId'])}
            aria-describedby={describedBy('mainProductId')}
          >
            <Text fontWeight="medium" mb="2">
              {t('ordering.form.mainProduct')}
            </Text>
            <Stack gap="2">
              {mains.map((product) => (
                <Box
                  as="label"
                  key={product.id}
                  display="flex"
                  gap="3"
                  alignItems="flex-start"
                  borderWidth="1px"
                  rounded="md"
                  p="3"
                  cursor="pointer"
                  borderColor={values.mainProductId === product.id ? 'brand.500' : 'border'}
                >
                  <input
                    type="radio"
                    name="mainProductId"
                    value={product.id}
                    checked={values.mainProductId === product.id}
                    onChange={() => set('mainProductId', product.id)}
                    style={{ marginTop: '0.3rem' }}
                  />
                  <Box>
                    <Text fontWeight="semibold">{product.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {productLine(product, t)}
                    </Text>
                  </Box>
                </Box>
              ))}
            </Stack>
            {errors['mainProductId'] ? (
              <Text id={errorId('mainProductId')} color="fg.error" fontSize="sm" mt="1">
                {errors['mainProductId']}
              </Text>
            ) : null}
          </Box>
          {addOns.length > 0 ? (
            <Box role="group" aria-label={t('ordering.form.addOns')} aria-describedby={describedBy('addOnProductIds')}>
              <Text fontWeight="medium" mb="2">
                {t('ordering.form.addOns')}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {addOns.map((product, index) => (
                  <Checkbox.Root
                    key={product.id}
                    checked={values.addOnProductIds.includes(product.id)}
                    onCheckedChange={(details) =>
                      set(
                        'addOnProductIds',
                        details.checked === true ? [...values.addOnProductIds, product.id] : values.addOnProductIds.filter((id) => id !== product.id),
                      )
                    }
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput name={index === 0 ? 'addOnProductIds' : undefined} />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>
                      {product.name}
                      <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                        {productLine(product, t)}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
              {errors['addOnProductIds'] ? (
                <Text id={errorId('addOnProductIds')} color="fg.error" fontSize="sm" mt="1">
                  {errors['addOnProductIds']}
                </Text>
              ) : null}
            </Box>
          ) : null}
          <Box maxW="xs">
            <FormField label={t('ordering.form.term')} error={errors['contractTermMonths']} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="contractTermMonths"
                  value={String(values.contractTermMonths ?? DEFAULT_CONTRACT_TERM)}
                  onChange={(event) => set('contractTermMonths', Number(event.currentTarget.value))}
                >
                  {CONTRACT_TERMS.map((months) => (
                    <option key={months} value={months}>
                      {t('ordering.form.months', { count: months })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
          <PriceSummary prices={prices} termMonths={values.contractTermMonths} />
        </Section>

        <Section title={t('ordering.form.installation')}>
          <Box maxW="xs">
            <FormField label={t('ordering.form.preferredDate')} error={errors['preferredDate']} helperText={t('ordering.form.preferredDateHelp')}>
              <DateField
                name="preferredDate"
                size="md"
                invalid={errors['preferredDate'] !== undefined}
                value={values.preferredDate ?? ''}
                onChange={(value) => set('preferredDate', text(value))}
              />
            </FormField>
          </Box>
          <FormField label={t('ordering.form.notes')} error={errors['installationNotes']} helperText={t('ordering.form.notesHelp', { max: NOTES_MAX })}>
            <Textarea
              name="installationNotes"
              rows={3}
              maxLength={NOTES_MAX}
              value={values.installationNotes ?? ''}
              onChange={(event) => set('installationNotes', text(event.currentTarget.value))}
            />
          </FormField>
        </Section>

        <Section title={t('ordering.form.consents')}>
          {(['consentTerms', 'consentDataProcessing'] as const).map((field) => (
            <Box key={field}>
              <Checkbox.Root
                checked={values[field]}
                onCheckedChange={(details) => set(field, details.checked === true)}
                alignItems="flex-start"
                invalid={Boolean(errors[field])}
              >
                <Checkbox.HiddenInput name={field} aria-describedby={describedBy(field)} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>{t(`ordering.form.${field}`)}</Checkbox.Label>
              </Checkbox.Root>
              {errors[field] ? (
                <Text id={errorId(field)} color="fg.error" fontSize="sm" mt="1">
                  {errors[field]}
                </Text>
              ) : null}
            </Box>
          ))}
        </Section>

        <Flex gap="3" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={() => void send('draft')} loading={saveState.loading} disabled={busy}>
            {t('ordering.form.saveDraft')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitState.loading} disabled={busy}>
            {t('ordering.form.submit')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

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
