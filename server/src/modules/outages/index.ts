/** Outage feed and dashboard banners from the CRM (`schema/outages.graphql`, `Viewer.banners`). */
export { YELLOW_STOERUNG_STATUS, bannerColour, colourFeed, createOutageService } from './outages.service';
export type { OutageService } from './outages.service';
export { toBanner, toNotification } from './outages.mappers';
export type { BannerColour, ColouredNotification, OutageBanner, OutageNotification } from './outages.mappers';
export { createOutagesResolvers, viewerBanners } from './outages.resolvers';
