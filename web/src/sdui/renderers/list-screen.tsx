import { ScreenPlaceholder } from '../screen-placeholder';
import type { ScreenRendererProps } from '../screen-renderer';

/** Renderer of screens of kind 'list'; loaded on demand when such a route is opened. */
export default function ListScreen({ screen }: ScreenRendererProps) {
  return <ScreenPlaceholder screen={screen} />;
}
