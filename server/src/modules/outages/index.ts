/** Outage feed and dashboard banners from the CRM (`schema/outages.graphql`, `Viewer.banners`). */
export { YELLOW_STOERUNG_STATUS, bannerColour, colourFeed, createOutageService, toBanner, toNotification } from './outages.service';
export type { BannerColour, ColouredNotification, OutageBanner, OutageNotification, OutageService } from './outages.service';
export { createOutagesResolvers, viewerBanners } from './outages.resolvers';
