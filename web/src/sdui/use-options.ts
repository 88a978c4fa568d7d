import { skipToken, useQuery } from '@apollo/client/react';
import type { OptionSpec } from './definition';
import { optionSourceNamed } from './operations';
import { SKIP_DOCUMENT } from './skip-document';
import { labelOf } from './values';

export interface LoadedOptions {
  options: OptionSpec[];
  defaultValue: string | number | null;
  /** The one value the server allows for this user (e.g. an admin's own account type); the field is then read-only. */
  fixedValue: string | number | null;
  loading: boolean;
}

/**
 * The choices of a filter or form field: fixed in the definition (`options`) or loaded
 * from the server (`optionsFrom`, shared through Apollo's cache by every field that
 * names the same source).
 */
export function useOptions(spec: {
  options?: OptionSpec[];
  optionsFrom?: string;
  defaultFrom?: string;
  suggestionsFrom?: string;
  labels?: Record<string, string>;
}): LoadedOptions {
  const source = optionSourceNamed(spec.optionsFrom ?? spec.defaultFrom ?? spec.suggestionsFrom);
  const { data, loading } = useQuery(source?.document ?? SKIP_DOCUMENT, source === null ? skipToken : {});
  const labelled = (options: OptionSpec[]) =>
    spec.labels === undefined ? options : options.map((option) => ({ ...option, label: labelOf(option.value, spec.labels) ?? option.label }));
  const fixedValue = source !== null && data !== undefined && source.fixed ? source.fixed(data) : null;
  if (spec.options) return { options: labelled(spec.options), defaultValue: defaultOf(source, data, spec), fixedValue, loading: false };
  if (source === null || data === undefined) return { options: [], defaultValue: null, fixedValue: null, loading };
  return { options: labelled(source.options(data)), defaultValue: defaultOf(source, data, spec), fixedValue, loading: false };
}

function defaultOf(source: ReturnType<typeof optionSourceNamed>, data: unknown, spec: { defaultFrom?: string }): string | number | null {
  if (!spec.defaultFrom || source === null || data === undefined || !source.defaultValue) return null;
  return source.defaultValue(data);
}
