import { auditOperations, auditOptionSources } from './audit';
import { cidOperations } from './cids';
import { locationDetailOperations } from './location-details';
import { locationOperations } from './locations';
import type { Operation, OptionSource } from './operation';
import { outageOperations } from './outages';
import { panMutations, panOperations, panOptionSources } from './pans';
import { releaseOperations } from './releases';
import { reportingOperations } from './reporting';
import { settingsOperations, settingsOptionSources } from './settings';
import { ticketOperations, ticketOptionSources } from './tickets';
import { userOperations, userOptionSources } from './users';

export type { MutationOutcome, MutationRefusal, Operation, OptionSource, PageInfoLike, PageLike } from './operation';

/**
 * Operation name → typed document and accessor: what a screen definition's `data` and
 * `submit.operation` may name. One file per domain, as on the server.
 */
export const OPERATIONS: Readonly<Record<string, Operation>> = {
  ...ticketOperations,
  ...cidOperations,
  ...panOperations,
  ...panMutations,
  ...releaseOperations,
  ...outageOperations,
  ...settingsOperations,
  ...locationOperations,
  ...locationDetailOperations,
  ...reportingOperations,
  ...userOperations,
  ...auditOperations,
};

/** Option-list name → the query that loads its choices (`optionsFrom`, `defaultFrom`). */
export const OPTION_SOURCES: Readonly<Record<string, OptionSource>> = {
  ...ticketOptionSources,
  ...panOptionSources,
  ...settingsOptionSources,
  ...userOptionSources,
  ...auditOptionSources,
};

export function operationNamed(name: string | undefined): Operation | null {
  return name !== undefined && Object.hasOwn(OPERATIONS, name) ? (OPERATIONS[name] ?? null) : null;
}

export function optionSourceNamed(name: string | undefined): OptionSource | null {
  return name !== undefined && Object.hasOwn(OPTION_SOURCES, name) ? (OPTION_SOURCES[name] ?? null) : null;
}
