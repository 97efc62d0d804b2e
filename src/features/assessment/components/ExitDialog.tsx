import { Plural, Trans } from '@lingui/react/macro';
import { Button, Dialog } from '../../../ui';

interface ExitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Answers held only in memory: leaving would really lose them. */
  unsavedChanges: boolean;
  /** Answers kept on this device that still wait to be sent. */
  unsentAnswers: number;
  saving: boolean;
  onSaveAndExit: () => void;
  onExit: () => void;
}

/**
 * Leaving: with unsaved changes (something only in memory) save and exit / exit without saving / cancel; without,
 * confirm or cancel, saying how many answers kept on the device still wait to be sent.
 */
export function ExitDialog({
  open,
  onOpenChange,
  unsavedChanges,
  unsentAnswers,
  saving,
  onSaveAndExit,
  onExit,
}: ExitDialogProps) {
  const cancel = (
    <Button variant="ghost" onClick={() => onOpenChange(false)}>
      <Trans>Annulla</Trans>
    </Button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Uscire dall'assessment?</Trans>}
      description={
        unsavedChanges ? (
          <Trans>Hai modifiche non salvate. Vuoi salvarle prima di uscire?</Trans>
        ) : (
          <>
            <Trans>Potrai riprendere l'assessment più tardi dall'elenco.</Trans>
            {unsentAnswers > 0 ? (
              <>
                {' '}
                <Plural
                  value={unsentAnswers}
                  one="# risposta è salvata su questo dispositivo e sarà inviata appena possibile."
                  other="# risposte sono salvate su questo dispositivo e saranno inviate appena possibile."
                />
              </>
            ) : null}
          </>
        )
      }
      actions={
        unsavedChanges ? (
          <>
            {cancel}
            <Button variant="secondary" onClick={onExit} disabled={saving}>
              <Trans>Esci senza salvare</Trans>
            </Button>
            <Button onClick={onSaveAndExit} busy={saving}>
              <Trans>Salva ed esci</Trans>
            </Button>
          </>
        ) : (
          <>
            {cancel}
            <Button onClick={onExit}>
              <Trans>Conferma uscita</Trans>
            </Button>
          </>
        )
      }
    />
  );
}
