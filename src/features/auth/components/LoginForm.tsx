import { useState, type FormEvent, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '../../../ui';
import { loginErrorMessage, MISSING_CREDENTIALS } from './login-error-message';

export interface LoginFormProps {
  /** Signs in; throws the backend's error, which the form turns into the spec's message. */
  onSignIn: (email: string, password: string) => Promise<void>;
  onSignedIn: () => void;
  submitLabel?: ReactNode;
}

/** E-mail and password with labels, a busy submit and the spec's login messages. */
export function LoginForm({ onSignIn, onSignedIn, submitLabel }: LoginFormProps) {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError(MISSING_CREDENTIALS);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSignIn(trimmedEmail, password);
      onSignedIn();
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t`Accesso`}>
      <TextField
        label={<Trans>Email</Trans>}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      <TextField
        label={<Trans>Password</Trans>}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={busy}
      />
      <div className="form__error" role="alert" aria-live="assertive">
        {error ? i18n._(error) : null}
      </div>
      <Button type="submit" busy={busy} block>
        {busy ? <Trans>Accesso in corso...</Trans> : (submitLabel ?? <Trans>Accedi</Trans>)}
      </Button>
    </form>
  );
}
