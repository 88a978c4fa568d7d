import { useId, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Button, chakra, createRecipeContext, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import '../../lib/field-recipes';
import { useTranslation } from '../../lib/i18n';
import './texts';

/*
 * The fields of the login pages with Chakra's Field and Input recipes, on plain elements: Ark's
 * field (its context, ids and a MutationObserver per field) and Chakra's InputGroup stay out of
 * the login's first load (issue 20, B8). Elements, attributes and class names are those
 * Chakra's Field.Root, Field.Label, Input, Field.HelperText and Field.ErrorText render.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' });
const FieldRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root');
const FieldLabel = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
const FieldHelperText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'helperText');
const FieldErrorText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'errorText');
const Input = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, HTMLChakraProps<'input'>>('input');

/** Chakra's Group as InputGroup renders it around one input and its end element (`chakra-group`). */
const InputGroup = chakra('div', {
  base: {
    display: 'inline-flex',
    gap: 'var(--group-gap, 0.5rem)',
    isolation: 'isolate',
    position: 'relative',
    '& [data-group-item]': { _focusVisible: { zIndex: 1 } },
    flexDirection: 'row',
  },
});
/** Chakra's InputElement at the end of an input. */
const InputEndElement = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    zIndex: 2,
    color: 'fg.muted',
    height: 'full',
    fontSize: 'sm',
    px: '3',
    insetInlineEnd: '0',
  },
});

const dataAttr = (condition: boolean) => (condition ? '' : undefined);
const part = (name: string) => ({ 'data-scope': 'field', 'data-part': name });

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
 * The ids and attributes Ark's field gives its parts. The control names the helper and the error
 * in aria-describedby: Ark's field points at the error only through aria-errormessage, which
 * several screen readers ignore.
 */
function useFieldParts({ error, helperText, required }: { error: string | undefined; helperText: ReactNode; required: boolean }) {
  const id = useId();
  const invalid = Boolean(error);
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const describedBy = [helperText ? ids.helperText : undefined, error ? ids.errorText : undefined].filter(Boolean).join(' ');
  return {
    root: { ...part('root'), id: `field::${id}`, role: 'group', 'data-invalid': dataAttr(invalid) },
    label: { ...part('label'), id: `field::${id}::label`, htmlFor: id, 'data-invalid': dataAttr(invalid), 'data-required': dataAttr(required) },
    control: {
      'aria-describedby': describedBy || undefined,
      'aria-errormessage': invalid ? ids.errorText : undefined,
      'aria-invalid': invalid ? ('true' as const) : undefined,
      'data-invalid': dataAttr(invalid),
      'data-required': dataAttr(required),
      id,
      required,
      ...part('input'),
    },
    helperText: { ...part('helper-text'), id: ids.helperText },
    errorText: { ...part('error-text'), id: ids.errorText, 'aria-live': 'polite' as const },
  };
}

/** Label, control, helper text and error of a field, as Chakra's Field renders them. */
function FieldFrame({
  parts,
  label,
  helperText,
  error,
  children,
}: {
  parts: ReturnType<typeof useFieldParts>;
  label: string;
  helperText?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldRoot {...parts.root}>
      <FieldLabel {...parts.label}>{label}</FieldLabel>
      {children}
      {helperText ? <FieldHelperText {...parts.helperText}>{helperText}</FieldHelperText> : null}
      {error ? <FieldErrorText {...parts.errorText}>{error}</FieldErrorText> : null}
    </FieldRoot>
  );
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
  const parts = useFieldParts({ error, helperText, required });
  return (
    <FieldFrame parts={parts} label={label} helperText={helperText} error={error}>
      <Input
        {...parts.control}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
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
  const parts = useFieldParts({ error, helperText, required });
  return (
    <FieldFrame parts={parts} label={label} helperText={helperText} error={error}>
      <InputGroup className="chakra-group" width="full" alignItems="center" justifyContent="flex-start">
        <Input
          {...parts.control}
          pe="calc(var(--input-height) - 0px)"
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <InputEndElement>
          {/* Chakra's IconButton: a Button without padding, its icon 1.2em. */}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            px="0"
            py="0"
            _icon={{ fontSize: '1.2em' }}
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </Button>
        </InputEndElement>
      </InputGroup>
    </FieldFrame>
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
