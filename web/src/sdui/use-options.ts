import { skipToken, useQuery } from '@apollo/client/react';
import type { OptionSpec } from './definition';
import { optionSourceNamed } from './operations';
import { SKIP_DOCUMENT } from './skip-document';

export interface LoadedOptions {
  options: OptionSpec[];
  defaultValue: string | number | null;
  loading: boolean;
}

/**
 * The choices of a filter or form field: fixed in the definition (`options`) or loaded
 * from the server (`optionsFrom`, shared through Apollo's cache by every field that
 * names the same source).
 */
export function useOptions(spec: { options?: OptionSpec[]; optionsFrom?: string; defaultFrom?: string }): LoadedOptions {
  const source = optionSourceNamed(spec.optionsFrom ?? spec.defaultFrom);
  const { data, loading } = useQuery(source?.document ?? SKIP_DOCUMENT, source === null ? skipToken : {});
  if (spec.options) return { options: spec.options, defaultValue: defaultOf(source, data, spec), loading: false };
  if (source === null || data === undefined) return { options: [], defaultValue: null, loading };
  return { options: source.options(data), defaultValue: defaultOf(source, data, spec), loading: false };
}

function defaultOf(source: ReturnType<typeof optionSourceNamed>, data: unknown, spec: { defaultFrom?: string }): string | number | null {
  if (!spec.defaultFrom || source === null || data === undefined || !source.defaultValue) return null;
  return source.defaultValue(data);
}
