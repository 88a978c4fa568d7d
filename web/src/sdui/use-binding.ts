import { useParams } from 'react-router-dom';
import type { DataBinding } from './definition';
import { useCanOpen } from './screen-context';
import { fillTemplate } from './values';

/**
 * The variables a data binding gives its operation on this page: the fixed ones, those
 * from route placeholders, and the 'may open' flags (`canOpen`). `complete` is false
 * when a placeholder the binding needs is missing.
 */
export function useBindingVariables(binding: DataBinding | undefined): { variables: Record<string, unknown>; complete: boolean; params: Readonly<Record<string, string | undefined>> } {
  const params = useParams();
  const canOpen = useCanOpen();
  const variables: Record<string, unknown> = { ...(binding?.variables ?? {}) };
  let complete = true;
  for (const [variable, placeholder] of Object.entries(binding?.params ?? {})) {
    const value = params[placeholder];
    if (value === undefined || value === '') complete = false;
    else variables[variable] = value;
  }
  for (const [variable, template] of Object.entries(binding?.canOpen ?? {})) {
    const target = fillTemplate(template, params);
    variables[variable] = target !== null && canOpen(target);
  }
  return { variables, complete, params };
}
