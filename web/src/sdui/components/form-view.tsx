import { Alert, Box, Button, Field, HStack, Input, Link, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { FormFieldSpec, FormSpec, OptionSpec } from '../definition';
import { OPERATIONS, operationNamed, type MutationOutcome } from '../operations';
import { useCanOpen } from '../screen-context';
import { SKIP_DOCUMENT } from '../skip-document';
import { useOptions } from '../use-options';
import { displayText, fillTemplate, fillText, valueAt } from '../values';
import { formInput, validateField, type ValidationTexts } from './form-validation';

export const FormViewErrorFragment = graphql(`
  fragment FormView_error on MutationError {
    code
    message
    fieldErrors {
      field
      message
    }
  }
`);

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
    }),
    [t],
  );
}

interface FieldProps {
  field: FormFieldSpec;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
  onDefault: (value: string) => void;
  onOptions: (options: readonly OptionSpec[]) => void;
}

function FormFieldView({ field, value, error, readOnly, onChange, onDefault, onOptions }: FieldProps) {
  const { t } = useTranslation();
  const { options, defaultValue } = useOptions(field);
  useEffect(() => {
    if (defaultValue !== null) onDefault(String(defaultValue));
  }, [defaultValue, onDefault]);
  useEffect(() => {
    onOptions(options);
  }, [options, onOptions]);
  const id = `field-${field.name}`;
  const common = {
    id,
    name: field.name,
    value,
    readOnly,
    placeholder: field.placeholder,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  let control;
  if (field.type === 'select') {
    control = (
      <NativeSelect.Root disabled={readOnly}>
        <NativeSelect.Field {...common} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('sdui.form.choose')}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (field.type === 'textarea') {
    control = <Textarea {...common} rows={5} onChange={(event) => onChange(event.currentTarget.value)} />;
  } else {
    const type = field.type === 'number' ? 'text' : field.type;
    control = (
      <Input
        {...common}
        type={type}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        autoComplete={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'off'}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <Field.Root invalid={Boolean(error)} required={field.required === true}>
      <Field.Label htmlFor={id}>
        {field.label}
        {field.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control}
      {field.helper ? <Field.HelperText>{field.helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText id={`${id}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface FormViewProps {
  form: FormSpec;
  /** The page's data for prefills and submit parameters (a detail record or a row). */
  context?: object | null;
  /** After a successful submit. */
  onSuccess?: (outcome: MutationOutcome) => void;
  onCancel?: () => void;
}

/** Names of the registry's queries: after a successful submit, the visible ones are loaded again. */
const REFRESHED = new Set(Object.entries(OPERATIONS).flatMap(([name, operation]) => (operation.type === 'mutation' ? [] : [name])));

/**
 * A form from its definition: fields with the declared checks and German messages
 * beside them, a submit that shows its progress and cannot be sent twice, the server's
 * refusals beside the fields they concern, and the result with its link.
 */
export function FormView({ form, context, onSuccess, onCancel }: FormViewProps) {
  const { t } = useTranslation();
  const texts = useValidationTexts();
  const client = useApolloClient();
  const canOpen = useCanOpen();
  const operation = operationNamed(form.submit.operation);
  const mutation = operation?.type === 'mutation' ? operation : null;
  const [mutate] = useMutation(mutation?.document ?? SKIP_DOCUMENT);
  const prefilled = useMemo(() => {
    const values: Record<string, string> = {};
    for (const field of form.fields) {
      const fromContext = field.prefill ? displayText(valueAt(context, field.prefill)) : '';
      values[field.name] = fromContext !== '' ? fromContext : field.default !== undefined ? String(field.default) : '';
    }
    return values;
  }, [form, context]);
  const [values, setValues] = useState<Record<string, string>>(prefilled);
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<MutationOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const optionsOf = useRef(new Map<string, readonly OptionSpec[]>());

  const setValue = (name: string, value: string) => {
    touched.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const optionSetters = useMemo(
    () => Object.fromEntries(form.fields.map((field) => [field.name, (options: readonly OptionSpec[]) => optionsOf.current.set(field.name, options)])),
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
    const found: Record<string, string> = {};
    for (const field of form.fields) {
      const message = validateField(field, values[field.name] ?? '', optionsOf.current.get(field.name) ?? [], texts);
      if (message !== null) found[field.name] = message;
    }
    setErrors(found);
    setRefusal(null);
    const firstInvalid = form.fields.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    const input = formInput(form.fields, values);
    for (const [name, path] of Object.entries(form.submit.params ?? {})) {
      const value = valueAt(context, path);
      if (value !== undefined && value !== null) input[name] = value;
    }
    running.current = true;
    setPending(true);
    try {
      const result = await mutate({ variables: mutation.variables(input) });
      if (result.data === undefined || result.data === null) return;
      const outcome = mutation.result(result.data);
      if (!outcome.ok) {
        const byField: Record<string, string> = {};
        const general: string[] = [];
        for (const fieldError of outcome.error?.fieldErrors ?? []) {
          if (form.fields.some((field) => field.name === fieldError.field)) byField[fieldError.field] = fieldError.message;
          else general.push(fieldError.message);
        }
        setErrors(byField);
        setRefusal([outcome.error?.message ?? t('sdui.form.refused'), ...general].join(' '));
        return;
      }
      setDone(outcome);
      onSuccess?.(outcome);
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

  if (done !== null && (form.submit.success || form.submit.resultLink)) {
    const target = form.submit.resultLink ? fillTemplate(form.submit.resultLink, done.value) : null;
    return (
      <Stack gap="4">
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

  return (
    <Box asChild>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
        <Stack gap="4">
          {refusal ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          ) : null}
          <fieldset disabled={pending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="4">
              {form.fields.map((field) => (
                <FormFieldView
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ''}
                  error={errors[field.name]}
                  readOnly={field.readOnlyWhenPrefilled === true && (prefilled[field.name] ?? '') !== '' && field.prefill !== undefined}
                  onChange={(value) => setValue(field.name, value)}
                  onDefault={defaults[field.name]!}
                  onOptions={optionSetters[field.name]!}
                />
              ))}
            </Stack>
          </fieldset>
          <HStack justify="flex-end" gap="3">
            {onCancel ? (
              <Button variant="outline" onClick={onCancel} disabled={pending}>
                {t('common.cancel')}
              </Button>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={pending} loadingText={t('sdui.form.sending')}>
              {form.submit.label}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
