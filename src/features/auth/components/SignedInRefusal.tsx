import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAuth } from '../hooks';

/** A login that refuses the account already signed in: the refusal, who is signed in, and the way back. */
export function SignedInRefusal({ message, home }: { message: MessageDescriptor; home: string }) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const email = user?.email ?? '';
  return (
    <div className="signed-in-refusal">
      <p className="form__error" role="alert">
        {i18n._(message)}
      </p>
      <p className="muted">
        <Trans>Accesso effettuato come {email}</Trans>
      </p>
      <Link className="btn btn--primary btn--block" to={home} replace>
        <span>
          <Trans>Torna alla tua area</Trans>
        </span>
      </Link>
    </div>
  );
}
