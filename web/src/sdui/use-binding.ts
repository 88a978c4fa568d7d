import { useParams } from 'react-router-dom';
import type { DataBinding } from './definition';
import { useCanOpen } from './screen-context';
import { fillTemplate } from './values';

export interface BindingVariables {
  variables: Record<string, unknown>;
  complete: boolean;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The variables a data binding gives its operation on a page: the fixed ones, those from
 * route placeholders, and the 'may open' flags (`canOpen`). `complete` is false when a
 * placeholder the binding needs is missing. Pure, so that a route loader computes the
 * same variables as the renderer and the preloaded query is the one the page reads.
 */
export function bindingVariables(
  binding: DataBinding | undefined,
  params: Readonly<Record<string, string | undefined>>,
  canOpen: (target: string) => boolean,
): BindingVariables {
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

/** `bindingVariables` for this page's route parameters and the user's routes. */
export function useBindingVariables(binding: DataBinding | undefined): BindingVariables {
  return bindingVariables(binding, useParams(), useCanOpen());
}
