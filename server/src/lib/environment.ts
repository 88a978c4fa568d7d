import type { Config, PortalEnvironment } from '../config';

/** The portal host decides the environment (SPEC.md §7); unknown hosts get the default. */
export function environmentForUrl(config: Pick<Config, 'PORTAL_HOSTS' | 'DEFAULT_ENVIRONMENT'>, url: string | null | undefined): PortalEnvironment {
  if (!url) return config.DEFAULT_ENVIRONMENT;
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
