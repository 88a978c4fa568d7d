/**
 * The fields of a definition's form: one input per field type (text, select with its options
 * from the server, date, list of entries), its label, helper, the message of its check and
 * whether it is locked. `FormView` (form-view.tsx) holds the values and the submit.
 */
import { Box, Button, Field, Flex, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useEffect, useRef, useState } from 'react';
import type { FormFieldSpec, OptionSpec } from '../definition';
import { useOptions } from '../use-options';
import { fillText, labelOf } from '../values';
import { DateField } from '../../components/date-field';
import '../texts';
import { useTranslation } from '../../lib/i18n';

interface FieldProps {
  field: FormFieldSpec;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  /** Why the field cannot be changed here (`lockedHelper`), shown instead of its helper. */
  lockedHelper?: string | undefined;
  onChange: (value: string) => void;
  onDefault: (value: string) => void;
  /** The one value the server allows (an option source's `fixed`): the field takes it and is read-only. */
  onFixed: (value: string | null) => void;
  onOptions: (options: readonly OptionSpec[]) => void;
}

const idOf = (name: string) => `field-${name.replace(/\./g, '-')}`;

export function FormFieldView({ field, value, error, readOnly: locked, lockedHelper, onChange, onDefault, onFixed, onOptions }: FieldProps) {
  const { t } = useTranslation();
  const { options, defaultValue, fixedValue } = useOptions(field);
  useEffect(() => {
    if (defaultValue !== null) onDefault(String(defaultValue));
  }, [defaultValue, onDefault]);
  useEffect(() => {
    if (fixedValue !== null) onFixed(String(fixedValue));
  }, [fixedValue, onFixed]);
  useEffect(() => {
    onOptions(options);
  }, [options, onOptions]);
  const readOnly = locked || fixedValue !== null;
  const id = idOf(field.name);
  const suggestions = field.suggestionsFrom !== undefined && field.type !== 'select' ? `${id}-suggestions` : undefined;
  const helper = readOnly && lockedHelper ? lockedHelper : field.helper;
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
          {field.required && value !== '' ? null : <option value="">{t('sdui.form.choose')}</option>}
          {/* A prefilled value the choices lack (a superadmin's role) stays visible. */}
          {value !== '' && !options.some((option) => String(option.value) === value) ? (
            <option value={value}>{labelOf(value, field.labels) ?? value}</option>
          ) : null}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (field.type === 'date') {
    control = (
      <DateField id={id} name={field.name} value={value} size="md" invalid={Boolean(error)} aria-describedby={common['aria-describedby']} onChange={onChange} />
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
        autoComplete={field.autoComplete ?? (field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'off')}
        list={suggestions}
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
      {suggestions ? (
        <datalist id={suggestions}>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} />
          ))}
        </datalist>
      ) : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText id={`${id}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A list of texts (e.g. e-mail addresses): one field per entry with its remove button, and an add button. */
export function ListFieldView({
  field,
  entries,
  errors,
  onChange,
}: {
  field: FormFieldSpec;
  entries: readonly string[];
  errors: Readonly<Record<string, string>>;
  onChange: (entries: string[]) => void;
}) {
  const { t } = useTranslation();
  const lastEntry = useRef<HTMLInputElement>(null);
  const [focusLast, setFocusLast] = useState(false);
  useEffect(() => {
    if (focusLast) {
      lastEntry.current?.focus();
      setFocusLast(false);
    }
  }, [focusLast]);
  const numbered = (template: string | undefined, index: number, fallback: string) =>
    template ? fillText(template, { number: index + 1 }) : `${fallback} ${index + 1}`;
  const listError = errors[field.name];
  return (
    <Stack gap="3" role="group" aria-label={field.label}>
      {field.helper ? (
        <Text color="fg.muted" fontSize="sm">
          {field.helper}
        </Text>
      ) : null}
      {listError ? (
        <Text color="fg.error" fontSize="sm" id={`${idOf(field.name)}-error`}>
          {listError}
        </Text>
      ) : null}
      {entries.length === 0 ? <Text fontSize="sm">{field.emptyText ?? t('sdui.form.empty')}</Text> : null}
      {entries.map((entry, index) => {
        const name = `${field.name}.${index}`;
        const error = errors[name];
        const id = idOf(name);
        return (
          <Flex key={index} gap="2" align="flex-end">
            <Field.Root invalid={Boolean(error)} required flex="1">
              <Field.Label htmlFor={id}>
                {numbered(field.item?.label, index, field.label)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                ref={index === entries.length - 1 ? lastEntry : undefined}
                id={id}
                name={name}
                type={field.item?.type ?? 'text'}
                autoComplete="off"
                value={entry}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  onChange(entries.map((old, i) => (i === index ? value : old)));
                }}
              />
              {error ? <Field.ErrorText id={`${id}-error`}>{error}</Field.ErrorText> : null}
            </Field.Root>
            <IconButton
              variant="outline"
              colorPalette="red"
              aria-label={numbered(field.removeLabel, index, t('sdui.form.remove'))}
              mb={error ? '6' : '0'}
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              ✕
            </IconButton>
          </Flex>
        );
      })}
      <Box>
        <Button
          variant="outline"
          size="sm"
          disabled={field.maxItems !== undefined && entries.length >= field.maxItems}
          onClick={() => {
            onChange([...entries, '']);
            setFocusLast(true);
          }}
        >
          {field.addLabel ?? t('sdui.form.add')}
        </Button>
      </Box>
    </Stack>
  );
}
