/**
 * Answers of the boot query, kept per session (issue 20, B1/B2/B7). Every page load asks
 * `PortalBoot`: the viewer's header, menu, tiles, banners and route table. Executing it
 * means some 500 fields through graphql-js and Apollo, about four fifths of the CPU time of
 * the request, for an answer that changes only when one of its inputs changes. Here the
 * bytes of an answer are kept with the inputs it was computed from, and served again only
 * while every one of them is still the same:
 *
 * - the signed-in user as the session check resolved them for this request (user id, session,
 *   e-mail, name, account, type, role, language: a metadata change is seen exactly when the
 *   uncached path would see it);
 * - the language of the answer (user setting, else `Accept-Language`) and the environment of
 *   the page URL;
 * - the served rules (the rule set object and `rulesVersion`: a publish, rollback or reload
 *   serves a new one);
 * - the dashboard's banners (the same array while the outage feed copy and the time window
 *   are the same, else equal by value);
 * - the request's shape as Apollo reads it (document, operation, `Accept`, `Content-Type`).
 *
 * Nothing is invalidated by a message: an entry whose inputs differ is simply not used, and
 * the next full answer replaces it. Only documents that select nothing but fields known to
 * follow from these inputs are kept (`CACHEABLE_FIELDS`; no arguments, variables or
 * directives): a field added to the boot that reads anything else (tile counts, a screen's
 * definition) turns the cache off for that document instead of serving it stale. A
 * superadmin's answer names the account they act as, read from the core: never kept.
 * Answers with errors (an unavailable outage feed, say) are never kept.
 *
 * The session itself is verified before (revocation, deactivation, admin session clock),
 * exactly as for any other request; the cache is only asked for a viewer that passed.
 */
import { Kind, getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { AnalysedDocument } from './limits/analyse';
import type { SessionUser } from './context';

/**
 * `Type.field` whose value follows from the viewer, the language, the environment, the
 * served rules and the banners alone (see the resolvers of `modules/navigation`,
 * `modules/outages` and `Viewer.rulesVersion`). `Viewer.actingAs` reads another account from
 * the core; it is null for everyone but superadmins, whose answers are not kept.
 */
export const CACHEABLE_FIELDS: ReadonlySet<string> = new Set([
  'Query.viewer',
  'Query.publicRoutes',
  'Query.rulesVersion',
  'Viewer.rulesVersion',
  'Viewer.user',
  'Viewer.greeting',
  'Viewer.menu',
  'Viewer.tiles',
  'Viewer.releaseNotes',
  'Viewer.banners',
  'Viewer.environment',
  'Viewer.showHeader',
  'Viewer.routes',
  'Viewer.canSwitchAccount',
  'Viewer.actingAs',
  ...['userId', 'name', 'email', 'accountId', 'type', 'role'].map((field) => `PortalUser.${field}`),
  ...['id', 'label', 'route', 'icon', 'description'].map((field) => `NavItem.${field}`),
  ...['id', 'kind', 'colour', 'title', 'startTime', 'endTime', 'reason'].map((field) => `OutageBanner.${field}`),
  ...['id', 'route', 'kind', 'title', 'public'].map((field) => `RouteDescriptor.${field}`),
  ...['userId', 'type', 'name', 'email', 'accountId'].map((field) => `ActingAccount.${field}`),
]);

/** The role whose answers depend on another account in the core (`Viewer.actingAs`). */
const NOT_KEPT_ROLE = 'superadmin';

/** Answers kept at most (each about 5 KB, outside the JS heap); the least recently used goes. */
export const BOOT_ANSWERS_KEPT = 2_000;

/** Whether every field the operation selects is one of `fields` (no arguments, variables or directives). */
export function selectsOnly(schema: GraphQLSchema, document: AnalysedDocument, operation: OperationDefinitionNode, fields: ReadonlySet<string>): boolean {
  const query = schema.getQueryType();
  if (operation.operation !== 'query' || query == null) return false;
  if ((operation.variableDefinitions?.length ?? 0) > 0 || (operation.directives?.length ?? 0) > 0) return false;
  const spreading = new Set<string>();
  const walk = (type: GraphQLObjectType, selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if ((selection.directives?.length ?? 0) > 0) return false;
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if (name === '__typename') return selection.selectionSet === undefined;
          if ((selection.arguments?.length ?? 0) > 0 || !fields.has(`${type.name}.${name}`)) return false;
          const field = type.getFields()[name];
          if (field === undefined) return false;
          const named = getNamedType(field.type);
          if (selection.selectionSet === undefined) return !isObjectType(named);
          return isObjectType(named) && walk(named, selection.selectionSet);
        }
        case Kind.INLINE_FRAGMENT:
          return (selection.typeCondition === undefined || selection.typeCondition.name.value === type.name) && walk(type, selection.selectionSet);
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          const fragment = document.fragment(name);
          if (fragment === undefined || fragment.typeCondition.name.value !== type.name || spreading.has(name)) return false;
          spreading.add(name);
          const ok = walk(type, fragment.selectionSet);
          spreading.delete(name);
          return ok;
        }
        default:
          return false;
      }
    });
  return walk(query, operation.selectionSet);
}

