import type { PeriodSpec } from './definition';

/**
 * The variables of a dashboard's period from the address (`?from=2026-01&to=2026-06`):
 * pure, so that the route loader preloads exactly the query the renderer reads.
 */
export function periodVariables(period: PeriodSpec | undefined, search: URLSearchParams): Record<string, string> {
  if (period === undefined) return {};
  const variables: Record<string, string> = {};
  for (const end of [period.from, period.to]) {
    const value = search.get(end.variable);
    if (value) variables[end.variable] = value;
  }
  return variables;
}
