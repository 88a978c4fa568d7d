import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Role } from '../modules/navigation';
import type { UpstreamScope } from '../sources';
import type { Language } from '../lib/language';

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
  /** The user's own language setting (metadata `language`), when set. */
  language?: string | null;
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
  /**
   * The language of every text this request answers with: the user's setting, else
   * `Accept-Language`, else German (`lib/language.ts`).
   */
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
  /** CRM, speed and pm for this request: typed clients, DataLoaders, the shared cache. */
  upstream: UpstreamScope;
}
