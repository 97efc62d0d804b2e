import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui';

/** A section's load failure: what failed, and a retry. */
export function InlineError({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className="inline-error" role="alert">
      <p>{children}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Riprova</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** Shown when the data on screen is the copy saved on this device. */
export function SavedCopyNote() {
  return (
    <p className="muted saved-copy-note">
      <Trans>Dati salvati su questo dispositivo: verranno aggiornati quando torni online.</Trans>
    </p>
  );
}
