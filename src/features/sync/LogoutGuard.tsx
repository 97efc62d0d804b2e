import { useEffect, useRef, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { onBeforeLogout } from '../../lib/before-logout';
import type { SyncEngine } from '../../offline/sync';
import { Button, Dialog } from '../../ui';
import { exportRescueCopy } from './actions';
import {
  discardWork,
  keepWork,
  offlineLogoutDeps,
  purgeIfNothingUnsent,
  syncThenPurge,
  type LogoutDeps,
} from './logout-flow';

interface Props {
  engine: SyncEngine | null;
  /** the app's pre-logout registry (defaults to src/app/auth's). */
  register?: typeof onBeforeLogout;
  deps?: LogoutDeps;
}

type Busy = null | 'sync' | 'export' | 'keep' | 'discard';
interface Pending {
  userId: string;
  unsent: number;
  resolve: (proceed: boolean) => void;
}

/**
 * Before sign-out: with nothing unsent it purges the user's local rows (the default hooks clear
 * the worker's cached reads); otherwise it warns that unsent work would be lost and lets the user
 * sync now, export the rescue copy, keep the work on this device, or discard it. Closing the
 * dialog cancels the logout.
 */
export function LogoutGuard({ engine, register = onBeforeLogout, deps }: Props) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const flow = useRef<LogoutDeps>(offlineLogoutDeps(null));
  useEffect(() => {
    flow.current = deps ?? offlineLogoutDeps(engine);
  }, [deps, engine]);

  useEffect(
    () =>
      register(async (userId) => {
        const check = await purgeIfNothingUnsent(userId, flow.current);
        if (check.proceed) return true;
        return new Promise<boolean>((resolve) => setPending({ userId, unsent: check.unsent, resolve }));
      }),
    [register],
  );

  const finish = (proceed: boolean) => {
    pending?.resolve(proceed);
    setPending(null);
  };
  const act = async (which: Busy, task: (p: Pending) => Promise<unknown>) => {
    if (!pending) return;
    setBusy(which);
    try {
      await task(pending);
    } finally {
      setBusy(null);
    }
  };
  const syncNow = () =>
    act('sync', async (p) => {
      const check = await syncThenPurge(p.userId, flow.current);
      if (check.proceed) finish(true);
      else setPending({ ...p, unsent: check.unsent });
    });

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && busy === null && finish(false)}
      title={<Trans>Ci sono modifiche non inviate</Trans>}
      description={
        <Plural
          value={pending?.unsent ?? 0}
          one="# modifica non è ancora arrivata al server. Se esci e la elimini, andrà persa."
          other="# modifiche non sono ancora arrivate al server. Se esci e le elimini, andranno perse."
        />
      }
    >
      <div className="logout-guard__choices">
        <Button busy={busy === 'sync'} onClick={() => void syncNow()}>
          <Trans>Prova a sincronizzare ora</Trans>
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'export'}
          onClick={() => void act('export', (p) => exportRescueCopy(p.userId))}
        >
          <Trans>Esporta copia di sicurezza (JSON)</Trans>
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'keep'}
          onClick={() => void act('keep', async () => (keepWork(flow.current), finish(true)))}
        >
          <Trans>Esci e conserva su questo dispositivo</Trans>
        </Button>
        <Button
          variant="danger"
          busy={busy === 'discard'}
          onClick={() => void act('discard', async (p) => (await discardWork(p.userId, flow.current), finish(true)))}
        >
          <Trans>Elimina le modifiche ed esci</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
