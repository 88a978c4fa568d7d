import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Controller, FormProvider, useController, useForm, useFormContext, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { CONTRACT_TERMS, CUSTOMER_LANGUAGES, NOTES_MAX, SALUTATIONS } from '@fibre-portal/shared/order-form';
import { orderPrices } from '@fibre-portal/shared/order-pricing';
import { DateField } from '../../components/date-field';
import { useSingleFlight } from '../../lib/use-single-flight';
import { FormField } from './form-field';
import { clearOrderForm, saveOrderForm } from './form-storage';
import { addressLine } from './format';
import { PriceSummary, feeLabel } from './price-summary';
import { SigningLinkBox } from './signing-link-box';
import './texts';
import {
  FIELD_ORDER,
  SaveOrderDraftMutation,
  SubmitOrderMutation,
  initialForm,
  toInput,
  type Details,
  type Notice,
  type Product,
  type SubmittedOrder,
} from './order-form-data';
import { orderFormResolver, toFormState, toStoredForm, type OrderFormContext, type OrderFormState, type SendMode } from './order-form-state';
import { useTranslation } from '../../lib/i18n';

type Field = FieldPath<OrderFormState>;

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

/** The message of a field, or nothing. */
function useFieldError(field: Field): string | undefined {
  const { formState } = useFormContext<OrderFormState>();
  return formState.errors[field as keyof OrderFormState]?.message;
}

/** The message under a choice (radios, checkboxes), tied to it as its description. */
function ChoiceError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <Text id={id} color="fg.error" fontSize="sm" mt="1">
      {message}
    </Text>
  ) : null;
}

function TextInput({ field, label, type, required = false }: { field: Field; label: string; type?: 'email' | 'tel'; required?: boolean }) {
  const { register } = useFormContext<OrderFormState>();
  return (
    <FormField label={label} error={useFieldError(field)} required={required}>
      <Input {...register(field)} type={type} autoComplete="off" />
    </FormField>
  );
}

function DayInput({
  field,
  label,
  helperText,
  required = false,
}: {
  field: 'birthDate' | 'preferredDate';
  label: string;
  helperText: string;
  required?: boolean;
}) {
  const error = useFieldError(field);
  return (
    <FormField label={label} error={error} required={required} helperText={helperText}>
      <Controller<OrderFormState, typeof field>
        name={field}
        render={({ field: { name, value, onChange } }) => <DateField name={name} size="md" invalid={error !== undefined} value={value} onChange={onChange} />}
      />
    </FormField>
  );
}

type SelectField = 'ispAccountId' | 'salutation' | 'language' | 'contractTermMonths';

function Select({
  field,
  label,
  required = false,
  helperText,
  children,
}: {
  field: SelectField;
  label: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
}) {
  const { field: control } = useController<OrderFormState, SelectField>({ name: field });
  return (
    <FormField label={label} error={useFieldError(field)} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field name={control.name} value={control.value} onChange={(event) => control.onChange(event.currentTarget.value)} onBlur={control.onBlur}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function ConnectionSection({ details }: { details: Details }) {
  const { t } = useTranslation();
  return (
    <Section title={t('ordering.form.connection')}>
      <Text>
        <Text as="span" fontWeight="semibold">
          {details.cid.id}
        </Text>{' '}
        · {addressLine({ ...details.location.address, unit: details.cid.unit })}
      </Text>
      {details.orderAccounts.length > 1 ? (
        <Select field="ispAccountId" label={t('ordering.form.isp')} required>
          <option value="">{t('ordering.form.choose')}</option>
          {details.orderAccounts.map((account) => (
            <option key={account.accountId} value={account.accountId}>
              {account.name}
            </option>
          ))}
        </Select>
      ) : (
        <Text color="fg.muted">{t('ordering.form.orderFor', { name: details.orderAccounts[0]?.name ?? '–' })}</Text>
      )}
    </Section>
  );
}

function CustomerSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('ordering.form.customer')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Select field="salutation" label={t('ordering.form.salutation')} required>
          <option value="">{t('ordering.form.choose')}</option>
          {SALUTATIONS.map((salutation) => (
            <option key={salutation} value={salutation}>
              {t(`ordering.salutations.${salutation}`, { defaultValue: salutation })}
            </option>
          ))}
        </Select>
        <TextInput field="firstName" label={t('ordering.form.firstName')} required />
        <TextInput field="lastName" label={t('ordering.form.lastName')} required />
        <DayInput field="birthDate" label={t('ordering.form.birthDate')} helperText={t('ordering.form.birthDateHelp')} required />
        <TextInput field="email" type="email" label={t('ordering.form.email')} required />
        <TextInput field="phone" type="tel" label={t('ordering.form.phone')} required />
        <Select field="language" label={t('ordering.form.language')} helperText={t('ordering.form.languageHelp')}>
          {CUSTOMER_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`ordering.form.languages.${code}`)}
            </option>
          ))}
        </Select>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('ordering.form.addressNote')}
      </Text>
    </Section>
  );
}

