import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth, useAuthActor } from '../../features/auth/hooks';
import { Button, Card } from '../../ui';
import { useLogout } from '../auth/use-logout';

/** Team-leader routes when the profile failed to load: the error, 'Riprova' and 'Torna al login utente'. */
export function LeaderErrorPanel() {
  const { profileError } = useAuth();
  const actor = useAuthActor();
  const logout = useLogout();
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
            {/* The app's logout (its before-logout hooks clear this user's local data), then /login. */}
            <Button variant="secondary" onClick={() => void logout()}>
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
