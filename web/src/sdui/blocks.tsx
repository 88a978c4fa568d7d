import { Alert } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from './components/states';

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

const lazyBlocks = new Map<string, LazyExoticComponent<ComponentType<BlockProps>>>();

function lazyBlock(name: string): LazyExoticComponent<ComponentType<BlockProps>> | null {
  const load = blockLoaders.get(name);
  if (load === undefined) return null;
  let component = lazyBlocks.get(name);
  if (component === undefined) {
    component = lazy(load);
    lazyBlocks.set(name, component);
  }
  return component;
}

/** A block this client does not know (a newer definition): a visible note, not a crash. */
export function UnknownBlock({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="status" data-block={name}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('sdui.unknownBlock.title')}</Alert.Title>
        <Alert.Description>{t('sdui.unknownBlock.text', { name })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The custom block registered under `name`, loaded on demand. */
export function Block({ name, ...props }: BlockProps & { name: string }) {
  const Component = lazyBlock(name);
  if (Component === null) return <UnknownBlock name={name} />;
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <Component {...props} />
    </Suspense>
  );
}
