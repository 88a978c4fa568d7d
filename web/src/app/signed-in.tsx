import { ScrollRestoration } from 'react-router-dom';
import { HomePage } from '../pages/home';
import { useSignedInViewer } from './boot';
import { SessionGate } from './session-gate';
import { Shell } from './shell';
import { HistoryCommit } from './portal-router';

/**
 * The frame of every signed-in page (session guard, header, content) and home: a chunk of
 * its own, which the login does not load (issue 20, B8). `main.tsx` starts loading it beside
 * the boot request when the page opened is not the login, so home does not wait for it.
 */
export function SignedInLayout() {
  return (
    <SessionGate>
      <Shell />
      {/* Back to a list puts it where the user left it (issue 17): its filters are in the address, its scroll position here. */}
      <ScrollRestoration />
      <HistoryCommit />
    </SessionGate>
  );
}

export function HomeRoute() {
  return <HomePage viewer={useSignedInViewer()} />;
}
