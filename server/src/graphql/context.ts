import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';

/** What every resolver receives. Created per request; keep it cheap. */
export interface GraphQLContext {
  requestId: string;
  /** The browser's current page (`X-Client-Url`), forwarded to upstream systems. */
  clientUrl: string | null;
  logger: FastifyBaseLogger;
  services: Services;
}
