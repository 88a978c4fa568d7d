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

/**
 * Hand-built screens by screen id (a `custom` screen of `screens/` whose page is a
 * feature): they take the place of the generic renderer of their kind.
 */
const SCREENS: Readonly<Record<string, () => Promise<RendererModule>>> = {
  workbench: () => import('../features/workbench/workbench-page'),
};

export function isKnownKind(kind: string): boolean {
  return Object.hasOwn(RENDERERS, kind);
}

/** The renderer of a screen: its own page if it has one, else its kind's; an unknown kind gets the visible fallback. */
export async function loadRenderer(kind: string, screenId?: string): Promise<ComponentType<ScreenRendererProps>> {
  const own = screenId !== undefined && Object.hasOwn(SCREENS, screenId) ? SCREENS[screenId] : undefined;
  const load = own ?? (Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined);
  const module = load === undefined ? await import('./unknown-kind-screen') : await load();
  return module.default;
}
