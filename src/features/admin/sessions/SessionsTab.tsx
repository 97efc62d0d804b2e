import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadState } from '../../../ui';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import type { OrgOverview } from '../api';
import { runAdminAction } from '../components/admin-action';
import { formatDate } from '../../../lib/i18n';
import { OnlineOnlyNote } from '../content/coaching/OnlineOnlyNote';
import { useRemote } from '../components/use-remote';
import { CoachesPanel } from './CoachesPanel';
import { SessionDialog } from './SessionDialog';
import '../content/coaching/authoring.css';
import {
  coachName,
  completeSession,
  loadSessions,
  setCurrentPhase,
  type SessionRow,
  type SessionsData,
} from './sessions-api';

/** "Sessioni": the coaching sessions of the organisation's teams, and its coaches. */
export function SessionsTab({
  organizationId,
  data,
  isSuperAdmin = false,
}: {
  organizationId: string;
  data: OrgOverview;
  /** A super admin also appoints, stops and restarts the platform's coaches. */
  isSuperAdmin?: boolean;
}) {
  const client = useBackendClient();
  const teamIds = data.teams.map((team) => team.id);
  const query = useRemote(`sessions:${organizationId}:${teamIds.join(',')}`, () =>
    loadSessions(client, organizationId, teamIds),
  );
  return (
    <LoadState query={query}>
      {(sessions) => (
        <SessionsView
          organizationId={organizationId}
          data={data}
          sessions={sessions}
          reload={query.reload}
          isSuperAdmin={isSuperAdmin}
        />
      )}
    </LoadState>
  );
}

function SessionsView({
  organizationId,
  data,
  sessions,
  reload,
  isSuperAdmin,
}: {
  organizationId: string;
  data: OrgOverview;
  sessions: SessionsData;
  reload: () => void;
  isSuperAdmin: boolean;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<{ session: SessionRow | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const coachById = new Map(sessions.coaches.map((c) => [c.id, c]));
  const date = (value: string | null) => (value ? formatDate(value, i18n.locale) : '—');
  const act = async (key: string, action: () => Promise<void>, success: ReturnType<typeof msg>) => {
    setBusy(key);
    const ok = await runAdminAction(action, { success, failure: msg`Sessione non salvata` });
    setBusy(null);
    if (ok) reload();
  };
  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <h3>
          <Trans>Sessioni di coaching</Trans>
        </h3>
        <Button onClick={() => setOpen({ session: null })} disabled={data.teams.length === 0}>
          <Trans>Nuova sessione</Trans>
        </Button>
      </div>
      <OnlineOnlyNote />
      {sessions.sessions.length === 0 ? (
        <p className="empty-state">
          {data.teams.length === 0 ? (
            <Trans>Crea prima un team: una sessione porta un programma di coaching a un team.</Trans>
          ) : (
            <Trans>Nessuna sessione di coaching. Avviane una per un team.</Trans>
          )}
        </p>
      ) : (
        <ul className="admin-list">
          {sessions.sessions.map((session) => {
            const total = session.program?.total_phases ?? 0;
            const coach = session.coach_id ? coachById.get(session.coach_id) : undefined;
            const done = session.status === 'completed';
            const name = session.name ?? session.program?.name ?? '';
            const coachText = coach ? coachName(coach) : t`nessun coach`;
            return (
              <li key={session.id} className="admin-list__item authoring-item">
                <span className="admin-list__title">{name}</span>
                <span className="admin-list__meta">
                  <Trans>
                    Team {session.team?.name}, programma {session.program?.name}, coach {coachText}; dal{' '}
                    {date(session.start_date)} al {date(session.end_date)}; fase {session.current_phase} di {total}
                  </Trans>
                  {done ? (
                    <>
                      {' '}
                      · <Trans>Completata</Trans>
                    </>
                  ) : null}
                </span>
                {done ? null : (
                  <span className="authoring-actions">
                    <Button variant="secondary" onClick={() => setOpen({ session })} aria-label={t`Modifica ${name}`}>
                      <Trans>Modifica</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={session.current_phase >= total}
                      busy={busy === `phase:${session.id}`}
                      onClick={() =>
                        void act(
                          `phase:${session.id}`,
                          () => setCurrentPhase(client, session.id, session.current_phase + 1),
                          msg`Fase successiva aperta`,
                        )
                      }
                      aria-label={t`Apri la fase successiva di ${name}`}
                    >
                      <Trans>Fase successiva</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      busy={busy === `done:${session.id}`}
                      onClick={() =>
                        void act(
                          `done:${session.id}`,
                          () => completeSession(client, session.id),
                          msg`Sessione completata`,
                        )
                      }
                      aria-label={t`Completa ${name}`}
                    >
                      <Trans>Completa</Trans>
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CoachesPanel
        organizationId={organizationId}
        coaches={sessions.coaches}
        members={data.members}
        isSuperAdmin={isSuperAdmin}
        onChanged={reload}
      />
      {open ? (
        <SessionDialog
          session={open.session}
          teams={data.teams}
          programs={sessions.programs}
          coaches={sessions.coaches}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
