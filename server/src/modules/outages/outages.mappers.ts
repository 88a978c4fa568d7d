/**
 * What the outage feed answers: the CRM's notification as the portal reads it (one shape
 * for the feed, the banners and the history) and the banner `Viewer.banners` shows.
 */
import type { CrmOutageNotification } from '../../sources';
import { FORMATTED } from '../../sources';

/** The banner's colour (SPEC.md §4; the rule is `bannerColour` of the service). */
export type BannerColour = 'yellow' | 'red' | 'grey';

/** 'Wartung' or 'Störung' as the CRM formats `cos_type`; 'Meldung' when the CRM sends neither. */
export type OutageKind = string;

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

/** The CRM's notification as the feed and the history show it; a missing title is made of the kind and the AANs. */
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

/** A coloured notification as a dashboard banner. */
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
