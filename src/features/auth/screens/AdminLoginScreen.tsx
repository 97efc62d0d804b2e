import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui';
import { LoginForm } from '../components/LoginForm';
import { LoginLayout } from '../components/LoginLayout';
import { SignedInRefusal } from '../components/SignedInRefusal';
import { useLoginPortal } from '../use-login-portal';

/**
 * /admin-login: administrators, managers and team leaders. Other accounts are refused with 'Access denied:
 * user not authorized for admin area'; when the role checks are slow, a notice and 'Force Dashboard Access'.
 * A member who arrives signed in (an admin URL opened from a bookmark or a mail) stays signed in and is
 * offered the way back to their own area.
 */
export function AdminLoginScreen() {
  const portal = useLoginPortal('admin');
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
      {portal.signedInRefusal ? (
        <SignedInRefusal {...portal.signedInRefusal} />
      ) : (
        <LoginForm onSubmit={portal.submit} busy={portal.busy} error={portal.error} />
      )}
      {portal.slow ? (
        <div className="login-slow" role="status">
          <p>
            <Trans>Il caricamento sta richiedendo più tempo del previsto.</Trans>
          </p>
          <Button variant="secondary" block onClick={portal.forceDashboard}>
            <Trans>Force Dashboard Access</Trans>
          </Button>
        </div>
      ) : null}
    </LoginLayout>
  );
}
