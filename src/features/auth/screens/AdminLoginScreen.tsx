import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm';
import { LoginLayout } from '../components/LoginLayout';
import { signInWithPassword } from './temporary-session';

/** /admin-login: administrators, managers and team leaders (role checks come with the auth issue). */
export function AdminLoginScreen() {
  const navigate = useNavigate();
  return (
    <LoginLayout
      title={<Trans>Accesso amministratori</Trans>}
      intro={<Trans>Per amministratori, manager e team leader.</Trans>}
      footer={
        <p>
          <Link to="/login">
            <Trans>Torna al login utente</Trans>
          </Link>
        </p>
      }
    >
      <LoginForm onSignIn={signInWithPassword} onSignedIn={() => navigate('/user', { replace: true })} />
    </LoginLayout>
  );
}