/** What an answer was computed from, besides the request's shape (in the key). */
export interface BootInputs {
  viewer: SessionUser;
  /** The served rule set (compared by identity) and its version. */
  ruleSet: object;
  rulesVersion: string;
  banners: readonly unknown[];
}

/** An answer as Apollo gave it: status, Apollo's own headers, the bytes. */
export interface BootAnswer {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
}

interface Entry extends BootInputs {
  answer: BootAnswer;
  /** The banners as JSON, computed when first compared by value. */
  bannersJson?: string;
}

export interface BootRequest {
  document: AnalysedDocument;
  operationName: unknown;
  variables: unknown;
  extensions: unknown;
  accept: string | undefined;
  contentType: string | undefined;
  language: string;
  environment: string;
}

const isEmptyObject = (value: unknown) =>
  value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

function sameViewer(a: SessionUser, b: SessionUser): boolean {
  const keys = Object.keys(a) as Array<keyof SessionUser>;
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

export function createBootCache(options: { schema: GraphQLSchema; max?: number; fields?: ReadonlySet<string> }) {
  const { schema } = options;
  const fields = options.fields ?? CACHEABLE_FIELDS;
  const entries = new LRUCache<string, Entry>({ max: options.max ?? BOOT_ANSWERS_KEPT });
  /** Per document: a number for the key, and which of its operations may be kept. */
  const documents = new WeakMap<AnalysedDocument, { serial: number; operations: Map<string, OperationDefinitionNode | null> }>();
  let serials = 0;

  const operationOf = (document: AnalysedDocument, operationName: unknown): { serial: number; operation: OperationDefinitionNode } | null => {
    let known = documents.get(document);
    if (known === undefined) documents.set(document, (known = { serial: (serials += 1), operations: new Map() }));
    const name = typeof operationName === 'string' ? operationName : '';
    let operation = known.operations.get(name);
    if (operation === undefined) {
      // Apollo runs the named operation, or the only one when no name is given.
      const candidates = name === '' ? [...document.operations.values()] : [document.operations.get(name)];
      const only = candidates.length === 1 ? candidates[0] : undefined;
      operation = only !== undefined && selectsOnly(schema, document, only, fields) ? only : null;
      known.operations.set(name, operation);
    }
    return operation === null ? null : { serial: known.serial, operation };
  };

  const sameBanners = (entry: Entry, banners: readonly unknown[]): boolean => {
    if (entry.banners === banners) return true;
    // A feed read again (each TTL, or another replica's copy in Redis) is a new array with the
    // same banners: equal by value, it is kept in the entry, and the next request compares by identity.
    entry.bannersJson ??= JSON.stringify(entry.banners);
    if (entry.bannersJson !== JSON.stringify(banners)) return false;
    entry.banners = banners;
    return true;
  };

  return {
    /**
     * The key of a request whose answer may be kept, or null (another document, variables,
     * extensions, no session, a superadmin).
     */
    keyOf(request: BootRequest, viewer: SessionUser | null): { key: string; operationName: string | null } | null {
      if (viewer === null || viewer.role === NOT_KEPT_ROLE) return null;
      if (!isEmptyObject(request.variables) || !isEmptyObject(request.extensions)) return null;
      const found = operationOf(request.document, request.operationName);
      if (found === null) return null;
      const name = typeof request.operationName === 'string' ? request.operationName : '';
      const key = [
        found.serial,
        name,
        viewer.userId,
        viewer.sessionHandle,
        request.language,
        request.environment,
        request.accept ?? '',
        request.contentType ?? '',
      ].join('\u0000');
      return { key, operationName: found.operation.name?.value ?? null };
    },
    /** The kept answer of `key`, if it was computed from exactly these inputs. */
    get(key: string, inputs: BootInputs): BootAnswer | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const same =
        entry.ruleSet === inputs.ruleSet &&
        entry.rulesVersion === inputs.rulesVersion &&
        sameViewer(entry.viewer, inputs.viewer) &&
        sameBanners(entry, inputs.banners);
      return same ? entry.answer : undefined;
    },
    set(key: string, inputs: BootInputs, answer: BootAnswer): void {
      entries.set(key, { ...inputs, viewer: { ...inputs.viewer }, answer });
    },
    /** Whether two snapshots of the inputs are the same (taken before and after an execution). */
    sameInputs(a: BootInputs, b: BootInputs): boolean {
      return (
        a.ruleSet === b.ruleSet &&
        a.rulesVersion === b.rulesVersion &&
        sameViewer(a.viewer, b.viewer) &&
        (a.banners === b.banners || JSON.stringify(a.banners) === JSON.stringify(b.banners))
      );
    },
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type BootCache = ReturnType<typeof createBootCache>;
