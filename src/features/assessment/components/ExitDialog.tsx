import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '../../../ui';

interface ExitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unsavedChanges: boolean;
  saving: boolean;
  onSaveAndExit: () => void;
  onExit: () => void;
}

/** Leaving: with unsaved changes save and exit / exit without saving / cancel; without, confirm or cancel. */
export function ExitDialog({ open, onOpenChange, unsavedChanges, saving, onSaveAndExit, onExit }: ExitDialogProps) {
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
          <Trans>Potrai riprendere l'assessment più tardi dall'elenco.</Trans>
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
