import { useMemo, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '../../ui';
import { exportRescueCopy } from './actions';
import {
  defaultLogoutDeps, logoutDiscardingWork, logoutKeepingWork, startLogout, syncThenLogout, type LogoutDeps,
} from './logout-flow';
import './sync.css';

interface Props {
  /** the signed-in user (null: plain sign-out). */
  ownerId: string | null;
  /** the real sign-out (e.g. send AUTH.LOGOUT to the auth actor). */
  onSignOut: () => Promise<void> | void;
  /** renders the logout control; call `requestLogout` instead of signing out directly. */
  children: (requestLogout: () => void) => ReactNode;
  deps?: LogoutDeps;
}

type Busy = null | 'sync' | 'export' | 'keep' | 'discard' | 'start';

/**
 * Wraps the logout action. With nothing unsent it purges the user's local rows and cached reads
 * and signs out; otherwise it warns that unsent work would be lost and lets the user choose.
 */
export function LogoutGuard({ ownerId, onSignOut, children, deps }: Props) {
  const flow = useMemo(() => deps ?? defaultLogoutDeps(onSignOut), [deps, onSignOut]);
  const [unsent, setUnsent] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const open = unsent > 0;

  const act = async (which: Busy, task: () => Promise<unknown>) => {
    setBusy(which);
    try {
      await task();
    } finally {
      setBusy(null);
    }
  };
  const settle = (result: Awaited<ReturnType<typeof startLogout>>) => setUnsent(result.done ? 0 : result.unsent);

  const requestLogout = () => {
    if (!ownerId) return void onSignOut();
    void act('start', async () => settle(await startLogout(ownerId, flow)));
  };
  const user = ownerId ?? '';

  return (
    <>
      {children(requestLogout)}
      <Dialog
        open={open}
        onOpenChange={(next) => !next && busy === null && setUnsent(0)}
        title={<Trans>Ci sono modifiche non inviate</Trans>}
        description={
          <Trans>
            {unsent} modifiche non sono ancora arrivate al server. Se esci e le elimini, andranno perse.
          </Trans>
        }
      >
        <div className="logout-guard__choices">
          <Button busy={busy === 'sync'} onClick={() => void act('sync', async () => settle(await syncThenLogout(user, flow)))}>
            <Trans>Prova a sincronizzare ora</Trans>
          </Button>
          <Button variant="secondary" busy={busy === 'export'} onClick={() => void act('export', () => exportRescueCopy(user))}>
            <Trans>Esporta copia di sicurezza (JSON)</Trans>
          </Button>
          <Button
            variant="secondary"
            busy={busy === 'keep'}
            onClick={() => void act('keep', async () => {
              await logoutKeepingWork(user, flow);
              setUnsent(0);
            })}
          >
            <Trans>Esci e conserva su questo dispositivo</Trans>
          </Button>
          <Button
            variant="danger"
            busy={busy === 'discard'}
            onClick={() => void act('discard', async () => {
              await logoutDiscardingWork(user, flow);
              setUnsent(0);
            })}
          >
            <Trans>Elimina le modifiche ed esci</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
