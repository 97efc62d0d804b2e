import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm';
import { LoginLayout } from '../components/LoginLayout';
import { signInWithPassword } from './temporary-session';

/** /coach-login: coaches (the coach dashboard comes with the coaching issue). */
export function CoachLoginScreen() {
  const navigate = useNavigate();
  return (
    <LoginLayout
      title={<Trans>Accesso coach</Trans>}
      intro={<Trans>Per i coach che seguono le sessioni dei team.</Trans>}
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
