/**
 * The error catalogue of SPEC.md §8, applied on the server (DESIGN.md §7): every failed
 * upstream call becomes a GraphQL error whose `extensions` carry the closed-set `code`
 * (STYLE.md) plus the catalogue's `catalogueCode`, `message` and `details`, which the
 * client's error modal shows. The rules, in this order:
 *
 *   1. body has errors.general    → code 'general', its message, its details
 *   2. body has errors (no general) → the errors object as is, as details
 *   3. body has error             → that error's code, message, details
 *   4. the request error has code and message (speed's flat body, or the transport:
 *      timeout, unreachable, breaker open, rate limit, a status without a usable body)
 *   5. anything else              → 'UNBEKANNT', 'Unbekannter Fehler'
 *
 * Upstream texts may carry stack traces, host names or SQL (a crashing CRM plug-in does).
 * Those never reach a browser: such a text is replaced by a German message with the
 * correlation id (= request id), and the original is only logged.
 */
import { hostname } from 'node:os';
import { GraphQLError } from 'graphql';
import { SYSTEM_NAMES } from './upstream-failure';
import type { SourceSystem, UpstreamFailure } from './upstream-failure';

/** The closed set of STYLE.md. */
export type PortalErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UPSTREAM' | 'INTERNAL';

export type CatalogueRule = 1 | 2 | 3 | 4 | 5;

export interface CatalogueEntry {
  rule: CatalogueRule;
  /** What the modal shows as 'Code'. */
  code: string;
  /** What the modal shows as 'Beschreibung'. */
  message: string;
  /** What the modal shows as 'Details'; null when there are none. */
  details: unknown;
}

export const UNKNOWN_CODE = 'UNBEKANNT';
export const UNKNOWN_MESSAGE = 'Unbekannter Fehler';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The German message and code for failures that carry no usable body (rule 4). */
function requestError(failure: UpstreamFailure): { code: string; message: string } | null {
  const system = SYSTEM_NAMES[failure.system];
  switch (failure.kind) {
    case 'timeout':
      return { code: 'TIMEOUT', message: `${system} antwortet nicht rechtzeitig. Bitte versuchen Sie es in einigen Minuten erneut.` };
    case 'unreachable':
      return { code: 'UNREACHABLE', message: `${system} ist nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.` };
    case 'unavailable':
      return {
        code: 'UNAVAILABLE',
        message: `${system} ist gerade gestört; das Portal fragt es vorübergehend nicht ab. Bitte versuchen Sie es in einigen Minuten erneut.`,
      };
    case 'rate-limited': {
      const seconds = Math.max(1, Math.ceil((failure.retryAfterMs ?? 1000) / 1000));
      return { code: 'RATE_LIMITED', message: `${system} ist gerade überlastet. Bitte versuchen Sie es in ${seconds} Sekunden erneut.` };
    }
    case 'aborted':
      return { code: 'ABORTED', message: 'Die Anfrage wurde abgebrochen. Bitte laden Sie die Seite neu.' };
    case 'http':
      return {
        code: `HTTP_${failure.status ?? 0}`,
        message: `${system} hat die Anfrage mit Status ${failure.status ?? 0} abgelehnt. Bitte versuchen Sie es später erneut.`,
      };
    case 'invalid-response':
      return null;
  }
}

/** Rules 1–5 on a failure, before masking. */
export function applyCatalogue(failure: UpstreamFailure): CatalogueEntry {
  const body = failure.body;
  if (isRecord(body) && body['errors'] !== undefined && body['errors'] !== null) {
    const errors = body['errors'];
    if (isRecord(errors) && errors['general'] !== undefined) {
      const general = errors['general'];
      if (isRecord(general)) {
        return {
          rule: 1,
          code: 'general',
          message: nonEmptyText(general['message']) ?? UNKNOWN_MESSAGE,
          details: general['details'] ?? null,
        };
      }
      return { rule: 1, code: 'general', message: nonEmptyText(general) ?? UNKNOWN_MESSAGE, details: errors['details'] ?? null };
    }
    return {
      rule: 2,
      code: 'errors',
      message: `${SYSTEM_NAMES[failure.system]} hat die Angaben abgelehnt. Bitte prüfen Sie die genannten Felder.`,
      details: errors,
    };
  }
  if (isRecord(body) && body['error'] !== undefined && body['error'] !== null) {
    const error = body['error'];
    if (isRecord(error)) {
      return {
        rule: 3,
        code: nonEmptyText(error['code']) ?? UNKNOWN_CODE,
        message: nonEmptyText(error['message']) ?? UNKNOWN_MESSAGE,
        details: error['details'] ?? null,
      };
    }
    return { rule: 3, code: UNKNOWN_CODE, message: nonEmptyText(error) ?? UNKNOWN_MESSAGE, details: null };
  }
  if (isRecord(body) && nonEmptyText(body['code']) !== null && nonEmptyText(body['message']) !== null) {
    return { rule: 4, code: body['code'] as string, message: body['message'] as string, details: body['details'] ?? null };
  }
  const fromRequest = requestError(failure);
  if (fromRequest) return { rule: 4, ...fromRequest, details: null };
  return { rule: 5, code: UNKNOWN_CODE, message: UNKNOWN_MESSAGE, details: null };
}

// Masking

