/** The pans module: what other modules may use of it. Import from here, not from its files. */
export * from './pans.service';
export * from './pans.acknowledgement-rules';
export * from './pans.acknowledgement';
export * from './pans.material';
export { createPansResolvers } from './pans.resolvers';
