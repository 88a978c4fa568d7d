import { registerBlocks, type BlockModule } from '../sdui/block-registry';

/**
 * Custom blocks by name: what a definition's `block` (a section, an action's dialog, a
 * list's header, the component of a `kind: custom` screen) may name. Each loads on
 * demand into a chunk of its own. The app composes features into the generic renderer
 * here (sdui/ knows no feature): they are imported lazily, so no feature code is part of
 * a renderer's chunk.
 */
export const BLOCK_LOADERS: Readonly<Record<string, () => Promise<BlockModule>>> = {
  // PAN-Bau / HA-Bau
  'pan-acknowledgement': () => import('../features/pans/acknowledgement-panel'),
  // Components of custom screens (`kind: custom`, `block: …`).
  workbench: () => import('../features/workbench/workbench-page'),
  // Standorte, Bestellung mit Unterschrift, CID/ONT-Tausch (issue 7)
  // The signing link of an order, a section of the order overview (`kind: detail`).
  'order-signing-link': () => import('../features/ordering/signing-link-block'),
  'location-order-form': () => import('../features/ordering/order-form-page'),
  'location-order-sign': () => import('../features/ordering/sign-page'),
  'location-order-sign-download': () => import('../features/ordering/download-page'),
  'ont-swap': () => import('../features/ont-swap/ont-swap-page'),
};

/** Hands the catalogue to the generic renderer; called once at start (and by the test setup). */
export function registerPortalBlocks(): void {
  registerBlocks(BLOCK_LOADERS);
}
