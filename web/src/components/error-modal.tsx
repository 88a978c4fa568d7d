import { lazy, Suspense, useState } from 'react';
import { useCurrentError } from './error-store';
import { usePrefetchWhenIdle } from '../lib/use-prefetch-when-idle';

const loadErrorDialog = () => import('./error-dialog');
const ErrorDialog = lazy(async () => ({ default: (await loadErrorDialog()).ErrorDialog }));

/**
 * The one error dialog of the portal (error-dialog.tsx). The dialog and its focus trap are
 * not part of the first load (issue 10, B8): they are fetched once the page is idle, so
 * that they are there when the first error comes, even if the network is gone by then.
 */
export function ErrorModal() {
  const error = useCurrentError();
  const [mounted, setMounted] = useState(false);
  if (error !== null && !mounted) setMounted(true);

  usePrefetchWhenIdle(loadErrorDialog);

  // Once shown, it stays mounted so that closing animates like any dialog.
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  );
}
