import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui';
import type { PrepareState } from '../use-prepare-coach';

/** "Prepara offline": downloads every coached session, with a progress bar. */
export function PrepareCoachOffline({
  state,
  onStart,
  disabled,
}: {
  state: PrepareState;
  onStart: () => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    // The id is where the app's navigation takes a coach for "Prepara offline" (/coach#prepara-offline).
    <section id="prepara-offline" tabIndex={-1} className="coach-prepare" aria-label={t`Preparazione offline`}>
      <Button variant="secondary" onClick={onStart} busy={state.phase === 'running'} disabled={disabled}>
        <Trans>Prepara offline</Trans>
      </Button>
      {disabled && state.phase !== 'running' && (
        <p className="muted">
          <Trans>Serve la connessione per scaricare le sessioni.</Trans>
        </p>
      )}
      {state.phase === 'running' && (
        <progress
          max={state.progress.steps}
          value={state.progress.step}
          aria-label={t`Download delle sessioni per l'uso offline`}
        />
      )}
      {state.phase === 'done' && (
        <p role="status">
          <Plural
            value={state.sessions}
            _0="Nessuna sessione da scaricare."
            one="# sessione pronta offline."
            other="# sessioni pronte offline."
          />
        </p>
      )}
      {state.phase === 'error' && (
        <p role="alert" className="inline-error">
          <Trans>Download non riuscito: {state.message}</Trans>
        </p>
      )}
    </section>
  );
}
