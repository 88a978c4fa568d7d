/**
 * What can be checked of the container and compose description without a registry
 * (issue 15): the compose file parses, every variable it sets for the portal is one the
 * config accepts, with .env.example's values the portal would start in production, and the
 * Dockerfile keeps its promises (Node 24, non-root, built artifacts, health check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig, productionStandInRefusal } from '../src/config';
import { repoRoot } from '../src/lib/paths';

const read = (...path: string[]) => readFileSync(join(repoRoot, ...path), 'utf8');

interface ComposeService {
  image?: string;
  environment?: Record<string, string | number>;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  deploy?: { replicas?: string | number };
}

const composeText = read('deploy', 'compose.yaml');
const compose = parse(composeText) as { services: Record<string, ComposeService> };

/** deploy/.env.example as KEY → value. */
const example = new Map(
  read('deploy', '.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

/** Compose interpolation: ${VAR}, ${VAR:-default} and $$. */
function interpolate(value: string, env: Map<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z][A-Z0-9_]*)(?::-([^}]*))?\}/g, (whole, name?: string, fallback?: string) => {
    if (whole === '$$') return '$';
    const given = env.get(name!);
    return given !== undefined && given !== '' ? given : (fallback ?? '');
  });
}

const referenced = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));

describe('deploy/compose.yaml', () => {
  it('has the full topology: official core on PostgreSQL, PostgreSQL, Redis, portal replicas, HAProxy', () => {
    const { services } = compose;
    expect(services['supertokens']?.image).toMatch(/^registry\.supertokens\.io\/supertokens\/supertokens-postgresql:/);
    expect(services['postgres']?.image).toMatch(/^postgres:/);
    expect(services['redis']?.image).toMatch(/^redis:/);
    expect(services['proxy']?.image).toMatch(/^haproxy:/);
    expect(services['portal']?.deploy?.replicas).toBeDefined();
  });

  it('sets only variables the portal config accepts', () => {
    const variables = Object.keys(compose.services['portal']!.environment!);
    expect(variables.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('defines every ${VARIABLE} it uses in .env.example, and .env.example has no line it does not use', () => {
    expect([...referenced].filter((name) => !example.has(name))).toEqual([]);
    expect([...example.keys()].filter((name) => !referenced.has(name))).toEqual([]);
  });

  it('with the values of .env.example, starts the portal in production without any stand-in', () => {
    const env = Object.fromEntries(
      Object.entries(compose.services['portal']!.environment!).map(([name, value]) => [name, interpolate(String(value), example)]),
    );
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(productionStandInRefusal(config)).toBeNull();
    expect(config.METRICS_PORT).toBe(9464);
    // The portal believes X-Forwarded-For from the proxy's fixed address, and from nobody else.
    const proxyNetworks = compose.services['proxy']!.networks as Record<string, { ipv4_address?: string }>;
    expect(config.TRUST_PROXY).toEqual([proxyNetworks['edge']!.ipv4_address]);
  });

  it('lets .env.example pass the config checks for the variables the portal reads directly', () => {
    const direct = Object.fromEntries([...example].filter(([name]) => CONFIG_VARIABLES.includes(name)));
    expect(() => loadConfig({ ...direct, NODE_ENV: 'production' })).not.toThrow();
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds on Node 24 and runs the built server as a non-root user with a health check', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "server\/dist\/main\.js"\]$/m);
    // The last stage copies built artifacts and production packages, never the sources.
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const copied = [...runStage.matchAll(/^COPY --from=\w+ \S+ (\S+)$/gm)].map((m) => m[1]);
    expect(copied).toEqual(['./node_modules', './server/node_modules', './', './server/', './server/dist', './web/dist']);
    expect(runStage).not.toMatch(/^COPY (?!--from)/m);
    expect(dockerfile).toContain('npm ci --omit=dev --workspace server');
  });
});
