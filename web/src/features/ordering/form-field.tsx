import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import '../../lib/form-recipes';

export interface FormFieldProps {
  label: string;
  /** The message beside the field: the shared validator's or the server's. */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled control with its helper text and its error beside it. */
export function FormField({ label, error, helperText, required = false, children }: FormFieldProps) {
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

/** Server field errors (`[{ field, message }]`) as a map from field to message. */
export function fieldErrorMap(errors: ReadonlyArray<{ field: string; message: string }> | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
}
