import { AuthRoutes } from '../features/auth/auth-routes';
import { usePrefetchWhenIdle } from '../lib/use-prefetch-when-idle';

/** The signed-in frame with home: not part of the login's first load. */
const loadSignedIn = () => import('./signed-in');

/**
 * The login's pages (`/auth/*`, loaded on demand). While they are idle, the signed-in frame
 * with home is fetched, so that home does not wait for its code after signing in.
 */
export function AuthPages() {
  usePrefetchWhenIdle(loadSignedIn);
  return <AuthRoutes />;
}
