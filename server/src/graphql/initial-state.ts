/**
 * The first answers of a page, in its HTML (issue 20, B10). A signed-in browser that opens
 * a page (a reload, a bookmark, a link in an e-mail) would otherwise ask for the boot once
 * its JavaScript has run and for the definition of the screen at that path once the boot
 * has answered: two round trips before the page can show its screen. The shell the server
 * sends for that page carries both instead, as the client's own trusted documents answer
 * them for this user, in a JSON block (`<script type="application/json">`: data, never run,
 * so the Content-Security-Policy stays without inline scripts). The client takes them into
 * its cache as if it had asked (web/src/lib/initial-state.ts); anything missing it asks for.
 *
 * - With a valid session: the boot and the screen. A browser without any token (a visitor, the
 *   login) gets the visitor's boot (public routes, no viewer). An expired token or a revoked
 *   session gives the plain shell, and the client goes its usual way (the refresh of the token).
 * - The same execution as POST /graphql: the same documents, context, resolvers and rules,
 *   so the block holds exactly what this user would get by asking, and nothing of anyone else.
 * - The definition only for a screen among the user's own routes; no answer with errors.
 * - Never longer than `deadlineMs`: a slow upstream delays the client's own requests, not
 *   the HTML.
 */
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from './context';
import type { Manifest } from './trusted-documents/manifest';
import { portalMetrics } from '../lib/metrics';
import type { ShellAddition } from '../http/static';

/** What the block holds; the client checks `language` against the one it will ask in. */
export interface InitialState {
  language: string;
  boot: Record<string, unknown>;
  /** Answers to `ScreenDefinition` with these variables. */
  screens: Array<{ variables: { id: string; rulesVersion: string | null }; data: Record<string, unknown> }>;
}

export const INITIAL_STATE_ELEMENT_ID = 'portal-initial-state';

export interface InitialStateOptions {
  apollo: ApolloServer<GraphQLContext>;
  manifest: Manifest;
  /** The context of a GraphQL request from the page at `clientUrl` (a visitor's without a token); null with a token that does not verify. */
  contextFor(request: FastifyRequest, reply: FastifyReply, clientUrl: string): Promise<GraphQLContext | null>;
  deadlineMs: number;
}

/** For the shell of a client route: the block to put into it with the kind of the screen it opens (null: none of the user's screens), or null for the plain shell. */
export type InitialStateSource = ShellAddition;

/** The text of the client's operation `name` in the trusted documents, if there is one. */
export function operationText(manifest: Manifest, name: string): string | undefined {
  const pattern = new RegExp(`^query ${name}\\b`);
  return Object.values(manifest).find((text) => pattern.test(text));
}

/** Whether `path` (no query) is matched by a route pattern as the client's router matches it (`:param` segments, whole path). */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('?')[0]!.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i]!.length > 0 : segment === have[i]));
}

/** JSON that cannot end the script element or start markup inside it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function createInitialStateSource({ apollo, manifest, contextFor, deadlineMs }: InitialStateOptions): InitialStateSource {
  const bootText = operationText(manifest, 'PortalBoot');
  const screenText = operationText(manifest, 'ScreenDefinition');
  if (bootText === undefined || screenText === undefined) return async () => null;

  const run = async (context: GraphQLContext, query: string, variables: Record<string, unknown>) => {
    const response = await apollo.executeOperation({ query, variables }, { contextValue: context });
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return errors === undefined && data ? data : null;
  };

  const build = async (request: FastifyRequest, reply: FastifyReply): Promise<{ state: InitialState; screenKind: string | null; signedIn: boolean } | null> => {
    const path = request.url.split('?')[0] ?? '/';
    const context = await contextFor(request, reply, `${request.protocol}://${request.host}${request.url}`);
    if (context === null) return null;
    const boot = await run(context, bootText, {});
    const viewer = boot?.['viewer'] as { rulesVersion?: string | null; routes?: Array<{ id: string; route: string }> } | null | undefined;
    if (!boot) return null;
    // A visitor: the boot alone (the login draws without asking for it).
    if (!viewer) return context.viewer === null ? { state: { language: context.language, boot, screens: [] }, screenKind: null, signedIn: false } : null;
    const screens: InitialState['screens'] = [];
    let screenKind: string | null = null;
    const screen = viewer.routes?.find((candidate) => routeMatches(candidate.route, path));
    if (screen !== undefined) {
      const variables = { id: screen.id, rulesVersion: viewer.rulesVersion ?? null };
      const data = await run(context, screenText, variables);
      const answered = data?.['screen'] as { kind?: unknown } | null | undefined;
      if (answered) {
        screens.push({ variables, data: data! });
        screenKind = typeof answered.kind === 'string' ? answered.kind : null;
      }
    }
    return { state: { language: context.language, boot, screens }, screenKind, signedIn: true };
  };

  return async (request, reply) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, deadlineMs, 'late')));
    const building = build(request, reply).catch((error: unknown) => {
      // No session after all (an expired token, a revoked session) or a failing source: the plain shell.
      request.log.debug({ err: error }, 'shell without initial state');
      return null;
    });
    try {
      const state = await Promise.race([building, late]);
      portalMetrics.initialState(state === 'late' ? 'late' : state === null ? 'plain' : state.signedIn ? 'carried' : 'visitor');
      if (state === 'late' || state === null) return null;
      return {
        block: `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${jsonForHtml(state.state)}</script>`,
        screenKind: state.screenKind,
        signedIn: state.signedIn,
      };
    } finally {
      clearTimeout(timer);
    }
  };
}
