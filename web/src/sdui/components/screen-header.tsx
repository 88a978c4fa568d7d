import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ActionSpec } from '../definition';
import { useDeclareMenuParent } from '../menu-parent';
import { originFromState, withRememberedQuery, type ListOrigin } from '../list-origin';
import { useCanOpen, useScreenTitle } from '../screen-context';
import { fillTemplate } from '../values';
import { ActionButtons, type ActionContext } from './actions';
import '../texts';
import { useTranslation } from '../../lib/i18n';
import './screen-header.css';

export interface ScreenHeaderProps {
  title: string;
  /** Shown beside the title, e.g. the ticket number. */
  subtitle?: ReactNode;
  /** A line below the title, e.g. identifiers and the state of the record. */
  summary?: ReactNode;
  intro?: string | undefined;
  actions?: readonly ActionSpec[] | undefined;
  context: ActionContext;
  backLink?: { to: string; label?: string } | undefined;
  /** Data and route placeholders the back link and tabs are filled from. */
  linkData?: object;
  tabs?: ReadonlyArray<{ label: string; to: string }> | undefined;
}

/** Title, intro, the page's actions, a way back and the tabs to related pages; plain elements with Chakra's look (screen-header.css). */
export function ScreenHeader({ title, subtitle, summary, intro, actions, context, backLink, linkData = {}, tabs }: ScreenHeaderProps) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const titleOf = useScreenTitle();
  const location = useLocation();
  const crumbs = breadcrumbs(backLink ? fillTemplate(backLink.to, linkData) : null, backLink?.label, originFromState(location.state), titleOf);
  const shown = crumbs.length > 0 && canOpen(crumbs[crumbs.length - 1]!.to) ? crumbs : [];
  useDeclareMenuParent(shown[0]?.to ?? null);
  const tabTargets = (tabs ?? []).flatMap((tab) => {
    const target = fillTemplate(tab.to, linkData);
    return target !== null && canOpen(target) ? [{ label: tab.label, target }] : [];
  });
  return (
    <div>
      {shown.length > 0 ? (
        <nav className="sdui-crumbs" aria-label={t('sdui.breadcrumb')}>
          <ol>
            {shown.map((crumb) => (
              <Fragment key={crumb.to + crumb.label}>
                <li>
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </li>
                <li aria-hidden="true">›</li>
              </Fragment>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      ) : null}
      <div className="sdui-screen-top">
        <div>
          <h1 className="sdui-screen-title">
            {title}
            {subtitle ? <span className="sdui-screen-subtitle">{subtitle}</span> : null}
          </h1>
          {summary ? <div className="sdui-screen-summary">{summary}</div> : null}
          {intro ? <p className="sdui-screen-intro">{intro}</p> : null}
        </div>
        <ActionButtons actions={actions} context={context} size="md" />
      </div>
      {tabTargets.length > 1 ? (
        <nav className="sdui-screen-tabs" aria-label={title}>
          {tabTargets.map((tab) => {
            const current = location.pathname === tab.target;
            return (
              // The record's tabs keep the list it was opened from (the breadcrumb).
              <RouterLink key={tab.target} to={tab.target} state={location.state as unknown} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </RouterLink>
            );
          })}
        </nav>
      ) : null}
    </div>
  );
}

interface Crumb {
  to: string;
  label: string;
}

/**
 * The way back above the title (issue 17: orientation). Its first step is named like the
 * list's menu entry (the list screen's title for this user, e.g. 'HA-Bestellung'); a list
 * with tabs adds the tab ('Bestellungen'). It leads to the list as the user left it: the
 * address the page was opened from, else the query that list last had in this browser tab.
 * A page without `backLink` (a CID, reached from several lists) leads back to the list it
 * was opened from, if it was.
 */
export function breadcrumbs(
  back: string | null,
  backLabel: string | undefined,
  origin: ListOrigin | null,
  titleOf: (target: string) => string | null,
): Crumb[] {
  const fromOrigin = (from: ListOrigin): Crumb[] => {
    const path = from.to.split('?')[0] ?? from.to;
    const tabbed = from.tab !== undefined && new URLSearchParams(from.to.split('?')[1] ?? '').has('tab');
    return tabbed
      ? [
          { to: withRememberedQuery(path), label: from.label },
          { to: from.to, label: from.tab! },
        ]
      : [{ to: from.to, label: from.label }];
  };
  // Opened from a list: back to that list (another tab of the backLink's list counts too).
  if (origin !== null && (back === null || origin.to.split('?')[0] === back.split('?')[0])) return fromOrigin(origin);
  if (back === null) return [];
  const to = withRememberedQuery(back);
  const path = back.split('?')[0] ?? back;
  const listTitle = titleOf(path) ?? backLabel ?? path;
  const tab = new URLSearchParams(back.split('?')[1] ?? '').get('tab');
  // The tab's name is the backLink's label; without a tab the list's title says it all.
  if (tab !== null && backLabel !== undefined && backLabel !== listTitle)
    return [
      { to: withRememberedQuery(path), label: listTitle },
      { to, label: backLabel },
    ];
  return [{ to, label: listTitle }];
}
