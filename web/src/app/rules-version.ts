import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { lastRulesVersion, onRulesVersion } from '../lib/http';
import { useBoot } from './boot';

/**
 * Menus follow the server's rules without a reload (issue 9): after every navigation the
 * client compares the version of the rules named by the next GraphQL answer (the BFF sends
 * it as `X-Rules-Version` with each one, lib/http.ts) with the version the viewer was
 * computed from, and loads the viewer again when they differ. A publish in the rule
 * workbench therefore reaches every open browser at its next page change, and a page
 * change costs no request of its own for it (issue 20: one request per navigation).
 */
export function useFollowRules(): void {
  const location = useLocation();
  const { viewer, refresh } = useBoot();
  const current = useRef({ known: viewer?.rulesVersion, refresh });
  current.current = { known: viewer?.rulesVersion, refresh };
  const first = useRef(true);

  useEffect(() => {
    // The viewer was just loaded with the page: nothing to compare yet.
    if (first.current) {
      first.current = false;
      return;
    }
    const compare = (version: string) => {
      const { known, refresh: load } = current.current;
      if (known !== undefined && version !== known) void load();
    };
    // An answer since the viewer was loaded already named other rules: no need to wait.
    const seen = lastRulesVersion();
    if (seen !== null && seen !== current.current.known) {
      compare(seen);
      return;
    }
    // Otherwise the next answer (usually the new screen's data) decides, once.
    const stop = onRulesVersion((version) => {
      stop();
      compare(version);
    });
    return stop;
    // Once per navigation; the viewer's version and `refresh` are read as they are then.
  }, [location.key]);
}
