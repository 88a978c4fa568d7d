import { buildSchema } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { loadTrustedDocuments, MANIFEST_FILE } from '../trusted-documents/manifest';
import { createRequestGate } from './request-gate';
import { DEFAULT_LIMITS, type GraphQLLimits } from './rules';

export { createRequestGate, GATE_MESSAGES, PERSISTED_QUERY_NOT_FOUND, UNTRUSTED_DOCUMENT, type GateDecision } from './request-gate';
export { DEFAULT_LIMITS, LIMIT_MESSAGES, limitRules, type GraphQLLimits, type LimitName } from './rules';
export { analyseDocument, parseWithinLimits } from './analyse';

export function limitsFromConfig(config: Pick<Config, 'GRAPHQL_MAX_COST' | 'GRAPHQL_DEFAULT_LIST_SIZE'>): GraphQLLimits {
  return { ...DEFAULT_LIMITS, maxCost: config.GRAPHQL_MAX_COST, defaultListSize: config.GRAPHQL_DEFAULT_LIST_SIZE };
}

/**
 * The request gate of the portal: limits from the configuration, the trusted documents of
 * web/src/gql/persisted-documents.json. Any text runs only outside production or with the
 * explorer switched on. In production a manifest entry that is not valid against the schema
 * (or the file missing) stops the start: the client's own pages would otherwise fail.
 * Returns the gate and the schema it checks against.
 */
export function setUpRequestGate(options: { config: Config; typeDefs: string; logger: FastifyBaseLogger; manifestFile?: string }) {
  const { config } = options;
  const schema = buildSchema(options.typeDefs);
  const limits = limitsFromConfig(config);
  const trusted = loadTrustedDocuments(schema, limits, options.manifestFile ?? MANIFEST_FILE);
  if (trusted.problems.length > 0) {
    if (config.isProduction) {
      throw new Error(`Freigegebene GraphQL-Abfragen unbrauchbar: ${trusted.problems.join(' | ')}. Bitte \`npm run codegen\` ausführen und neu bauen.`);
    }
    options.logger.warn({ problems: trusted.problems }, 'trusted documents left out; the client sends their text instead');
  }
  const admit = createRequestGate({ schema, limits, trusted: trusted.documents, acceptUntrusted: !config.isProduction || config.explorerEnabled });
  return { admit, schema };
}
