import { Suspense, use, useId, useMemo, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { WithPortalClient } from '../../lib/apollo-context';
import { Block } from '../blocks';
import { FallbackScreen } from '../components/fallback-screen';
import type { ListView as ListViewComponent } from '../components/list-view';
import { NoticeProvider, NoticeView } from '../components/notice';
import { ErrorState } from '../components/states';
import { ScreenHeader } from '../components/screen-header';
import '../components/screen-header.css';
import { specOf, type ListSpec } from '../definition';
import { activeTab, tabParams } from '../list-state';
import type { ScreenRendererProps } from '../screen-renderer';
import { useTranslation } from '../../lib/i18n';
import { firstPaintAndItsStarts } from '../../lib/first-paint';
import { lazyPart, useLazyPart } from '../../lib/lazy-part';

/**
 * The list itself (filters, rows, paging: Apollo Client's queries) is a chunk of its own. On the
 * page's first load the screen's header draws before Apollo Client has loaded, and the list
 * follows (issue 20, B10); on a click it comes with the route (`parts`, registry.ts).
 */
const listView = lazyPart(() => import('../components/list-view'));

/** For the registry: what this renderer loads on its own, loaded with it once Apollo Client is there. */
export const parts = () => listView.load();

function ListViewPart(props: ComponentProps<typeof ListViewComponent>) {
  const { ListView } = useLazyPart(listView);
  return <ListView {...props} />;
}

/** The page's first contentful paint and the queries started after it, one promise for every render that waits. */
let firstPaint: Promise<void> | undefined;

/**
 * Renders its children once the page's first contentful paint is on the screen (at most 1 s)
 * and the screen's first queries, started after it, have left (lib/first-paint.ts). On a page
 * load the list and its part (some 20 chunks) come only after the header has been painted:
 * loaded before it, they counted into Lighthouse's LCP (issue 20, B10). Rendered before its
 * query had started, the list would ask on its own: the same query twice.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  use((firstPaint ??= firstPaintAndItsStarts()));
  return children;
}

/**
 * The list once its chunk is there; nothing below the header before (nothing above it moves).
 * Only a list whose chunk is still loading when it mounts (a page load) gets a boundary of its
 * own, and waits for the page's first paint. On a click the chunk came with the route, and the
 * list's wait for its data (screen-data.ts) holds the navigation as before, so the screen is drawn
 * once: inside a boundary of its own, React drew it without rows and showed them no sooner than
 * 300 ms later (its throttle of revealed content; B11: first visits 225-363 ms instead of 94-154).
 */
function LoadedListView(props: ComponentProps<typeof ListViewComponent>) {
  const [loading] = useState(() => !listView.loaded());
  if (!loading) return <ListViewPart {...props} />;
  return (
    <Suspense fallback={null}>
      <AfterFirstPaint>
        <ListViewPart {...props} />
      </AfterFirstPaint>
    </Suspense>
  );
}

/**
 * The tabs of a list screen, each a list of its own; the chosen one is in the address (`?tab=order`).
 * WAI-ARIA tabs (arrow keys, Home and End choose and focus) as plain elements with the look of
 * Chakra's Tabs, variant line (screen-header.css): Ark's tabs machine started on every visit of
 * the list (issue 20, B11). Only the chosen tab's list is rendered.
 */
function ListTabs({ spec, context }: { spec: Partial<ListSpec>; context: { screen: ScreenRendererProps['screen'] } }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const tab = activeTab(spec, params);
  if (tab === null) return null;
  const tabs = spec.tabs ?? [];
  const choose = (value: string) => setParams(tabParams(spec, value), { flushSync: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((item) => item.id === tab.id);
    const to = ({ ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 } as Record<string, number>)[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    choose(next.id);
    document.getElementById(`${id}-tab-${next.id}`)?.focus();
  };
  return (
    <div className="sdui-tabs">
      <div role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((item) => {
          const selected = item.id === tab.id;
          return (
            <button
              key={item.id}
              id={`${id}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab.id}`}>
        {/* The key gives each tab its own list state (a filter draft does not leak into the other tab). */}
        <LoadedListView key={tab.id} spec={tab} context={context} caption={tab.label} />
      </div>
    </div>
  );
}

/** Renderer of screens of kind 'list'; loaded on demand when such a route is opened. */
export default function ListScreen({ screen }: ScreenRendererProps) {
  const { t } = useTranslation();
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
        {/* On the page's first load the header draws before Apollo Client is there; what asks it for data follows. */}
        <WithPortalClient failed={<ErrorState message={t('errors.routeFailed')} onRetry={() => window.location.reload()} />}>
          {(spec.blocks ?? []).map((name) => (
            <Block key={name} name={name} screen={screen} params={params} />
          ))}
          {spec.tabs?.length ? <ListTabs spec={spec} context={context} /> : <LoadedListView spec={spec} context={context} />}
        </WithPortalClient>
      </div>
    </NoticeProvider>
  );
}
