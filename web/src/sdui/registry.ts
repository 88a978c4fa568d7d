import type { ComponentType } from 'react';
import type { ScreenRendererProps } from './screen-renderer';

type RendererModule = { default: ComponentType<ScreenRendererProps> };

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

export function isKnownKind(kind: string): boolean {
  return Object.hasOwn(RENDERERS, kind);
}

/**
 * The renderer of a screen's kind; an unknown kind gets the visible fallback. Hand-built
 * pages are blocks registered under their screen id (block-catalogue.ts), which the
 * renderers place when the definition describes no generic layout.
 */
export async function loadRenderer(kind: string): Promise<ComponentType<ScreenRendererProps>> {
  const load = Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined;
  const module = load === undefined ? await import('./unknown-kind-screen') : await load();
  return module.default;
}
