import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm';
import { LoginLayout } from '../components/LoginLayout';
import { useLoginPortal } from '../use-login-portal';

/** /coach-login: coaches land on /coach; anyone else on their own dashboard. */
export function CoachLoginScreen() {
  const portal = useLoginPortal('coach');
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
      <LoginForm onSubmit={portal.submit} busy={portal.busy} error={portal.error} />
    </LoginLayout>
  );
}
