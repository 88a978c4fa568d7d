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
