import { ScreenPlaceholder } from '../screen-placeholder';
import type { ScreenRendererProps } from '../screen-renderer';

/** Renderer of screens of kind 'custom'; loaded on demand when such a route is opened. */
export default function CustomScreen({ screen }: ScreenRendererProps) {
  return <ScreenPlaceholder screen={screen} />;
}
