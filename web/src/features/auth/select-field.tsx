import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import '../../lib/form-recipes';

/**
 * The select of the sign-up form (admins create users; the login pages have no select): Chakra's
 * Field and NativeSelect, which come with the form fields' chunk, not with the login.
 */
/** A native select (keyboard- and screen-reader-friendly everywhere) with a 'please choose' entry. */
export function SelectField({
  name,
  label,
  value,
  error,
  required = true,
  onChange,
  onBlur,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  options: readonly string[];
  placeholder: string;
}) {
  // The control names the error in aria-describedby, as the login's fields do (./form-fields).
  const base = useId();
  const descriptions = { ids: { errorText: `${base}-error`, helperText: `${base}-help` }, describedBy: error ? `${base}-error` : undefined };
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={descriptions.ids}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          aria-describedby={descriptions.describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
