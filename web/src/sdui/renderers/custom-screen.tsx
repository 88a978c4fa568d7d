import { Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Block } from '../blocks';
import { FallbackScreen } from '../components/fallback-screen';
import { specOf, type CustomSpec } from '../definition';
import type { ScreenRendererProps } from '../screen-renderer';

/**
 * Renderer of screens of kind 'custom': the block the definition names, or the one
 * registered under the screen's id. An unknown block name shows a visible note.
 */
export default function CustomScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<CustomSpec>(screen);
  const params = useParams();
  if (!spec.block) return <FallbackScreen screen={screen} />;
  return (
    <Stack gap="4">
      {spec.intro ? <Text color="fg.muted">{spec.intro}</Text> : null}
      <Block name={spec.block} screen={screen} params={params} />
    </Stack>
  );
}
