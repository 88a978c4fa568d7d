/**
 * What the parents of the navigation types really are (wired in `codegen.ts`). A
 * `Viewer` is the session user with the navigation computed for them once per request;
 * its fields are derived from these by `navigation.resolvers.ts`.
 */
import type { SessionUser } from '../../graphql/context';
import type { PortalEnvironment } from '../../config';
import type { Navigation } from './navigation.types';

export interface Viewer {
  session: SessionUser;
  navigation: Navigation;
  environment: PortalEnvironment;
}
