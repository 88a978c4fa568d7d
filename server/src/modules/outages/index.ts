/** Outage feed and dashboard banners from the CRM (`schema/outages.graphql`, `Viewer.banners`). */
import { createOutageResolvers } from './outages.resolvers';
import { createOutageService } from './outages.service';

export { YELLOW_STOERUNG_STATUS, bannerColour, colourFeed, createOutageService, toBanner, toNotification } from './outages.service';
export type { BannerColour, ColouredNotification, OutageBanner, OutageNotification, OutageService } from './outages.service';

/** The portal's outage service: real time, shared cache. */
export const outageService = createOutageService();

export const outageResolvers = createOutageResolvers(outageService);
export { createOutageResolvers, viewerBanners } from './outages.resolvers';
