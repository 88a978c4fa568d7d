import type { ComponentType } from 'react';
import { portalClientAnnounced } from '../lib/apollo-context';
import type { ScreenRendererProps } from './screen-renderer';

type RendererModule = {
  default: ComponentType<ScreenRendererProps>;
  /** What the renderer loads on its own (lib/lazy-part.ts): parts that draw after its first paint on a page load. */
  parts?: () => Promise<unknown>;
};

/**
 * Screen kind → its generic renderer, each in its own chunk (SPEC.md §2: every route
 * but home is loaded on demand). The kinds are those of `schema/screens.schema.json`.
 */
const RENDERERS: Readonly<Record<string, () => Promise<RendererModule>>> = {
  list: () => import('./renderers/list-screen'),
  detail: () => import('./renderers/detail-screen'),
  form: () => import('./renderers/form-screen'),
  dashboard: () => import('./renderers/dashboard-screen'),
  custom: () => import('./renderers/custom-screen'),
};

/**
 * Kinds whose renderer draws without Apollo Client: on the page's first load it may still be
 * loading, and the screen shows its header at once and its data once the client is there
 * (`WithPortalClient`). The others wait for the client before they draw.
 */
const DRAW_BEFORE_CLIENT: ReadonlySet<string> = new Set(['list']);

export function drawsBeforeClient(kind: string): boolean {
  return DRAW_BEFORE_CLIENT.has(kind);
}

export function isKnownKind(kind: string): boolean {
  return Object.hasOwn(RENDERERS, kind);
}

/**
 * The renderer of a screen's kind; an unknown kind gets the visible fallback. Hand-built
 * pages are blocks registered under their screen id (block-catalogue.ts), which the
 * renderers place when the definition describes no generic layout.
 */
export async function loadRenderer(kind: string, { whole = portalClientAnnounced() }: { whole?: boolean } = {}): Promise<ComponentType<ScreenRendererProps>> {
  const load = Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined;
  // Asked for once Apollo Client is there (a click, not the page's first load), the renderer's
  // own parts load with it: the screen is drawn once, whole (issue 20, B11).
  const module: RendererModule = load === undefined ? await import('./unknown-kind-screen') : await load();
  if (module.parts !== undefined && whole) await module.parts();
  return module.default;
}

/**
 * A renderer with its own parts, for a click to come (idle prefetch, intent on a link): whole
 * even before Apollo Client is there. Loaded without its parts, the first click on a list would
 * load the list's chunk and styles itself.
 */
export function preloadRenderer(kind: string): Promise<unknown> {
  return loadRenderer(kind, { whole: true });
}
