import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './installed-app.css';
import { Button } from '../../ui';
import { useUpdateWaiting } from '../../lib/app-update/useUpdateWaiting';
import { notifyUpdateBlockersChanged } from '../../lib/app-update/update-guards';
import { useBusyBlockers } from './useBusyBlockers';

/**
 * "New version available": shown while a new worker waits. The reload is offered only when no
 * blocker is busy (an assessment being answered, unsent work); otherwise it says why it waits.
 */
export function UpdatePrompt() {
  const { updateWaiting, applyUpdate } = useUpdateWaiting();
  const busy = useBusyBlockers(updateWaiting);
  const [applying, setApplying] = useState(false);
  const { i18n } = useLingui();

  if (!updateWaiting || busy === null) return null;
  const blockers = busy;

  const reload = async () => {
    setApplying(true);
    const result = await applyUpdate();
    if (!result.applied) {
      // Something became busy since the last look: show why (the hook re-checks now).
      notifyUpdateBlockersChanged();
      setApplying(false);
    }
  };

  return (
    <div className="update-prompt" role="status">
      <span className="update-prompt__title">
        <Trans>Nuova versione disponibile</Trans>
      </span>
      {blockers.length > 0 ? (
        <span className="update-prompt__reason">
          {blockers.map((blocker) => (
            <span key={blocker.name}>
              {blocker.reason ? (
                i18n._(blocker.reason)
              ) : (
                <Trans>Un'attività è in corso: l'aggiornamento attende che finisca.</Trans>
              )}{' '}
            </span>
          ))}
        </span>
      ) : (
        <Button variant="secondary" busy={applying} onClick={() => void reload()}>
          <Trans>Ricarica</Trans>
        </Button>
      )}
    </div>
  );
}
