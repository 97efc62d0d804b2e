import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card } from '../../../ui';
import { useAuth, useAuthActor } from '../hooks';

/**
 * Any protected route while the signed-in user's profile cannot be read: the error, 'Riprova' and 'Torna al login utente'.
 * `onBackToLogin` is the app's logout (its before-logout hooks clear this user's local data, then /login).
 */
export function ProfileErrorPanel({ onBackToLogin }: { onBackToLogin: () => void }) {
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
            <Button variant="secondary" onClick={onBackToLogin}>
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
