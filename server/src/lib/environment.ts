import type { Config, PortalEnvironment } from '../config';

type EnvironmentConfig = Pick<Config, 'PORTAL_HOSTS' | 'DEFAULT_ENVIRONMENT'>;

/**
 * Every GraphQL request asks twice (context and viewer), with the page URL the browser sent:
 * parsing it with `new URL` each time was 0.4 % of a dashboard's CPU time (issue 20). The
 * answers are remembered per configuration, for at most this many URLs of reasonable length.
 */
const REMEMBERED_URLS = 500;
const REMEMBERED_URL_LENGTH = 512;
const remembered = new WeakMap<EnvironmentConfig, Map<string, PortalEnvironment>>();

/** The portal host decides the environment (SPEC.md §7); unknown hosts get the default. */
export function environmentForUrl(config: EnvironmentConfig, url: string | null | undefined): PortalEnvironment {
  if (!url) return config.DEFAULT_ENVIRONMENT;
  if (url.length > REMEMBERED_URL_LENGTH) return parsedEnvironment(config, url);
  let known = remembered.get(config);
  if (known === undefined) remembered.set(config, (known = new Map()));
  const hit = known.get(url);
  if (hit !== undefined) return hit;
  const environment = parsedEnvironment(config, url);
  if (known.size >= REMEMBERED_URLS) known.clear();
  known.set(url, environment);
  return environment;
}

function parsedEnvironment(config: EnvironmentConfig, url: string): PortalEnvironment {
  try {
    const host = new URL(url).host.toLowerCase();
    return config.PORTAL_HOSTS[host] ?? config.PORTAL_HOSTS[host.replace(/:\d+$/, '')] ?? config.DEFAULT_ENVIRONMENT;
  } catch {
    return config.DEFAULT_ENVIRONMENT;
  }
}

/** Every host the portal answers for: the configured portal hosts and the public URL's host. */
export function environmentHosts(config: Pick<Config, 'PORTAL_HOSTS' | 'publicUrl'>): Set<string> {
  const hosts = new Set(Object.keys(config.PORTAL_HOSTS));
  hosts.add(new URL(config.publicUrl).host.toLowerCase());
  return hosts;
}
