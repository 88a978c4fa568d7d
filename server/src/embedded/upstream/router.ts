/**
 * Finds the route for a request and turns every failure into a reply in the owning
 * system's error style.
 */
import type { AppContext, Route, UpstreamReply, UpstreamRequest } from './context';
import { crmRoutes } from './crm-routes';
import { HttpError, dynamicsError, generalError, notFound, speedError, systemOf } from './errors';
import { ParamError } from './plain-query';
import { pmRoutes } from './pm-routes';
import { speedRoutes } from './speed-routes';

export const ROUTES: readonly Route[] = [...crmRoutes, ...speedRoutes, ...pmRoutes];

export function errorReply(error: HttpError): UpstreamReply {
  return { status: error.status, body: error.body, headers: { ...error.headers } };
}

export async function dispatch(request: Omit<UpstreamRequest, 'params'>, ctx: AppContext): Promise<UpstreamReply> {
  const system = systemOf(request.path);
  try {
    const allowed: string[] = [];
    for (const route of ROUTES) {
      const match = route.pattern.exec(request.path);
      if (!match) continue;
      if (route.method !== request.method) {
        allowed.push(route.method);
        continue;
      }
      return await route.handler({ ...request, params: match.slice(1) }, ctx);
    }
    if (allowed.length) {
      const message = `Die Methode ${request.method} ist für ${request.path} nicht erlaubt`;
      const error =
        system === 'crm'
          ? dynamicsError(405, '0x80060888', `The requested resource does not support http method '${request.method}'.`)
          : system === 'pm'
            ? generalError(405, 'Methode nicht erlaubt', message)
            : speedError(405, 'METHOD_NOT_ALLOWED', message);
      return { ...errorReply(error), headers: { allow: [...new Set(allowed)].join(', ') } };
    }
    const segment = request.path.split('/').slice(2).join('/');
    throw system === 'crm'
      ? dynamicsError(404, '0x8006088a', `Resource not found for the segment '${segment}'.`)
      : notFound(system, `Pfad ${request.path} existiert nicht`);
  } catch (error) {
    if (error instanceof HttpError) return errorReply(error);
    if (error instanceof ParamError) {
      return errorReply(
        system === 'speed'
          ? speedError(400, 'BAD_REQUEST', `${error.param}: ${error.message}`)
          : new HttpError(400, { errors: { [error.param]: error.message } }),
      );
    }
    ctx.logger.error({ err: error, path: request.path }, 'embedded upstream: unexpected error');
    return errorReply(
      system === 'crm'
        ? dynamicsError(500, '0x80040216', 'An unexpected error occurred.')
        : system === 'speed'
          ? speedError(500, 'INTERNAL', 'Interner Fehler')
          : generalError(500, 'Interner Fehler'),
    );
  }
}
