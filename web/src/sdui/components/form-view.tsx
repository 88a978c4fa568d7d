import { Alert, Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { setLanguage, useTranslation } from '../../lib/i18n';
import type { FormFieldSpec, FormSectionSpec, FormSpec, OptionSpec } from '../definition';
import { OPERATIONS, operationNamed, type MutationOutcome } from '../operations';
import { useCanOpen } from '../screen-context';
import { SKIP_DOCUMENT } from '../skip-document';
import { displayText, fillTemplate, fillText, PALETTE, valueAt } from '../values';
import { formInput, validateForm, type FormValue, type ValidationTexts } from './form-validation';
import '../texts';
import { FormFieldView, ListFieldView } from './form-fields';

export function useValidationTexts(): ValidationTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: t('sdui.form.required'),
      minLength: (count) => t('sdui.form.minLength', { count }),
      maxLength: (count, length) => t('sdui.form.maxLength', { count, length }),
      email: t('sdui.form.email'),
      tel: t('sdui.form.tel'),
      number: t('sdui.form.number'),
      min: (min) => t('sdui.form.min', { min }),
      max: (max) => t('sdui.form.max', { max }),
      date: t('sdui.form.date'),
      option: t('sdui.form.option'),
      pattern: t('sdui.form.pattern'),
      maxItems: (count) => t('sdui.form.maxItems', { count }),
    }),
    [t],
  );
}

export interface FormViewProps {
  form: FormSpec;
  /** The page's data for prefills and submit parameters (a detail record or a row). */
  context?: object | null;
  /**
   * The record the form edits (a form screen's data): each field starts with its value at
   * `prefill`, default the field's name, and an emptied field is sent as ''.
   */
  record?: object | null;
  /** The screen's variables (e.g. the chosen account), passed to the mutation where it declares them. */
  variables?: Record<string, unknown>;
  /** The form's accessible name (a form screen: its title). */
  label?: string;
  /** After a successful submit. */
  onSuccess?: (outcome: MutationOutcome) => void;
  onCancel?: () => void;
  /** The parent closes the dialog on success and shows the message itself: no success view here. */
  closesOnSuccess?: boolean;
}

/** Names of the registry's queries: after a successful submit, the visible ones are loaded again. */
const REFRESHED = new Set(Object.entries(OPERATIONS).flatMap(([name, operation]) => (operation.type === 'mutation' ? [] : [name])));

/** The values a record gives the fields: texts, and lists of texts for list fields. */
function valuesOfRecord(fields: readonly FormFieldSpec[], record: object | null | undefined): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = valueAt(record, field.prefill ?? field.name);
    values[field.name] =
      field.type === 'list'
        ? Array.isArray(value)
          ? value.map((entry) => displayText(entry))
          : []
        : value === null || value === undefined
          ? ''
          : displayText(value);
  }
  return values;
}

type Notice = { status: 'success' | 'error'; text: string } | null;

/**
 * A form from its definition: fields (in sections, where declared) with the declared checks
 * and messages beside them, all in one round and with the shared rules the server uses; a
 * submit that shows its progress and cannot be sent twice; the server's refusals beside the
 * fields they concern; focus on the first mistake and the count announced. In a dialog the
 * result replaces the form; on a form screen (`record`) the form stays with the saved values.
 */
