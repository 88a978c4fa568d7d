/**
 * Shapes that several domains share. Each domain's mappers and services import them from
 * here, so that no domain reaches into another for a common type.
 */

/** An option of a CRM option set: its value and its label. */
export interface OptionValue {
  value: number;
  label: string;
}

/** A postal address as the CRM keeps it; every part may be missing. */
export interface PostalAddress {
  street: string | null;
  houseNumber: string | null;
  unit: string | null;
  postcode: string | null;
  place: string | null;
  region: string | null;
}

/** A refused input field, with the message shown at that field. */
export interface FieldErrorModel {
  field: string;
  message: string;
}

export type MutationErrorCode = 'INVALID_INPUT' | 'NOT_ALLOWED' | 'ILLEGAL_TRANSITION' | 'CONFLICT';

/** An expected failure of a mutation (STYLE.md: expected failures are data). */
export interface MutationErrorModel {
  code: MutationErrorCode;
  message: string;
  fieldErrors: FieldErrorModel[];
}

/** A mutation's refusal, with messages per field. */
export const refusal = (code: MutationErrorCode, message: string, fields: Readonly<Record<string, string>> = {}): MutationErrorModel => ({
  code,
  message,
  fieldErrors: Object.entries(fields).map(([field, fieldMessage]) => ({ field, message: fieldMessage })),
});
