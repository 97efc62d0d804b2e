import { useEffect, useState } from 'react';
import {
  updateGuards as defaultGuards,
  type UpdateBlocker,
  type UpdateGuards,
} from '../../lib/app-update/update-guards';

/** How often a waiting update re-asks the blockers (they need not notify). */
export const BLOCKER_POLL_MS = 2_000;

/** The busy blockers while `active` (null until the first answer), re-checked on change and by polling. */
export function useBusyBlockers(active: boolean, guards: UpdateGuards = defaultGuards): UpdateBlocker[] | null {
  const [busy, setBusy] = useState<UpdateBlocker[] | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    const check = () => {
      void guards.busyBlockers().then((blockers) => {
        if (!cancelled) setBusy(blockers);
      });
    };
    check();
    const timer = setInterval(check, BLOCKER_POLL_MS);
    const unsubscribe = guards.subscribe(check);
    return () => {
      cancelled = true;
      clearInterval(timer);
      unsubscribe();
    };
  }, [active, guards]);
  return active ? busy : null;
}