const INTERNAL_PATTERNS: readonly RegExp[] = [
  // Stack frames of .NET, Java, Node and Python.
  /\n\s*at\s/,
  /\bat\s+[\w$.<>]+\s*\([^)]*\)/,
  /\bFile "[^"]+", line \d+/,
  /\bTraceback\b/,
  // Exception class names and source locations.
  /\b[A-Z][\w]*(\.[A-Z][\w]*)*Exception\b/,
  /\.(cs|java|js|ts|py|go|rb|php):(line )?\d+/,
  /[A-Za-z]:\\[\w\\. -]+/,
  /(^|[\s('"=])\/(usr|home|var|opt|srv|app|etc|tmp|root)\//,
  // Host names, addresses and connection strings.
  /\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(internal|local|lan|corp|intra|intranet|cluster)\b/i,
  /\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b/,
  /\b(tcp|jdbc|postgres(ql)?|mysql|mssql|redis|amqp):/i,
  /\bhttps?:\/\//i,
  /\b(server|host|data source|user id|password)\s*=/i,
  // SQL.
  /\b(select|update|delete)\b[\s\S]{0,200}\b(from|set|where)\b/i,
  /\binsert\s+into\b/i,
  /\bSQLSTATE\b|\bORA-\d{5}\b|\bsql=/i,
];

/**
 * Host names of this machine and of the configured upstreams: never shown either. Matched
 * as whole names, since a container's host name can be as short as 'vm'.
 */
const hostPatterns = new Map<string, RegExp>();

export function registerSensitiveHost(host: string): void {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name.length < 2 || hostPatterns.has(name)) return;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  hostPatterns.set(name, new RegExp(`(^|[^a-z0-9.-])${escaped}($|[^a-z0-9-])`, 'i'));
}
registerSensitiveHost(hostname());

/** Whether a text shows something of the inside of a system. */
export function looksInternal(text: string): boolean {
  if (text.length > 1_000) return true;
  if (INTERNAL_PATTERNS.some((pattern) => pattern.test(text))) return true;
  for (const pattern of hostPatterns.values()) if (pattern.test(text)) return true;
  return false;
}

const CODE_SHAPE = /^[\w.:-]{1,64}$/;

/** Keys that carry diagnostics, not content, in the bodies of the upstreams. */
const DIAGNOSTIC_KEY = /^@|^(innererror|stacktrace|stack|trace|tracetext|exception|sql|query|host|hostname)$/i;

/** Details without internals; null when nothing safe is left. */
export function sanitizeDetails(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return looksInternal(value) || value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= 4) return null;
  if (Array.isArray(value)) {
    const items = value
      .slice(0, 50)
      .map((item) => sanitizeDetails(item, depth + 1))
      .filter((item) => item !== null);
    return items.length > 0 ? items : null;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .filter(([key]) => !DIAGNOSTIC_KEY.test(key))
      .slice(0, 50)
      .map(([key, item]) => [key, sanitizeDetails(item, depth + 1)] as const)
      .filter(([, item]) => item !== null);
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  }
  return null;
}

export function maskedMessage(system: SourceSystem, correlationId: string): string {
  return `${SYSTEM_NAMES[system]} hat einen internen Fehler gemeldet. Bitte versuchen Sie es später erneut; nennen Sie dem Support die Fehlernummer ${correlationId}.`;
}

/** The entry as a browser may see it. */
export function maskEntry(entry: CatalogueEntry, system: SourceSystem, correlationId: string): CatalogueEntry & { masked: boolean } {
  const codeSafe = CODE_SHAPE.test(entry.code) && !looksInternal(entry.code);
  const messageSafe = !looksInternal(entry.message);
  const details = sanitizeDetails(entry.details);
  return {
    rule: entry.rule,
    code: codeSafe ? entry.code : UNKNOWN_CODE,
    message: messageSafe ? entry.message : maskedMessage(system, correlationId),
    details,
    masked: !codeSafe || !messageSafe || JSON.stringify(details) !== JSON.stringify(entry.details ?? null),
  };
}

/** The closed-set code for a failure: what kind of problem it is for the client. */
export function closedSetCode(failure: UpstreamFailure): PortalErrorCode {
  if (failure.kind !== 'http') return 'UPSTREAM';
  switch (failure.status) {
    case 400:
    case 409:
    case 422:
      return 'BAD_USER_INPUT';
    case 404:
      return 'NOT_FOUND';
    default:
      return 'UPSTREAM';
  }
}

export interface UpstreamErrorExtensions {
  [key: string]: unknown;
  code: PortalErrorCode;
  catalogueCode: string;
  message: string;
  details: unknown;
  rule: CatalogueRule;
  source: SourceSystem;
  correlationId: string;
}

/**
 * A failed upstream call as the browser sees it. The stack is replaced by the message:
 * Apollo copies `stack` into `extensions.stacktrace` outside production, and a stack is
 * an internal like any other.
 */
export class UpstreamError extends GraphQLError {
  declare readonly extensions: UpstreamErrorExtensions;

  constructor(extensions: UpstreamErrorExtensions) {
    super(extensions.message, { extensions });
    this.name = 'UpstreamError';
    Object.defineProperty(this, 'stack', { value: `UpstreamError: ${extensions.message}`, writable: true, configurable: true });
  }
}

export interface FailureLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Rules 1–5, masking and logging: the only way a failure leaves the sources. */
export function toUpstreamError(failure: UpstreamFailure, correlationId: string, logger: FailureLogger): UpstreamError {
  const entry = applyCatalogue(failure);
  const shown = maskEntry(entry, failure.system, correlationId);
  const code = closedSetCode(failure);
  const log = { correlationId, reqId: correlationId, ...failure.toLog(), rule: entry.rule, shownCode: shown.code, masked: shown.masked };
  // A refused input is the user's business; a broken upstream is ours.
  if (failure.kind === 'aborted') logger.warn(log, 'upstream call abandoned: the browser went away');
  else if (code === 'UPSTREAM') logger.error(log, 'upstream call failed');
  else logger.warn(log, 'upstream call refused');
  return new UpstreamError({
    code,
    catalogueCode: shown.code,
    message: shown.message,
    details: shown.details,
    rule: shown.rule,
    source: failure.system,
    correlationId,
  });
}
