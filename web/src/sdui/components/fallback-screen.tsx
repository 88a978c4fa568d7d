import { ScreenPlaceholder } from '../screen-placeholder';
import type { ScreenRendererProps } from '../screen-renderer';

/**
 * A screen whose descriptor gives its renderer nothing to draw. The server refuses such
 * definitions (schema/screens.schema.json), so this shows only for a descriptor built
 * by hand or an older server: the note that the page is being prepared.
 */
export function FallbackScreen({ screen }: ScreenRendererProps) {
  return <ScreenPlaceholder screen={screen} />;
}
