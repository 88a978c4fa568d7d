/**
 * The registry of custom blocks, without React or Chakra: the app fills it at start
 * (app/block-catalogue.ts), the renderers read it when they place a block (./blocks.tsx).
 * Apart from the components that render blocks, so that the first load carries only this.
 */
import type { ComponentType } from 'react';

/** What a custom block receives from the renderer that places it. */
export interface BlockProps {
  /** The screen it is placed on, with its definition (a block may read its data binding). */
  screen: { id: string; title: string; route: string; definition?: unknown };
  /** The record or row it belongs to (detail item, list row); absent on its own screen. */
  data?: object | null;
  /** The route placeholders of the page, e.g. `{ aan_pan: 'KRE01-P03' }`. */
  params: Readonly<Record<string, string | undefined>>;
  /** Called when the block has finished its job (e.g. a dialog's form was saved). */
  onDone?: () => void;
}

export type BlockModule = { default: ComponentType<BlockProps> };

/** The blocks the app registered (app/block-catalogue.ts); sdui/ imports no feature itself. */
const blockLoaders = new Map<string, () => Promise<BlockModule>>();

export function registerBlocks(loaders: Readonly<Record<string, () => Promise<BlockModule>>>): void {
  for (const [name, load] of Object.entries(loaders)) blockLoaders.set(name, load);
}

export function isKnownBlock(name: string): boolean {
  return blockLoaders.has(name);
}

/** The loader of the block registered under `name`, if any. */
export function blockLoader(name: string): (() => Promise<BlockModule>) | undefined {
  return blockLoaders.get(name);
}
