import { useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './installed-app.css';
import { Button, Dialog, DialogClose } from '../../ui';
import { getInstallState, type InstallState } from './install-state';

/** A drawn download arrow (a phone's header shows it alone: the label stays the button's name). */
function InstallIcon() {
  return (
    <svg
      className="install-button__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 3v12M7 10l5 5 5-5M5 21h14"
      />
    </svg>
  );
}

/**
 * "Install app": the browser's own prompt where it offers one (beforeinstallprompt), the Share ->
 * Add to Home Screen steps on iOS Safari; nothing when already installed.
 */
export function InstallButton({ state = getInstallState() }: { state?: InstallState }) {
  const mode = useSyncExternalStore(state.subscribe, state.getSnapshot, () => 'unavailable' as const);
  const [iosOpen, setIosOpen] = useState(false);
  const { t } = useLingui();

  if (mode === 'installed' || mode === 'unavailable') return null;
  // The name is the label's text, also where a phone's header shows the icon alone (the label is not drawn there).
  const label = t`Installa l'app`;
  const installButton = (onClick: () => void) => (
    <Button variant="ghost" className="install-button" icon={<InstallIcon />} aria-label={label} onClick={onClick}>
      <span className="install-button__label">{label}</span>
    </Button>
  );
  if (mode === 'prompt') return installButton(() => void state.promptInstall());
  return (
    <>
      {installButton(() => setIosOpen(true))}
      <Dialog
        open={iosOpen}
        onOpenChange={setIosOpen}
        title={t`Installa l'app su iPhone o iPad`}
        actions={
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Ho capito</Trans>
            </Button>
          </DialogClose>
        }
      >
        <ol className="install-steps">
          <li>
            <Trans>Tocca il pulsante Condividi di Safari (il quadrato con la freccia verso l'alto).</Trans>
          </li>
          <li>
            <Trans>Scegli «Aggiungi alla schermata Home».</Trans>
          </li>
          <li>
            <Trans>Conferma con «Aggiungi»: l'app si apre dall'icona, anche senza rete.</Trans>
          </li>
        </ol>
      </Dialog>
    </>
  );
}
