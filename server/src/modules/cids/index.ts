/** The cids module: what other modules may use of it. Import from here, not from its files. */
export type { Cid, CidProduct, OntSwap } from './cids.mappers';
export { CID_STATUSES, toCid, toOntSwap } from './cids.mappers';
export { findCid } from './cids.service';
export { createCidsResolvers } from './cids.resolvers';
export { createCidsService } from './cids.service';
export type { CidsService } from './cids.service';
