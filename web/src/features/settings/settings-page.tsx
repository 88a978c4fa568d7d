import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Field, Flex, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { validateField } from '@shared/validation';
import { graphql } from '../../gql';
import type { SettingsForm_SettingsFragment } from '../../gql/graphql';
import { formatDateTime, localeOf } from '../../lib/intl';

export const SettingsFormFragment = graphql(`
  fragment SettingsForm_settings on AccountSettings {
    accountId
    contactName
    street
    postcode
    place
    phone
    email
    noticeEmails
    mailLanguage
    updatedAt
    updatedBy
  }
`);

export const SettingsPageQuery = graphql(`
  query SettingsPage($accountId: String) {
    settingsAccounts {
      canChoose
      current
      accounts
    }
    accountSettings(accountId: $accountId) {
      ...SettingsForm_settings
    }
  }
`);

const UpdateAccountSettingsMutation = graphql(`
  mutation UpdateAccountSettings($accountId: String, $input: AccountSettingsInput!) {
    updateAccountSettings(accountId: $accountId, input: $input) {
      ok
      settings {
        ...SettingsForm_settings
      }
      error {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

const LANGUAGES = ['de', 'en'] as const;
const MAX_NOTICE_EMAILS = 20;
type ContactField = 'contactName' | 'street' | 'postcode' | 'place' | 'phone' | 'email';
const CONTACT_FIELDS: ReadonlyArray<{ field: ContactField; label: string; required: boolean; type?: string; autoComplete: string }> = [
  { field: 'contactName', label: 'settings.contact.name', required: true, autoComplete: 'organization' },
  { field: 'street', label: 'settings.contact.street', required: false, autoComplete: 'street-address' },
  { field: 'postcode', label: 'settings.contact.postcode', required: false, autoComplete: 'postal-code' },
  { field: 'place', label: 'settings.contact.place', required: false, autoComplete: 'address-level2' },
  { field: 'phone', label: 'settings.contact.phone', required: false, type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'settings.contact.email', required: true, type: 'email', autoComplete: 'email' },
];

interface Values {
  contactName: string;
  street: string;
  postcode: string;
  place: string;
  phone: string;
  email: string;
  noticeEmails: string[];
  mailLanguage: string;
}

const valuesOf = (settings: SettingsForm_SettingsFragment): Values => ({
  contactName: settings.contactName,
  street: settings.street,
  postcode: settings.postcode,
  place: settings.place,
  phone: settings.phone,
  email: settings.email,
  noticeEmails: [...settings.noticeEmails],
  mailLanguage: settings.mailLanguage,
});

function FormField({
  label,
  error,
  helperText,
  required = false,
  children,
}: {
  label: string;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * What the shared validators of SPEC.md §5 judge in the browser already: required fields
 * and e-mail addresses. Postcode and phone are checked on the server, whose messages
 * appear beside the same fields.
 */
export function validateSettingsForm(values: Values, language: 'de' | 'en'): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, error: string | undefined) => {
    if (error) errors[field] = error;
  };
  put('contactName', validateField('name', values.contactName, { language }));
  put('email', validateField('email', values.email.trim(), { language }));
  values.noticeEmails.forEach((address, index) => put(`noticeEmails.${index}`, validateField('email', address.trim(), { language })));
  return errors;
}

/**
 * The account settings (`/settings`). An admin edits its own account; a superadmin picks
 * any ISP account. Exported as the default for the screen registry.
 */
export default function SettingsPage({ screen }: { screen?: { title: string } }) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState<string | null>(null);
  const { data, previousData, loading } = useQuery(SettingsPageQuery, { variables: { accountId }, fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  const choice = shown?.settingsAccounts;
  const settings = shown?.accountSettings;

  return (
    <Stack gap="5" maxW="4xl">
      <Box>
        <Heading as="h1" size="xl">
          {screen?.title ?? t('settings.title')}
        </Heading>
        <Text color="fg.muted" mt="1">
          {t('settings.intro')}
        </Text>
      </Box>
      {choice?.canChoose ? (
        <Box maxW="sm">
          <FormField label={t('settings.account')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="account" value={accountId ?? choice.current ?? ''} onChange={(event) => setAccountId(event.currentTarget.value)}>
                {choice.accounts.map((account) => (
                  <option key={account} value={account}>
                    {account}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      ) : null}
      {settings ? (
        <SettingsForm key={settings.accountId} settings={settings} accountId={accountId} />
      ) : loading ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text>{t('settings.loading')}</Text>
        </HStack>
      ) : null}
    </Stack>
  );
}

function SettingsForm({ settings, accountId }: { settings: SettingsForm_SettingsFragment; accountId: string | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string }>();
  const [saved, setSaved] = useState(settings);
  const [update] = useMutation(UpdateAccountSettingsMutation);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const lastAddress = useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = useState(false);

  useEffect(() => {
    if (focusLast) {
      lastAddress.current?.focus();
      setFocusLast(false);
    }
  }, [focusLast]);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const setAddress = (index: number, value: string) =>
    setValues((current) => ({ ...current, noticeEmails: current.noticeEmails.map((old, i) => (i === index ? value : old)) }));
  const removeAddress = (index: number) => {
    setValues((current) => ({ ...current, noticeEmails: current.noticeEmails.filter((_, i) => i !== index) }));
    // Messages of later rows would point at the wrong address now.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('noticeEmails.'))));
  };
  const addAddress = () => {
    setValues((current) => ({ ...current, noticeEmails: [...current.noticeEmails, ''] }));
    setFocusLast(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One save at a time: a second click before the button shows its spinner is ignored.
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      setNotice(undefined);
      const clientErrors = validateSettingsForm(values, language);
      setErrors(clientErrors);
      if (Object.keys(clientErrors).length > 0) return;
      const input = { ...values, noticeEmails: values.noticeEmails.map((address) => address.trim()) };
      const result = (await update({ variables: { accountId, input } }).catch(() => undefined))?.data?.updateAccountSettings;
      if (!result) return;
      if (result.ok && result.settings) {
        setSaved(result.settings);
        setValues(valuesOf(result.settings));
        setNotice({ status: 'success', text: t('settings.saved') });
      } else {
        setErrors(Object.fromEntries((result.error?.fieldErrors ?? []).map((error) => [error.field, error.message])));
        setNotice({ status: 'error', text: result.error?.message ?? '' });
      }
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const savedAt = saved.updatedAt ? formatDateTime(saved.updatedAt, localeOf(language)) : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('settings.title')}>
      <Stack gap="6">
        {notice ? (
          <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Description>{notice.text}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          {savedAt ? t('settings.lastSaved', { at: savedAt, by: saved.updatedBy ?? '–' }) : t('settings.neverSaved')}
        </Text>

        <Box as="fieldset" bg="white" borderWidth="1px" rounded="md" p="5">
          <Heading as="legend" size="md" mb="4" float="left" width="full">
            {t('settings.contact.legend')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" clear="both">
            {CONTACT_FIELDS.map(({ field, label, required, type, autoComplete }) => (
              <FormField key={field} label={t(label)} error={errors[field]} required={required}>
                <Input
                  name={field}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  value={values[field]}
                  onChange={(event) => set(field)(event.currentTarget.value)}
                />
              </FormField>
            ))}
          </SimpleGrid>
        </Box>

        <Box as="fieldset" bg="white" borderWidth="1px" rounded="md" p="5">
          <Heading as="legend" size="md" mb="1" float="left" width="full">
            {t('settings.notices.legend')}
          </Heading>
          <Stack gap="3" clear="both">
            <Text color="fg.muted" fontSize="sm">
              {t('settings.notices.help')}
            </Text>
            {errors['noticeEmails'] ? (
              <Text color="fg.error" fontSize="sm">
                {errors['noticeEmails']}
              </Text>
            ) : null}
            {values.noticeEmails.length === 0 ? <Text fontSize="sm">{t('settings.notices.none')}</Text> : null}
            {values.noticeEmails.map((address, index) => (
              <Flex key={index} gap="2" align="flex-end">
                <Box flex="1">
                  <FormField label={t('settings.notices.address', { number: index + 1 })} error={errors[`noticeEmails.${index}`]} required>
                    <Input
                      ref={index === values.noticeEmails.length - 1 ? lastAddress : undefined}
                      name={`noticeEmails.${index}`}
                      type="email"
                      autoComplete="off"
                      value={address}
                      onChange={(event) => setAddress(index, event.currentTarget.value)}
                    />
                  </FormField>
                </Box>
                <IconButton
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('settings.notices.removeLabel', { number: index + 1 })}
                  mb={errors[`noticeEmails.${index}`] ? '6' : '0'}
                  onClick={() => removeAddress(index)}
                >
                  ✕
                </IconButton>
              </Flex>
            ))}
            <Box>
              <Button variant="outline" size="sm" disabled={values.noticeEmails.length >= MAX_NOTICE_EMAILS} onClick={addAddress}>
                {t('settings.notices.add')}
              </Button>
            </Box>
          </Stack>
        </Box>

        <Box as="fieldset" bg="white" borderWidth="1px" rounded="md" p="5">
          <Heading as="legend" size="md" mb="1" float="left" width="full">
            {t('settings.language.legend')}
          </Heading>
          <Box maxW="xs" clear="both">
            <FormField label={t('settings.language.label')} error={errors['mailLanguage']} helperText={t('settings.language.help')}>
              <NativeSelect.Root>
                <NativeSelect.Field name="mailLanguage" value={values.mailLanguage} onChange={(event) => set('mailLanguage')(event.currentTarget.value)}>
                  {LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`settings.language.${code}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
        </Box>

        <Box>
          <Button type="submit" size="lg" loading={pending} loadingText={t('settings.save')} bg="brand.600" color="white" _hover={{ bg: 'brand.700' }}>
            {t('settings.save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
