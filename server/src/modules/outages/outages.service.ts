/**
 * The CRM outage feed and the dashboard banners (SPEC.md §3, §4). The feed is the same
 * for every user and comes from the shared cache (OUTAGE_CACHE_TTL_SEC): a hundred
 * dashboards within one TTL cause one upstream call. Colours and the end filter are
 * computed per request from the cached feed, so a maintenance that starts during a TTL
 * turns yellow on time and an ended outage disappears even from a stale copy.
 */
import type { SourceClients, UpstreamScope } from '../../sources';
import { toBanner, toNotification } from './outages.mappers';
import type { BannerColour, ColouredNotification, OutageBanner, OutageNotification } from './outages.mappers';

/** SPEC.md §9: the status of a Störung that is shown yellow (Eingeschränkt). */
export const YELLOW_STOERUNG_STATUS = 181510002;

/**
 * SPEC.md §4: a Wartung whose start has arrived is yellow; a Störung with status 181510002
 * is yellow; any other Störung is red; the rest is grey. "Arrived" includes the very
 * millisecond of the start.
 */
export function bannerColour(notification: Pick<OutageNotification, 'kind' | 'startTime' | 'status'>, now: number): BannerColour {
  if (notification.kind === 'Wartung') {
    const start = notification.startTime === null ? Number.NaN : Date.parse(notification.startTime);
    return !Number.isNaN(start) && start <= now ? 'yellow' : 'grey';
  }
  if (notification.kind === 'Störung') return notification.status === YELLOW_STOERUNG_STATUS ? 'yellow' : 'red';
  return 'grey';
}

const SEVERITY: Readonly<Record<BannerColour, number>> = { red: 0, yellow: 1, grey: 2 };

/** Colours the feed for `now`, drops what has ended, and puts the most severe first. */
export function colourFeed(feed: readonly OutageNotification[], now: number): ColouredNotification[] {
  return feed
    .filter((notification) => notification.endTime === null || !(Date.parse(notification.endTime) <= now))
    .map((notification) => ({ ...notification, colour: bannerColour(notification, now) }))
    .sort(
      (a, b) =>
        SEVERITY[a.colour] - SEVERITY[b.colour] || (Date.parse(a.startTime ?? '') || 0) - (Date.parse(b.startTime ?? '') || 0) || a.id.localeCompare(b.id),
    );
}

export interface OutageServiceOptions {
  now?: () => number;
}

/**
 * The moment after `at` from which `colourFeed(feed, ·)` may answer differently: the next
 * end (the notification disappears) or the next start (a Wartung turns yellow) after `at`.
 */
export function nextChange(feed: readonly OutageNotification[], at: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const notification of feed) {
    for (const time of [notification.endTime, notification.kind === 'Wartung' ? notification.startTime : null]) {
      const moment = time === null ? Number.NaN : Date.parse(time);
      if (moment > at && moment < next) next = moment;
    }
  }
  return next;
}

export function createOutageService(options: OutageServiceOptions = {}) {
  const now = options.now ?? Date.now;
  /**
   * The banners of a feed copy, reused until the next start or end passes (`nextChange`):
   * every dashboard asks for them, and between two such moments they are the same
   * (issue 20: colouring, filtering and sorting per request were 5 % of a dashboard's CPU time).
   */
  const bannersOf = new WeakMap<readonly OutageNotification[], { from: number; until: number; banners: OutageBanner[] }>();
  const bannersAt = (feed: readonly OutageNotification[], at: number): OutageBanner[] => {
    const known = bannersOf.get(feed);
    if (known !== undefined && known.from <= at && at < known.until) return known.banners;
    const banners = colourFeed(feed, at).map(toBanner);
    bannersOf.set(feed, { from: at, until: nextChange(feed, at), banners });
    return banners;
  };

  /** Where the feed is kept in the shared cache: system, name, policy. */
  const FEED = ['crm', 'outagenotifications', 'outages'] as const;

  const loadFeed = async ({ crm }: SourceClients): Promise<OutageNotification[]> => (await crm.outageNotifications()).map(toNotification);

  /** The feed from the shared cache; one upstream call per TTL however many users ask. */
  function feed(scope: UpstreamScope): Promise<OutageNotification[]> {
    return scope.shared(...FEED, loadFeed);
  }

  return {
    async notifications(scope: UpstreamScope): Promise<ColouredNotification[]> {
      return colourFeed(await feed(scope), now());
    },

    /**
     * The banners `banners` answers now from the cached feed, fresh or stale, without waiting
     * for it (undefined when it is not in the cache; a stale copy starts its refresh as
     * `banners` would, and its banners are what `banners` answers meanwhile): the same array
     * while the feed copy and the time window are the same. The boot cache compares them
     * (graphql/boot-cache.ts).
     */
    async keptBanners(scope: UpstreamScope): Promise<OutageBanner[] | undefined> {
      const kept = await scope.sharedIfKept(...FEED, loadFeed);
      return kept === undefined ? undefined : bannersAt(kept, now());
    },

    /**
     * The dashboard's banners. `Viewer.banners` is non-null, so a failing feed must not
     * throw (it would null the whole viewer): the banners are empty and the error is
     * reported beside the data, at the field's path.
     */
    async banners(scope: UpstreamScope, path: ReadonlyArray<string | number>): Promise<OutageBanner[]> {
      try {
        return bannersAt(await feed(scope), now());
      } catch (error) {
        scope.reportPartial(scope.toError(error), path);
        return [];
      }
    },
  };
}

export type OutageService = ReturnType<typeof createOutageService>;
