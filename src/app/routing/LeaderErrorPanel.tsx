import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth, useAuthActor } from '../../features/auth/hooks';
import { Button, Card } from '../../ui';

/** Team-leader routes when the profile failed to load: the error, 'Riprova' and 'Torna al login utente'. */
export function LeaderErrorPanel() {
  const { profileError } = useAuth();
  const actor = useAuthActor();
  const { i18n } = useLingui();
  return (
    <div className="narrow-page">
      <Card
        title={<Trans>Impossibile caricare il profilo</Trans>}
        titleLevel={1}
        actions={
          <>
            <Button onClick={() => actor.send({ type: 'PROFILE.RETRY' })}>
              <Trans>Riprova</Trans>
            </Button>
            {/* Signing out leads to /login (the machine redirects non-admins there). */}
            <Button variant="secondary" onClick={() => actor.send({ type: 'AUTH.LOGOUT' })}>
              <Trans>Torna al login utente</Trans>
            </Button>
          </>
        }
      >
        <p role="alert">{profileError ? i18n._(profileError) : null}</p>
      </Card>
    </div>
  );
}
