import type { GraphQLContext } from '../../graphql/context';
import type { AuditActor } from './audit.service';

/** The parts of a request the audit log records about who acted and from where. */
export type AuditSource = Pick<GraphQLContext, 'viewer' | 'clientUrl' | 'requestId'> & { request: { ip: string } };

/**
 * Who did it and from where: the signed-in user of the request, the client's address
 * (behind the production proxy, the forwarded one), the page it was on (`X-Client-Url`)
 * and the request id that also appears in the server log.
 */
export function auditActorOf(source: AuditSource): AuditActor {
  const { viewer } = source;
  return {
    userId: viewer?.userId ?? null,
    email: viewer?.email ?? null,
    type: viewer?.type ?? null,
    role: viewer?.role ?? null,
    ip: source.request.ip ?? null,
    clientUrl: source.clientUrl,
    requestId: source.requestId,
  };
}
