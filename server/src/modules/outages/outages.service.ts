/**
 * The CRM outage feed and the dashboard banners (SPEC.md §3, §4). The feed is the same
 * for every user and comes from the shared cache (OUTAGE_CACHE_TTL_SEC): a hundred
 * dashboards within one TTL cause one upstream call. Colours and the end filter are
 * computed per request from the cached feed, so a maintenance that starts during a TTL
 * turns yellow on time and an ended outage disappears even from a stale copy.
 */
import type { CrmOutageNotification, UpstreamScope } from '../../sources';
import { FORMATTED } from '../../sources';

export type BannerColour = 'yellow' | 'red' | 'grey';
/** 'Wartung' or 'Störung' as the CRM formats `cos_type`; 'Meldung' when the CRM sends neither. */
export type OutageKind = string;

/** SPEC.md §9: the status of a Störung that is shown yellow (Eingeschränkt). */
export const YELLOW_STOERUNG_STATUS = 181510002;

/** CRM option values of `cos_type`, for answers without the formatted label. */
const KIND_BY_TYPE: Readonly<Record<number, OutageKind>> = { 181510000: 'Wartung', 181510001: 'Störung' };

export interface OutageNotification {
  id: string;
  kind: OutageKind;
  title: string;
  startTime: string | null;
  endTime: string | null;
  durationHours: number | null;
  status: number | null;
  statusLabel: string | null;
  affectedAans: string[];
  reason: string | null;
  region: string | null;
}

export interface ColouredNotification extends OutageNotification {
  colour: BannerColour;
}

/** What `Viewer.banners` shows (DESIGN.md §5). */
export interface OutageBanner {
  id: string;
  kind: string;
  colour: BannerColour;
  title: string;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
}

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

export function toNotification(raw: CrmOutageNotification): OutageNotification {
  const kind = raw[`cos_type${FORMATTED}`] ?? (raw.cos_type != null ? KIND_BY_TYPE[raw.cos_type] : undefined) ?? 'Meldung';
  const aans = (raw.cos_affectedaans ?? '')
    .split(',')
    .map((aan) => aan.trim())
    .filter((aan) => aan !== '');
  return {
    id: raw.cos_outagenotificationid,
    kind,
    title: raw.cos_name?.trim() || [kind, aans.join(', ')].filter((part) => part !== '').join(' '),
    startTime: raw.cos_starttime ?? null,
    endTime: raw.cos_endtime ?? null,
    durationHours: raw.cos_duration ?? null,
    status: raw.cos_status ?? null,
    statusLabel: raw[`cos_status${FORMATTED}`] ?? null,
    affectedAans: aans,
    reason: raw.cos_reason ?? null,
    region: raw.cos_region ?? null,
  };
}

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

export function toBanner(notification: ColouredNotification): OutageBanner {
  return {
    id: notification.id,
    kind: notification.kind,
    colour: notification.colour,
    title: notification.title,
    startTime: notification.startTime,
    endTime: notification.endTime,
    reason: notification.reason,
  };
}

export interface OutageServiceOptions {
  now?: () => number;
}

export function createOutageService(options: OutageServiceOptions = {}) {
  const now = options.now ?? Date.now;

  /** The feed from the shared cache; one upstream call per TTL however many users ask. */
  function feed(scope: UpstreamScope): Promise<OutageNotification[]> {
    return scope.shared('crm', 'outagenotifications', 'outages', async ({ crm }) => (await crm.outageNotifications()).map(toNotification));
  }

  return {
    async notifications(scope: UpstreamScope): Promise<ColouredNotification[]> {
      return colourFeed(await feed(scope), now());
    },

    /**
     * The dashboard's banners. `Viewer.banners` is non-null, so a failing feed must not
     * throw (it would null the whole viewer): the banners are empty and the error is
     * reported beside the data, at the field's path.
     */
    async banners(scope: UpstreamScope, path: ReadonlyArray<string | number>): Promise<OutageBanner[]> {
      try {
        return colourFeed(await feed(scope), now()).map(toBanner);
      } catch (error) {
        scope.reportPartial(scope.toError(error), path);
        return [];
      }
    },
  };
}

export type OutageService = ReturnType<typeof createOutageService>;