export function FormView({ form, context, record, variables, label, onSuccess, onCancel, closesOnSuccess = false }: FormViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const texts = useValidationTexts();
  const client = useApolloClient();
  const canOpen = useCanOpen();
  const editing = record !== undefined;
  const operation = operationNamed(form.submit.operation);
  const mutation = operation?.type === 'mutation' ? operation : null;
  const [mutate] = useMutation(mutation?.document ?? SKIP_DOCUMENT);
  const prefilled = useMemo(() => {
    if (editing) return valuesOfRecord(form.fields, record);
    const values: Record<string, FormValue> = {};
    for (const field of form.fields) {
      if (field.type === 'list') {
        values[field.name] = [];
        continue;
      }
      const fromContext = field.prefill ? displayText(valueAt(context, field.prefill)) : '';
      values[field.name] = fromContext !== '' ? fromContext : field.default !== undefined ? String(field.default) : '';
    }
    return values;
    // The record is read once: the form keeps what the user typed until it is saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, context]);
  const [values, setValues] = useState<Record<string, FormValue>>(prefilled);
  const savedValues = useRef(prefilled);
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [done, setDone] = useState<MutationOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const optionsOf = useRef(new Map<string, readonly OptionSpec[]>());
  /** Fields the page's data does not let this user change (`editableWhen`): shown, neither checked nor sent. */
  const locked = useMemo(
    () =>
      new Set(
        form.fields.filter((field) => field.editableWhen !== undefined && valueAt(context ?? record, field.editableWhen) !== true).map((field) => field.name),
      ),
    // The record is read once, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, context],
  );
  const open = (fields: readonly FormFieldSpec[]) => fields.filter((field) => !locked.has(field.name));

  // Focus moves to the first field with a message, in the order the page shows them.
  useEffect(() => {
    if (focusRequest === 0) return;
    const controls = formRef.current?.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]') ?? [];
    const first = [...controls].find((control) => Object.hasOwn(errors, control.getAttribute('name') ?? ''));
    first?.focus();
    // Only a new request moves the focus, not a message that clears while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const setValue = (name: string, value: FormValue) => {
    touched.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const stale = Object.keys(current).filter((key) => key === name || key.startsWith(`${name}.`));
      if (stale.length === 0) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !stale.includes(key)));
    });
  };
  const optionSetters = useMemo(
    () => Object.fromEntries(form.fields.map((field) => [field.name, (options: readonly OptionSpec[]) => optionsOf.current.set(field.name, options)])),
    [form],
  );
  const fixers = useMemo(
    () =>
      Object.fromEntries(
        form.fields.map((field) => [
          field.name,
          (value: string | null) => {
            if (value !== null) setValues((current) => (current[field.name] === value ? current : { ...current, [field.name]: value }));
          },
        ]),
      ),
    [form],
  );
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        form.fields.map((field) => [
          field.name,
          (value: string) => {
            if (touched.current.has(field.name)) return;
            setValues((current) => (current[field.name] ? current : { ...current, [field.name]: value }));
          },
        ]),
      ),
    [form],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || mutation === null) return;
    const found = validateForm(open(form.fields), values, (name) => optionsOf.current.get(name) ?? [], texts, language);
    setErrors(found);
    setNotice(null);
    const count = Object.keys(found).length;
    if (count > 0) {
      setNotice({ status: 'error', text: t('sdui.form.invalid', { count }) });
      setFocusRequest((request) => request + 1);
      return;
    }
    const input = formInput(open(form.fields), values, editing);
    for (const [name, path] of Object.entries(form.submit.params ?? {})) {
      const value = valueAt(context ?? record, path);
      if (value !== undefined && value !== null) input[name] = value;
    }
    running.current = true;
    setPending(true);
    try {
      const result = await mutate({ variables: mutation.variables(input, variables) });
      if (result.data === undefined || result.data === null) return;
      const outcome = mutation.result(result.data);
      if (!outcome.ok) {
        const byField: Record<string, string> = {};
        const general: string[] = [];
        const shown = (path: string) => form.fields.some((field) => field.name === path || (field.type === 'list' && path.startsWith(`${field.name}.`)));
        for (const fieldError of outcome.error?.fieldErrors ?? []) {
          if (shown(fieldError.field)) byField[fieldError.field] = fieldError.message;
          else general.push(fieldError.message);
        }
        setErrors(byField);
        setNotice({ status: 'error', text: [outcome.error?.message ?? t('sdui.form.refused'), ...general].join(' ') });
        setFocusRequest((request) => request + 1);
        return;
      }
      onSuccess?.(outcome);
      if (editing) {
        // The form stays, with the values as the server saved them (trimmed).
        const saved = outcome.value !== null ? valuesOfRecord(form.fields, outcome.value) : values;
        const languageField = form.submit.applyLanguage;
        const changedLanguage = languageField !== undefined && saved[languageField] !== savedValues.current[languageField] ? saved[languageField] : undefined;
        savedValues.current = saved;
        setValues(saved);
        setNotice({ status: 'success', text: form.submit.success ? fillText(form.submit.success, outcome.value) : t('sdui.form.saved') });
        if ((changedLanguage === 'de' || changedLanguage === 'en') && changedLanguage !== i18n.language) void setLanguage(changedLanguage);
      } else if (!closesOnSuccess) setDone(outcome);
      // The lists and records on the page show the change; a failure here is the error link's to show.
      void client.refetchQueries({ include: 'active', onQueryUpdated: (query) => REFRESHED.has(query.queryName ?? '') }).catch(() => undefined);
    } catch {
      // The error link has shown the error in the modal; the form stays as it was.
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  if (mutation === null) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('sdui.form.unknownOperation', { name: form.submit.operation })}</Alert.Description>
      </Alert.Root>
    );
  }

  if (done !== null && (form.submit.success || form.submit.resultLink || done.warning)) {
    const target = form.submit.resultLink ? fillTemplate(form.submit.resultLink, done.value) : null;
    return (
      <Stack gap="4">
        {done.warning ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{done.warning}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{form.submit.success ? fillText(form.submit.success, done.value) : t('sdui.form.saved')}</Alert.Title>
            {target !== null && canOpen(target) ? (
              <Alert.Description>
                <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
                  <RouterLink to={target}>{form.submit.resultLinkLabel ? fillText(form.submit.resultLinkLabel, done.value) : target}</RouterLink>
                </Link>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
        {onCancel ? (
          <HStack justify="flex-end">
            <Button variant="outline" onClick={onCancel}>
              {t('common.close')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    );
  }

  const fieldView = (field: FormFieldSpec) => {
    const value = values[field.name];
    if (field.type === 'list') {
      return (
        <ListFieldView
          key={field.name}
          field={field}
          entries={Array.isArray(value) ? value : []}
          errors={errors}
          onChange={(entries) => setValue(field.name, entries)}
        />
      );
    }
    const text = typeof value === 'string' ? value : '';
    return (
      <FormFieldView
        key={field.name}
        field={field}
        value={text}
        error={errors[field.name]}
        readOnly={locked.has(field.name) || (field.readOnlyWhenPrefilled === true && (prefilled[field.name] ?? '') !== '' && field.prefill !== undefined)}
        lockedHelper={locked.has(field.name) ? field.lockedHelper : undefined}
        onChange={(next) => setValue(field.name, next)}
        onDefault={defaults[field.name]!}
        onFixed={fixers[field.name]!}
        onOptions={optionSetters[field.name]!}
      />
    );
  };
  const byName = new Map(form.fields.map((field) => [field.name, field]));
  const sections = form.sections ?? [];
  const inSections = new Set(sections.flatMap((section) => section.fields));
  const rest = form.fields.filter((field) => !inSections.has(field.name));

  return (
    <Box asChild>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={pending} aria-label={label}>
        <Stack gap={sections.length > 0 ? '6' : '4'}>
          {form.intro ? <Text color="fg.muted">{fillText(form.intro, context ?? record)}</Text> : null}
          {/* What went wrong (an alert) or that it was saved (a status) is announced once per submit. */}
          {notice ? (
            <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
              <Alert.Indicator />
              <Alert.Description>{notice.text}</Alert.Description>
            </Alert.Root>
          ) : null}
          <fieldset disabled={pending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap={sections.length > 0 ? '6' : '4'}>
              {sections.map((section) => (
                <SectionView key={section.title} section={section}>
                  {section.fields.flatMap((name) => {
                    const field = byName.get(name);
                    return field ? [fieldView(field)] : [];
                  })}
                </SectionView>
              ))}
              {rest.map(fieldView)}
            </Stack>
          </fieldset>
          <HStack justify={editing ? 'flex-start' : 'flex-end'} gap="3">
            {onCancel ? (
              <Button variant="outline" onClick={onCancel} disabled={pending}>
                {t('common.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              colorPalette={form.submit.tone ? PALETTE[form.submit.tone] : 'brand'}
              size={editing ? 'lg' : 'md'}
              loading={pending}
              loadingText={t('sdui.form.sending')}
            >
              {form.submit.label}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

/** A group of fields under its legend. */
function SectionView({ section, children }: { section: FormSectionSpec; children: ReactNode }) {
  return (
    <Box as="fieldset" bg="white" borderWidth="1px" rounded="md" p="5" minW="0">
      <Heading as="legend" size="md" mb="1" float="left" width="full">
        {section.title}
      </Heading>
      <Stack gap="3" clear="both" pt="2">
        {section.help ? (
          <Text color="fg.muted" fontSize="sm">
            {section.help}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: section.columns ?? 1 }} gap="4">
          {children}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
