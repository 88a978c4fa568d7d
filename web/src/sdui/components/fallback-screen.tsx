import { useParams } from 'react-router-dom';
import { Block, isKnownBlock } from '../blocks';
import { ScreenPlaceholder } from '../screen-placeholder';
import type { ScreenRendererProps } from '../screen-renderer';

/**
 * A screen whose definition gives its renderer nothing to draw: the hand-built page
 * registered under the screen's id, or the note that the page is being prepared.
 */
export function FallbackScreen({ screen }: ScreenRendererProps) {
  const params = useParams();
  if (isKnownBlock(screen.id)) return <Block name={screen.id} screen={screen} params={params} />;
  return <ScreenPlaceholder screen={screen} />;
}
