import { Alert } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { DetailSkeleton } from './components/states';
import { blockLoader, type BlockProps } from './block-registry';
import './texts';
import { useTranslation } from '../lib/i18n';

export { isKnownBlock, registerBlocks, type BlockModule, type BlockProps } from './block-registry';

const lazyBlocks = new Map<string, LazyExoticComponent<ComponentType<BlockProps>>>();

function lazyBlock(name: string): LazyExoticComponent<ComponentType<BlockProps>> | null {
  const load = blockLoader(name);
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
