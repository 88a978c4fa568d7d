import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response.
 * - Scripts only from the portal's own origin, none inline: Vite emits the client and the
 *   explorer as module files, and the pages carry no inline script.
 * - Styles also inline ('unsafe-inline', styles only): Chakra UI (emotion) and GraphiQL
 *   insert <style> elements at run time, and the explorer page has a small inline <style>.
 *   Styles cannot run code; nonces would need per-response HTML rewriting for no gain here.
 * - Images and fonts may be data: URIs (the favicon is `data:,`, GraphiQL embeds icons).
 * - No framing at all, no plugins, forms and the <base> element only to the portal itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, subdomains included: the portal hosts are HTTPS-only in production. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Sets the security headers on every response of the app — HTML, JSON, assets, the
 * explorer, errors and SuperTokens' /auth answers — in one root-level onSend hook, so that
 * a route added later cannot forget them. HSTS only in production: on plain-HTTP
 * development hosts it would be ignored or, behind a TLS proxy for localhost, stick for a year.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const headers = Object.entries(securityHeaders(options));
  // Callback style: cheaper than an async hook on a path every response takes.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done(null, payload);
  });
}
