import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Block } from '../blocks';
import { FallbackScreen } from '../components/fallback-screen';
import { ListView } from '../components/list-view';
import { ScreenHeader } from '../components/screen-header';
import { specOf, type ListSpec } from '../definition';
import type { ScreenRendererProps } from '../screen-renderer';

/** Renderer of screens of kind 'list'; loaded on demand when such a route is opened. */
export default function ListScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<ListSpec>(screen);
  const params = useParams();
  if (!spec.data) return <FallbackScreen screen={screen} />;
  const context = { screen };
  return (
    <Stack gap="5">
      <ScreenHeader title={screen.title} intro={spec.intro} actions={spec.actions} context={context} backLink={spec.backLink} linkData={params} />
      {(spec.blocks ?? []).map((name) => (
        <Block key={name} name={name} screen={screen} params={params} />
      ))}
      <ListView spec={spec} context={context} />
    </Stack>
  );
}
