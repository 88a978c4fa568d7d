import type { Resolvers } from './__generated__/resolvers-types';
import { environmentForUrl } from '../lib/environment';
import { portalVersion } from '../lib/version';
import {
  createAccountSwitchService,
  createNavigationResolvers,
  createSupertokensAccountDirectory,
  createSupertokensMetadataStore,
} from '../modules/navigation';

/** Resolvers of `schema/base.graphql`; domain modules add their own maps. */
export const baseResolvers: Resolvers = {
  Query: {
    portal: (_parent, _args, { services, clientUrl }) => ({
      version: portalVersion,
      environment: environmentForUrl(services.config, clientUrl),
    }),
  },
};

const metadata = createSupertokensMetadataStore();
const navigationResolvers = createNavigationResolvers({
  accountSwitch: createAccountSwitchService({ directory: createSupertokensAccountDirectory(metadata), metadata }),
});

export const resolvers: Resolvers[] = [baseResolvers, navigationResolvers];
