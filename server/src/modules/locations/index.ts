/** The locations module: what other modules may use of it. Import from here, not from its files. */
export { audienceOf, orderAccounts, productsFor, statusNotOrderableReason, visibleCid } from './locations.service';
