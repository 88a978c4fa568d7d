/**
 * Error bodies in the styles the real systems answer with, so that every rule of the
 * portal's error catalogue (SPEC.md section 8) meets real input:
 *   rule 1  { errors: { general: { message, details } } }   business conflicts, pm not-found
 *   rule 2  { errors: { <field>: <message> } }              field validation on writes
 *   rule 3  { error: { code, message } }                    Dynamics: bad query, not found, faults
 *   rule 4  { code, message }                               speed
 *   rule 5  anything else (garbage, empty)                  fault mode 'garbage'
 */
import { hostname } from 'node:os';

export type System = 'crm' | 'speed' | 'pm' | 'other';

export function systemOf(path: string): System {
  if (path === '/crm' || path.startsWith('/crm/') || path.startsWith('/crm(')) return 'crm';
  if (path === '/pm' || path.startsWith('/pm/')) return 'pm';
  if (path.startsWith('/speed/') || path.startsWith('/intern/speed/') || path === '/speed') return 'speed';
  return 'other';
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`upstream error ${status}`);
    this.name = 'HttpError';
  }
}

/** Rule 1: a business rule refused the request. */
export function generalError(status: number, message: string, details?: string): HttpError {
  return new HttpError(status, { errors: { general: details === undefined ? { message } : { message, details } } });
}

/** Rule 2: field validation; one message per field. */
export function fieldErrors(errors: Readonly<Record<string, string>>): HttpError {
  return new HttpError(400, { errors });
}

/** Rule 3: the Dynamics Web API error envelope. */
export function dynamicsError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { error: { code, message } });
}

/** Rule 4: speed's flat envelope. */
export function speedError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { code, message });
}

/** A not-found in the style of the system that owns the path. */
export function notFound(system: System, what: string): HttpError {
  switch (system) {
    case 'crm':
      return dynamicsError(404, '0x80040217', `${what} Does Not Exist`);
    case 'pm':
      return generalError(404, 'Nicht gefunden', what);
    case 'speed':
      return speedError(404, 'NOT_FOUND', what);
    default:
      return new HttpError(404, { message: what });
  }
}

export function badRequest(system: System, message: string): HttpError {
  switch (system) {
    case 'crm':
      return dynamicsError(400, '0x80048d19', message);
    case 'pm':
      return generalError(400, 'Ungültige Anfrage', message);
    case 'speed':
      return speedError(400, 'BAD_REQUEST', message);
    default:
      return new HttpError(400, { message });
  }
}

export function unauthorized(system: System): HttpError {
  const headers = { 'www-authenticate': 'Bearer realm="fibre-upstream"' };
  switch (system) {
    case 'crm':
      return new HttpError(401, { error: { code: '0x80072560', message: 'The user is not authenticated.' } }, headers);
    case 'pm':
      return new HttpError(401, { errors: { general: { message: 'Nicht authentifiziert', details: 'Service-Token fehlt oder ist ungültig' } } }, headers);
    default:
      return new HttpError(401, { code: 'UNAUTHORIZED', message: 'Service-Token fehlt oder ist ungültig' }, headers);
  }
}

/**
 * What a crashing CRM plug-in answers with: internal class names, a stack trace and host
 * names. The BFF must never pass this text to a browser.
 */
export function internalFailureBody(path: string): unknown {
  const host = hostname();
  return {
    error: {
      code: '0x80040265',
      message:
        'Unhandled exception in plug-in Cos.Crm.Plugins.PortalGateway: System.NullReferenceException: Object reference not set to an instance of an object.\n' +
        `   at Cos.Crm.Plugins.PortalGateway.Execute(IServiceProvider serviceProvider) in D:\\agent\\_work\\7\\s\\Plugins\\PortalGateway.cs:line 212\n` +
        '   at Microsoft.Crm.Extensibility.V5PluginProxyStep.ExecuteInternal(PipelineExecutionContext context)\n' +
        '   at Microsoft.Crm.Extensibility.VersionedPluginProxyStepBase.Execute(PipelineExecutionContext context)',
      '@Microsoft.PowerApps.CDS.ErrorDetails.OperationStatus': '0',
      '@Microsoft.PowerApps.CDS.ErrorDetails.SubErrorCode': '-2146233088',
      '@Microsoft.PowerApps.CDS.TraceText': `[PortalGateway] request ${path} on host ${host} (crm-prod-weu-app07.cos.internal), sql=tcp:crm-sql-02.cos.internal,1433`,
      '@Microsoft.PowerApps.CDS.HelpLink': 'http://go.microsoft.com/fwlink/?LinkID=398563&error=Microsoft.Crm.CrmException%3a80040265',
    },
  };
}

export function statusFaultBody(system: System, status: number): unknown {
  if (status === 429) {
    return system === 'crm'
      ? { error: { code: '0x80072322', message: 'Number of requests exceeded the limit of 6000 over time window of 300 seconds.' } }
      : system === 'pm'
        ? { errors: { general: { message: 'Zu viele Anfragen', details: 'Rate limit exceeded' } } }
        : { code: 'TOO_MANY_REQUESTS', message: 'Zu viele Anfragen' };
  }
  if (system === 'crm') return { error: { code: `0x8004${status.toString(16)}`, message: `The service returned status ${status}.` } };
  if (system === 'pm') return { errors: { general: { message: 'Dienst nicht verfügbar', details: `HTTP ${status}` } } };
  return { code: status === 503 ? 'SERVICE_UNAVAILABLE' : `HTTP_${status}`, message: `Dienst antwortet mit Status ${status}` };
}
