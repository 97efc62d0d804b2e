import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm';
import { LoginLayout } from '../components/LoginLayout';
import { useLoginPortal } from '../use-login-portal';

/** /login, /register and /user-login: the members' login (an admin account is sent to the admin login). */
export function UserLoginScreen() {
  const portal = useLoginPortal('user');
  return (
    <LoginLayout
      title={<Trans>Accesso utente</Trans>}
      intro={<Trans>Accedi per completare i tuoi assessment e seguire il tuo percorso di coaching.</Trans>}
      footer={
        <p>
          <Trans>Sei un amministratore o un team leader?</Trans>{' '}
          <Link to="/admin-login">
            <Trans>Accedi come amministratore</Trans>
          </Link>
        </p>
      }
    >
      <LoginForm onSubmit={portal.submit} busy={portal.busy} error={portal.error} />
    </LoginLayout>
  );
}
