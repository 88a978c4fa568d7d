import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Role } from '../modules/navigation';
import type { UpstreamScope } from '../sources';

/**
 * The signed-in user of a request, from the verified session and the user metadata
 * (SPEC.md §3). `type` is the raw metadata value (null = no type, treated as isp by the rules).
 */
export interface SessionUser {
  userId: string;
  sessionHandle: string;
  email: string | null;
  name: string | null;
  accountId: string | null;
  type: string | null;
  role: Role;
}

/** What every resolver receives. Created per request; keep it cheap. */
export interface GraphQLContext {
  requestId: string;
  /** The browser's current page (`X-Client-Url`), forwarded to upstream systems. */
  clientUrl: string | null;
  logger: FastifyBaseLogger;
  services: Services;
  /** Null without a (valid) session. */
  viewer: SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** CRM, speed and pm for this request: typed clients, DataLoaders, the shared cache. */
  upstream: UpstreamScope;
}
