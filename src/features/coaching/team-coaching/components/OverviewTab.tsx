import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamSession } from '../api';

/** The session, its program, its coach and its dates. */
export function OverviewTab({ session }: { session: TeamSession }) {
  const { i18n } = useLingui();
  const day = (value: string | null) => (value ? i18n.date(new Date(value), { dateStyle: 'long' }) : '—');
  return (
    <dl className="team-overview">
      <dt>
        <Trans>Sessione</Trans>
      </dt>
      <dd>{session.name ?? session.program.name}</dd>
      <dt>
        <Trans>Programma</Trans>
      </dt>
      <dd>
        {session.program.name} · <Trans>{session.program.totalPhases} fasi</Trans>
        {session.program.durationWeeks !== null && (
          <>
            {' '}
            · <Trans>{session.program.durationWeeks} settimane</Trans>
          </>
        )}
      </dd>
      <dt>
        <Trans>Team</Trans>
      </dt>
      <dd>{session.teamName}</dd>
      <dt>
        <Trans>Coach</Trans>
      </dt>
      <dd>
        {session.coach ? (
          <>
            {session.coach.name}
            {session.coach.email && (
              <>
                {' '}
                · <a href={`mailto:${session.coach.email}`}>{session.coach.email}</a>
              </>
            )}
          </>
        ) : (
          '—'
        )}
      </dd>
      <dt>
        <Trans>Stato</Trans>
      </dt>
      <dd>
        {session.status === 'completed' ? <Trans>Completata</Trans> : <Trans>Attiva</Trans>} ·{' '}
        <Trans>fase corrente {session.currentPhase}</Trans>
      </dd>
      <dt>
        <Trans>Date</Trans>
      </dt>
      <dd>
        {day(session.startDate)} – {day(session.endDate)}
      </dd>
    </dl>
  );
}
