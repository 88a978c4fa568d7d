/**
 * A stand-in for `src/lib/session` in specs of a signed-in browser:
 * `vi.mock('../lib/session', () => import('../../test/signed-in-session'))`.
 */
export const AUTH_BASE_PATH = '/auth';
export const doesSessionExist = async () => true;
export const onSessionLost = () => () => undefined;
export const redirectToLogin = () => undefined;
export const loginPath = (path: string) => `/auth?redirectToPath=${encodeURIComponent(path)}`;
export const logout = async () => undefined;
/** The session library is never loading here: requests go out at once. */
export const sessionLoading = () => null;
