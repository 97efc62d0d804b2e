import { useState, type FormEvent, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '../../../ui';

export interface LoginFormProps {
  /** Sends the credentials (the auth machine checks them and reports the spec's messages). */
  onSubmit: (email: string, password: string) => void;
  busy: boolean;
  error: MessageDescriptor | null;
  submitLabel?: ReactNode;
}

/** E-mail and password with labels, a busy submit and the machine's login message. */
export function LoginForm({ onSubmit, busy, error, submitLabel }: LoginFormProps) {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(email, password);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-label={t`Accesso`}>
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
