import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActiveSync } from '../../../offline/sync/hooks';
import { useReadyOfflineMarks } from '../../../offline/store/hooks';
import { Button } from '../../../ui';
import type { PrepareSession, Select } from '../api';
import { formatBytes } from '../../../lib/format-bytes';
import { usePrepareOffline } from '../usePrepareOffline';

interface Props {
  /** defaults to the signed-in user of the running sync engine. */
  ownerId?: string | null;
  select?: Select;
  /** stores what other screens of a prepared session need (given by the app). */
  prepareSession?: PrepareSession;
}

/** "Prepare offline": size estimate, download with a progress bar, then the ready-offline marks. */
export function PrepareOffline({ ownerId, select, prepareSession }: Props) {
  const active = useActiveSync();
  const userId = ownerId ?? active?.ownerId ?? null;
  const { i18n, t } = useLingui();
  const { state, estimate, start } = usePrepareOffline(userId, select, prepareSession);
  const marks = useReadyOfflineMarks(userId) ?? [];
  if (!userId) return null;
  const assessments = marks.filter((mark) => mark.scope === 'assessment').length;
  const sessions = marks.filter((mark) => mark.scope === 'session').length;

  return (
    <section className="offline-prep" aria-labelledby="offline-prep-title">
      <h3 id="offline-prep-title">
        <Trans>Prepara per l'uso offline</Trans>
      </h3>
      {state.phase === 'idle' || state.phase === 'done' || state.phase === 'error' ? (
        <Button variant="secondary" onClick={() => void estimate()}>
          <Trans>Prepara offline</Trans>
        </Button>
      ) : null}
      {state.phase === 'estimating' ? (
        <p role="status">
          <Trans>Calcolo della dimensione…</Trans>
        </p>
      ) : null}
      {state.phase === 'estimated' ? (
        <div>
          <p>
            ≈ {formatBytes(state.estimate.bytes, i18n.locale)},{' '}
            <Plural value={state.estimate.rows} one="# elemento" other="# elementi" />
          </p>
          <Button onClick={() => void start(state.estimate)}>
            <Trans>Scarica</Trans>
          </Button>
        </div>
      ) : null}
      {state.phase === 'downloading' ? (
        <progress
          max={Math.max(1, state.progress.total)}
          value={state.progress.done}
          aria-label={t`Download per l'uso offline`}
          aria-valuetext={plural(state.progress.total, {
            one: `${state.progress.done} di # elemento`,
            other: `${state.progress.done} di # elementi`,
          })}
        />
      ) : null}
      {state.phase === 'done' ? (
        <p role="status">
          <Trans>Download completato.</Trans>
        </p>
      ) : null}
      {state.phase === 'error' ? (
        <p role="alert" className="sync-entry__error">
          <Trans>Download non riuscito: {state.message}</Trans>
        </p>
      ) : null}
      <p className="offline-prep__ready" data-ready-assessments={assessments} data-ready-sessions={sessions}>
        <Plural
          value={assessments}
          _0="Nessun assessment pronto offline."
          one="# assessment pronto offline."
          other="# assessment pronti offline."
        />{' '}
        <Plural value={sessions} _0="" one="# sessione pronta offline." other="# sessioni pronte offline." />
      </p>
    </section>
  );
}
