/**
 * What the history answers: an outage of the CRM as the feed reads it (`toNotification` of
 * the outages module), marked current or past and, when current, with its banner's colour.
 * `toOutageRecord` (the service) applies those rules; the rows come whole from the CRM.
 */
import type { BannerColour, OutageNotification } from '../outages';

export interface OutageRecord extends OutageNotification {
  current: boolean;
  bannerColour: BannerColour | null;
}
