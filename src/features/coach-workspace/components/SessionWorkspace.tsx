import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CaptionedTable } from '../../../ui';
import type { ReadyMark } from '../../../offline/store';
import type { WorkspacePhase, WorkspaceSession } from '../workspace-api';
import { EditNotices } from './EditNotices';
import { LogisticsEditor } from './LogisticsEditor';
import { ReviewList } from './ReviewList';
import { ScheduleEditor } from './ScheduleEditor';

function StatusWord({ status }: { status: string | undefined }) {
  if (status === 'completed')
    return (
      <span className="badge badge--success">
        <Trans>Completato</Trans>
      </span>
    );
  if (status === 'in_progress')
    return (
      <span className="badge badge--info">
        <Trans>In Corso</Trans>
      </span>
    );
  return (
    <span className="badge badge--muted">
      <Trans>Da Iniziare</Trans>
    </span>
  );
}

function PhaseProgress({ session, phase }: { session: WorkspaceSession; phase: WorkspacePhase }) {
  const statusOf = (userId: string, activityId: string) =>
    session.progress.find((row) => row.user_id === userId && row.activity_id === activityId)?.status;
  return (
    <CaptionedTable
      className="coach-progress"
      caption={
        <Trans>
          Fase {phase.phase_number}: {phase.title}
        </Trans>
      }
    >
      <thead>
        <tr>
          <th scope="col">
            <Trans>Membro</Trans>
          </th>
          {phase.activities.map((activity) => (
            <th key={activity.id} scope="col">
              <Link to={`/coaching/${session.id}/activity/${activity.id}`}>{activity.title}</Link>
            </th>
          ))}
          <th scope="col">
            <Trans>Completate</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {session.members.map((member) => (
          <tr key={member.userId}>
            <th scope="row">{member.name}</th>
            {phase.activities.map((activity) => (
              <td key={activity.id}>
                <StatusWord status={statusOf(member.userId, activity.id)} />
              </td>
            ))}
            <td>
              {phase.activities.filter((a) => statusOf(member.userId, a.id) === 'completed').length}/
              {phase.activities.length}
            </td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}

/** One coached session: its ready-offline mark, the team's progress, and what to review. */
export function SessionWorkspace({
  ownerId,
  session,
  ready,
}: {
  ownerId: string;
  session: WorkspaceSession;
  ready: ReadyMark | undefined;
}) {
  const { t, i18n } = useLingui();
  const title = session.name ?? session.programName;
  const team = session.teamName;
  const phase = session.currentPhase;
  const workshops = session.phases.flatMap((p) => p.activities).filter((a) => a.logistics);
  return (
    <article className="coach-session" aria-label={title}>
      <header className="coach-session__header">
        <div>
          <h2>{title}</h2>
          <p className="muted">
            <Trans>
              Team {team} · fase {phase}
            </Trans>{' '}
            · {session.status === 'completed' ? <Trans>Completata</Trans> : <Trans>Attiva</Trans>}
          </p>
        </div>
        {ready && (
          <span
            className="badge badge--success"
            title={t`Scaricata il ${i18n.date(new Date(ready.at), { dateStyle: 'short', timeStyle: 'short' })}`}
          >
            <Trans>pronto offline</Trans>
          </span>
        )}
      </header>
      <nav className="coach-session__links" aria-label={t`Apri ${title}`}>
        <Link className="btn btn--secondary" to={`/coaching/${session.id}`}>
          <span>
            <Trans>Timeline</Trans>
          </span>
        </Link>
        <Link className="btn btn--secondary" to={`/user/coaching/session/${session.id}`}>
          <span>
            <Trans>Team e chat</Trans>
          </span>
        </Link>
        {session.teamId ? (
          <Link className="btn btn--secondary" to={`/coach/team-reports/coaching/${session.teamId}`}>
            <span>
              <Trans>Report coaching</Trans>
            </span>
          </Link>
        ) : null}
      </nav>
      <EditNotices ownerId={ownerId} notices={session.notices ?? []} />
      <ScheduleEditor ownerId={ownerId} session={session} />
      {workshops.length > 0 && (
        <section aria-label={t`Logistica dei workshop`}>
          <h3>
            <Trans>Logistica dei workshop</Trans>
          </h3>
          {workshops.map((activity) => (
            <LogisticsEditor key={activity.id} ownerId={ownerId} activity={activity} />
          ))}
        </section>
      )}
      <section aria-label={t`Progressi del team`}>
        <h3>
          <Trans>Progressi del team</Trans>
        </h3>
        {session.phases.map((p) => (
          <PhaseProgress key={p.id} session={session} phase={p} />
        ))}
      </section>
      <ReviewList session={session} />
    </article>
  );
}
