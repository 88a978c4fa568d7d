import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Button, Field, IconButton, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import '../../lib/form-recipes';
import { useTranslation } from '../../lib/i18n';

interface BaseFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  helperText?: ReactNode;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Ids for a field's texts, so that the control names them in aria-describedby: Ark's field
 * points at the error only through aria-errormessage, which several screen readers ignore.
 */
function useDescriptions(error: string | undefined, helperText: ReactNode) {
  const base = useId();
  const ids = { errorText: `${base}-error`, helperText: `${base}-help` };
  const describedBy = [helperText ? ids.helperText : undefined, error ? ids.errorText : undefined].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
}

// Fields are required unless marked: no asterisks (every field of the login forms is required);
// the one optional field of sign-up says so in its helper text.

/** A labelled text input with its error beside it (client validation or the server's FIELD_ERROR). */
export function TextField({
  name,
  label,
  value,
  error,
  required = true,
  helperText,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  autoFocus,
}: BaseFieldProps & { type?: 'text' | 'email'; autoComplete?: string; autoFocus?: boolean }) {
  const descriptions = useDescriptions(error, helperText);
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={descriptions.ids}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        aria-describedby={descriptions.describedBy}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The e-mail field of the auth forms (SPEC.md §5), labelled and typed the same everywhere. */
export function EmailField(props: Omit<BaseFieldProps, 'name' | 'label'> & { autoComplete?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return <TextField name="email" type="email" label={t('auth.email')} {...props} />;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * Password input with a button that shows or hides what was typed (Chakra v3 has no
 * PasswordInput in its core). The button is a toggle (aria-pressed) with its own label.
 */
export function PasswordField({
  name,
  label,
  value,
  error,
  required = true,
  helperText,
  onChange,
  onBlur,
  autoComplete,
  autoFocus,
}: BaseFieldProps & { autoComplete: 'current-password' | 'new-password'; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const descriptions = useDescriptions(error, helperText);
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={descriptions.ids}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          aria-describedby={descriptions.describedBy}
          value={value}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      </InputGroup>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

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
}: BaseFieldProps & { options: readonly string[]; placeholder: string }) {
  const descriptions = useDescriptions(error, undefined);
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

/** The form's main action: shows a spinner and ignores clicks while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} loadingText={children} size="lg" bg="brand.600" color="white" _hover={{ bg: 'brand.700' }}>
      {children}
    </Button>
  );
}
