import type { PortalBootQuery as PortalBootData } from '../gql/graphql';
import { i18n } from './i18n';

/**
 * The first answers the server put into the page's HTML (server/src/graphql/initial-state.ts,
 * issue 20, B10): the boot and the definition of the screen at the page's path (on a visitor's
 * page, the login, the boot alone), as the BFF answers this user's own trusted documents. They
 * stand in for the client's first requests, once: the boot source takes the boot
 * (app/boot-source.ts), the screen loader writes the definitions into Apollo's cache
 * (sdui/screen-loader.tsx). A block in another language than the client asks in is not used
 * (the texts in it would be in the wrong one).
 */
export interface InitialState {
  language: string;
  boot: PortalBootData;
  screens: ReadonlyArray<{ variables: { id: string; rulesVersion: string | null }; data: unknown }>;
}

export const INITIAL_STATE_ELEMENT_ID = 'portal-initial-state';

/** Whether the block held a viewer in the client's language. */
let carriedViewer = false;
/** Whether the block was a visitor's (a boot without a viewer) in the client's language. */
let carriedVisitor = false;
/** What is left to take: undefined before the block was read. */
let left: { boot: PortalBootData | null; screens: InitialState['screens'] } | undefined;

/** Parses the block once and removes it from the page; nothing to take without one (or in another language, or unreadable). */
function initialState(): NonNullable<typeof left> {
  if (left !== undefined) return left;
  left = { boot: null, screens: [] };
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (element === null) return left;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as InitialState;
    // A visitor's page (the login) carries the boot alone, without a viewer.
    if (parsed.language === (i18n.language === 'en' ? 'en' : 'de') && parsed.boot && 'viewer' in parsed.boot) {
      carriedViewer = parsed.boot.viewer !== null;
      carriedVisitor = !carriedViewer;
      left = { boot: parsed.boot, screens: carriedViewer ? (parsed.screens ?? []) : [] };
    }
  } catch {
    // An unreadable block: the client asks, as without one.
  }
  return left;
}

/**
 * Whether the page's HTML carried a viewer and no session check on this page has answered yet
 * (`sessionChecked`): the server verified the session for this very page a moment ago. The
 * route guard then draws the page at once and checks the session beside it
 * (features/auth/require-session.tsx); after the first answer, the library's answer counts.
 */
export function pageVouchesForSession(): boolean {
  initialState();
  return carriedViewer;
}

/** Whether the page's HTML was a visitor's (the login's): the server found no session for it. */
export function pageIsVisitors(): boolean {
  initialState();
  return carriedVisitor;
}

/** The session library has answered a check on this page. */
export function sessionChecked(): void {
  carriedViewer = false;
}

/** The boot from the page, once (the first boot of the page); null when the page has none. */
export function takeInitialBoot(): PortalBootData | null {
  const taken = initialState();
  const { boot } = taken;
  taken.boot = null;
  return boot;
}

/** The screen definitions from the page, once: the answers to `ScreenDefinition` with their variables. */
export function takeInitialScreens(): InitialState['screens'] {
  const taken = initialState();
  const { screens } = taken;
  taken.screens = [];
  return screens;
}
