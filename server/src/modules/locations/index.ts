/** The locations module: what other modules may use of it. Import from here, not from its files. */
export {
  ADDRESS_SEARCH_CAP,
  ADDRESS_SEARCH_MESSAGES,
  audienceOf,
  compareAddresses,
  searchAddresses,
  orderAccounts,
  productsFor,
  statusNotOrderableReason,
  visibleCid,
} from './locations.service';
export { createLocationsResolvers } from './locations.resolvers';
export { createLocationsService } from './locations.service';
export type { LocationsService } from './locations.service';
