import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { Button, TextField, toast } from '../../../ui';
import { LoginLayout } from '../components/LoginLayout';
import { useAuth, useAuthActor } from '../hooks';
import { landingRoute } from '../login-portals';
import { validateNewPassword } from '../set-password';

const passwordSetMessage = msg`Password impostata con successo`;
const passwordFailedMessage = msg`Errore durante l'impostazione della password`;

/** The set-password screen (the welcome of anyone an administrator gave a temporary password): new password and confirmation, then the dashboard. */
export function SetPasswordScreen({ onSetPassword }: { onSetPassword: (password: string) => Promise<void> }) {
  const { i18n } = useLingui();
  const view = useAuth();
  const actor = useAuthActor();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirmation);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onSetPassword(password);
      actor.send({ type: 'PASSWORD.SET' });
      toast({ title: passwordSetMessage, variant: 'success' });
      navigate(landingRoute({ ...view, mustSetPassword: false }), { replace: true });
    } catch (failure) {
      const detail = failure instanceof Error ? failure.message : undefined;
      toast({ title: passwordFailedMessage, description: detail, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const name = view.profile?.first_name ?? view.user?.email ?? '';
  return (
    <LoginLayout
      title={<Trans>Imposta la tua password</Trans>}
      intro={<Trans>Benvenuto {name}: scegli la password con cui accederai d'ora in poi.</Trans>}
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={<Trans>Nuova password</Trans>}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
        <TextField
          label={<Trans>Conferma password</Trans>}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          disabled={busy}
        />
        <div className="form__error" role="alert" aria-live="assertive">
          {error ? i18n._(error) : null}
        </div>
        <Button type="submit" busy={busy} block>
          <Trans>Imposta password</Trans>
        </Button>
      </form>
    </LoginLayout>
  );
}
