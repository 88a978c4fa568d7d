import { Tabs } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Block } from '../blocks';
import { FallbackScreen } from '../components/fallback-screen';
import { ListView } from '../components/list-view';
import { NoticeProvider, NoticeView } from '../components/notice';
import { ScreenHeader } from '../components/screen-header';
import '../components/screen-header.css';
import { specOf, type ListSpec } from '../definition';
import { activeTab, tabParams } from '../list-state';
import type { ScreenRendererProps } from '../screen-renderer';

/** The tabs of a list screen, each a list of its own; the chosen one is in the address (`?tab=order`). */
function ListTabs({ spec, context }: { spec: Partial<ListSpec>; context: { screen: ScreenRendererProps['screen'] } }) {
  const [params, setParams] = useSearchParams();
  const tab = activeTab(spec, params);
  if (tab === null) return null;
  return (
    <Tabs.Root value={tab.id} onValueChange={(details) => setParams(tabParams(spec, details.value), { flushSync: true })} lazyMount unmountOnExit>
      <Tabs.List>
        {(spec.tabs ?? []).map((item) => (
          <Tabs.Trigger key={item.id} value={item.id}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {(spec.tabs ?? []).map((item) => (
        <Tabs.Content key={item.id} value={item.id} pt="4">
          {/* The key gives each tab its own list state (a filter draft does not leak into the other tab). */}
          <ListView key={item.id} spec={item} context={context} caption={item.label} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Renderer of screens of kind 'list'; loaded on demand when such a route is opened. */
export default function ListScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<ListSpec>(screen);
  const params = useParams();
  // One object per screen: the rows of its lists take it as a prop and render again only when it changes.
  const context = useMemo(() => ({ screen }), [screen]);
  if (!spec.data && !spec.tabs?.length) return <FallbackScreen screen={screen} />;
  return (
    <NoticeProvider>
      <div className="sdui-screen">
        <ScreenHeader title={screen.title} intro={spec.intro} actions={spec.actions} context={context} backLink={spec.backLink} linkData={params} />
        <NoticeView />
        {(spec.blocks ?? []).map((name) => (
          <Block key={name} name={name} screen={screen} params={params} />
        ))}
        {spec.tabs?.length ? <ListTabs spec={spec} context={context} /> : <ListView spec={spec} context={context} />}
      </div>
    </NoticeProvider>
  );
}
