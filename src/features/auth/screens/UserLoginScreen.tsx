import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm';
import { LoginLayout } from '../components/LoginLayout';
import { signInWithPassword } from './temporary-session';

/** /login, /register and /user-login: the members' login. */
export function UserLoginScreen() {
  const navigate = useNavigate();
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
      <LoginForm onSignIn={signInWithPassword} onSignedIn={() => navigate('/user', { replace: true })} />
    </LoginLayout>
  );
}