function ProductsSection({ products, errorId }: { products: Details['products']; errorId: (field: string) => string }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<OrderFormState>();
  const [mainProductId, addOnProductIds, contractTermMonths] = useWatch({ control, name: ['mainProductId', 'addOnProductIds', 'contractTermMonths'] });
  const mainError = useFieldError('mainProductId');
  const addOnError = useFieldError('addOnProductIds');
  const mains = products.filter((product) => product.kind === 'MAIN');
  const addOns = products.filter((product) => product.kind === 'ADD_ON');
  // The sums as the server computes them for the signing page and the PDF (shared/order-pricing.ts).
  const prices = orderPrices(
    products
      .filter((product) => product.id === mainProductId || addOnProductIds.includes(product.id))
      .map((product) => ({ chargeType: product.chargeType, monthlyFee: product.monthlyFee ?? null, setupFee: product.setupFee ?? null })),
  );
  return (
    <Section title={t('ordering.form.products')}>
      <Box
        role="radiogroup"
        aria-label={t('ordering.form.mainProduct')}
        aria-invalid={Boolean(mainError)}
        aria-describedby={mainError ? errorId('mainProductId') : undefined}
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
              borderColor={mainProductId === product.id ? 'brand.500' : 'border'}
            >
              <input type="radio" {...register('mainProductId')} value={product.id} style={{ marginTop: '0.3rem' }} />
              <Box>
                <Text fontWeight="semibold">{product.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {productLine(product, t)}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
        <ChoiceError id={errorId('mainProductId')} message={mainError} />
      </Box>
      {addOns.length > 0 ? (
        <Box role="group" aria-label={t('ordering.form.addOns')} aria-describedby={addOnError ? errorId('addOnProductIds') : undefined}>
          <Text fontWeight="medium" mb="2">
            {t('ordering.form.addOns')}
          </Text>
          <Controller<OrderFormState, 'addOnProductIds'>
            name="addOnProductIds"
            render={({ field: { value, onChange } }) => (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {addOns.map((product, index) => (
                  <Checkbox.Root
                    key={product.id}
                    checked={value.includes(product.id)}
                    onCheckedChange={(change) => onChange(change.checked === true ? [...value, product.id] : value.filter((id) => id !== product.id))}
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
            )}
          />
          <ChoiceError id={errorId('addOnProductIds')} message={addOnError} />
        </Box>
      ) : null}
      <Box maxW="xs">
        <Select field="contractTermMonths" label={t('ordering.form.term')} required>
          {CONTRACT_TERMS.map((months) => (
            <option key={months} value={months}>
              {t('ordering.form.months', { count: months })}
            </option>
          ))}
        </Select>
      </Box>
      <PriceSummary prices={prices} termMonths={contractTermMonths === '' ? null : Number(contractTermMonths)} />
    </Section>
  );
}

function InstallationSection() {
  const { t } = useTranslation();
  const { register } = useFormContext<OrderFormState>();
  return (
    <Section title={t('ordering.form.installation')}>
      <Box maxW="xs">
        <DayInput field="preferredDate" label={t('ordering.form.preferredDate')} helperText={t('ordering.form.preferredDateHelp')} />
      </Box>
      <FormField label={t('ordering.form.notes')} error={useFieldError('installationNotes')} helperText={t('ordering.form.notesHelp', { max: NOTES_MAX })}>
        <Textarea {...register('installationNotes')} rows={3} maxLength={NOTES_MAX} />
      </FormField>
    </Section>
  );
}

function Consent({ field, errorId }: { field: 'consentTerms' | 'consentDataProcessing'; errorId: (field: string) => string }) {
  const { t } = useTranslation();
  const error = useFieldError(field);
  return (
    <Box>
      <Controller<OrderFormState, typeof field>
        name={field}
        render={({ field: { name, value, onChange } }) => (
          <Checkbox.Root checked={value} onCheckedChange={(change) => onChange(change.checked === true)} alignItems="flex-start" invalid={Boolean(error)}>
            <Checkbox.HiddenInput name={name} aria-describedby={error ? errorId(field) : undefined} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{t(`ordering.form.${field}`)}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <ChoiceError id={errorId(field)} message={error} />
    </Box>
  );
}

function Submitted({ cid, order }: { cid: string; order: SubmittedOrder }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="3xl">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('ordering.form.submittedTitle', { number: order.number })}</Alert.Title>
          <Alert.Description>{t('ordering.form.submittedText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {order.signingLink ? <SigningLinkBox url={order.signingLink.url} expiresAt={order.signingLink.expiresAt ?? null} /> : null}
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

type Outcome = {
  ok: boolean;
  replayed: boolean;
  order?: (SubmittedOrder & { draftKey?: string | null }) | null;
  error?: { code: string; message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
};

/**
 * The form itself: its state in react-hook-form, checked with the shared rules as the server
 * checks them (`order-form-state.ts`), kept in the tab's session storage until its success
 * has been shown, and sent once however often it is clicked.
 */
export function OrderForm({ details, draftKey }: { details: Details; draftKey: string | null }) {
  const { t, i18n } = useTranslation();
  const cid = details.cid.id;
  const [initial] = useState(() => initialForm(details, draftKey));
  const offer = useMemo(
    () => ({
      mainProductIds: details.products.filter((product) => product.kind === 'MAIN').map((product) => product.id),
      addOnProductIds: details.products.filter((product) => product.kind === 'ADD_ON').map((product) => product.id),
    }),
    [details.products],
  );
  // Set by the button that sends, read by the resolver when it checks.
  const mode = useRef<SendMode>('submit');
  const context: OrderFormContext = {
    mode,
    language: i18n.language,
    offer,
    chooseAccount: details.orderAccounts.length > 1,
    ispRequired: t('ordering.form.ispRequired'),
  };
  const form = useForm<OrderFormState, OrderFormContext>({
    defaultValues: toFormState(initial),
    resolver: orderFormResolver,
    context,
    // The first invalid field in the order of the page, whatever kind of control it is (below).
    shouldFocusError: false,
  });
  const { handleSubmit, setError, subscribe } = form;
  const [notice, setNotice] = useState<Notice>();
  const [submitted, setSubmitted] = useState<SubmittedOrder | null>(null);
  const [submitOrder, submitState] = useMutation(SubmitOrderMutation);
  const [saveDraft, saveState] = useMutation(SaveOrderDraftMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const flight = useSingleFlight();
  const errorIdPrefix = useId();
  const errorId = (field: string) => `${errorIdPrefix}-${field}-error`;
  const busy = flight.pending || submitState.loading || saveState.loading;

  // The form survives a reload until its success has been shown (see form-storage.ts).
  useEffect(() => {
    saveOrderForm(cid, initial);
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveOrderForm(cid, toStoredForm(initial.key, values)) });
  }, [cid, initial, subscribe]);

  const focusFirst = (fields: readonly string[]) => {
    const first = FIELD_ORDER.find((field) => fields.includes(field));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const handle = (outcome: Outcome | undefined, sent: SendMode) => {
    if (!outcome) return;
    if (outcome.ok && outcome.order) {
      if (sent === 'submit') {
        clearOrderForm(cid);
        setSubmitted(outcome.order);
      } else setNotice({ status: 'success', text: t('ordering.form.draftSaved', { number: outcome.order.number }) });
      return;
    }
    const error = outcome.error;
    if (!error) return;
    for (const { field, message } of error.fieldErrors) setError(field as Field, { type: 'server', message });
    focusFirst(error.fieldErrors.map(({ field }) => field));
    setNotice({ status: error.code === 'INVALID_INPUT' ? 'warning' : 'error', text: error.message });
  };

  const post = async (sent: SendMode, state: OrderFormState) => {
    const input = toInput(cid, toStoredForm(initial.key, state));
    try {
      if (sent === 'submit') handle((await submitOrder({ variables: { input } })).data?.submitOrder, sent);
      else handle((await saveDraft({ variables: { input } })).data?.saveOrderDraft, sent);
    } catch {
      // No answer: the form and its key stay; sending again cannot create a second order.
      setNotice({ status: 'error', text: t('ordering.form.noAnswer') });
    }
  };

  const refused = (errors: FieldErrors<OrderFormState>) => {
    focusFirst(Object.keys(errors));
    setNotice({ status: 'warning', text: t('ordering.form.checkFields') });
  };

  // One send at a time: a second submission before the buttons are disabled is dropped.
  const send = (sent: SendMode) =>
    flight.run(async () => {
      setNotice(undefined);
      mode.current = sent;
      await handleSubmit((state) => post(sent, state), refused)();
    });

  if (submitted) return <Submitted cid={cid} order={submitted} />;

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
    <FormProvider {...form}>
      <chakra.form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void send('submit');
        }}
        noValidate
        aria-label={t('ordering.form.title')}
        maxW="4xl"
      >
        <Stack gap="5">
          {notice ? (
            <Alert.Root status={notice.status} role={notice.status === 'success' ? 'status' : 'alert'}>
              <Alert.Indicator />
              <Alert.Description>{notice.text}</Alert.Description>
            </Alert.Root>
          ) : null}
          <ConnectionSection details={details} />
          <CustomerSection />
          <ProductsSection products={details.products} errorId={errorId} />
          <InstallationSection />
          <Section title={t('ordering.form.consents')}>
            <Consent field="consentTerms" errorId={errorId} />
            <Consent field="consentDataProcessing" errorId={errorId} />
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
    </FormProvider>
  );
}
