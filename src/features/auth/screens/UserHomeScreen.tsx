import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Card, PageSpinner } from '../../../ui';
import { signOut, useSessionState } from './temporary-session';

/** /user placeholder: who is signed in, and logout. The auth issue replaces it with the dashboard. */
export function UserHomeScreen() {
  const session = useSessionState();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (session.status === 'loading') return <PageSpinner label={<Trans>Verifica autenticazione...</Trans>} />;
  if (session.status === 'signed-out') return <Navigate to="/" replace />;

  async function handleLogout() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      navigate('/login', { replace: true });
    }
  }

  const email = session.email;
  return (
    <div className="narrow-page">
      <Card
        title={<Trans>La tua area</Trans>}
        titleLevel={1}
        actions={
          <Button variant="secondary" busy={busy} onClick={() => void handleLogout()}>
            <Trans>Esci</Trans>
          </Button>
        }
      >
        <p data-testid="signed-in-email">
          <Trans>Accesso effettuato come {email}</Trans>
        </p>
      </Card>
    </div>
  );
}
