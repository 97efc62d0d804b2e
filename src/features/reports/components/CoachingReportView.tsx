import type { BackendClient } from '../../../backend/backend-client';
import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { CaptionedTable, Card, LoadState } from '../../../ui';
import { useReportRead } from '../../../offline/store/hooks';
import { loadCoachingRows } from '../api';
import { buildCoachingReport, type SessionReport } from '../model/coaching-report';
import type { CoachingReportRow } from '../model/types';
import { ChartFigure } from './ChartFigure';
import { DataTime } from './DataTime';
import { PatternBarChart } from './PatternBarChart';

export const coachingReportKey = (teamId: string) => `report:coaching:${teamId}`;
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

/** Coaching report of a team: per session, completion per phase and activity, who is behind, submissions and accepted suggestions. */
export function CoachingReportView({
  client,
  userId,
  teamId,
}: {
  client: BackendClient;
  userId: string;
  teamId: string;
}) {
  const query = useReportRead<CoachingReportRow[]>(userId, coachingReportKey(teamId), () =>
    loadCoachingRows(client, teamId),
  );
  const sessions = useMemo(() => (query.data ? buildCoachingReport(query.data) : undefined), [query.data]);
  return (
    <LoadState query={{ ...query, data: sessions }} errorText={<Trans>Error loading data</Trans>}>
      {(list) => (
        <div className="coaching-report" data-testid="coaching-report">
          <DataTime fetchedAt={query.fetchedAt} fromCache={query.fromCache} />
          {list.length === 0 ? (
            <p className="muted">
              <Trans>Nessuna sessione di coaching per questo team.</Trans>
            </p>
          ) : (
            list.map((s) => <SessionSection key={s.id} session={s} />)
          )}
        </div>
      )}
    </LoadState>
  );
}

function SessionSection({ session }: { session: SessionReport }) {
  const behind = session.members.filter((m) => m.behind);
  const current = session.currentPhase ?? '—';
  const done = pct(session.totals.percent);
  return (
    <Card title={session.name}>
      <p className="muted">
        <Trans>
          Programma: {session.programName ?? '—'} · fase corrente: {current} · completamento: {done}
        </Trans>
      </p>
      <p>
        <Trans>
          Form inviati: {session.totals.submissions} · suggestion accettate: {session.totals.acceptedSuggestions} su{' '}
          {session.totals.suggestions}
        </Trans>
      </p>
      <ChartFigure
        title={<Trans>Completamento per fase</Trans>}
        chart={
          <PatternBarChart
            data={session.phases.map((p) => ({ label: `${p.number}`, value: p.percent ?? 0 }))}
            max={100}
            unit="%"
          />
        }
        table={{
          columns: [<Trans key="f">Fase</Trans>, <Trans key="c">Completamento</Trans>],
          rows: session.phases.map((p) => ({ key: p.id, cells: [`${p.number}. ${p.title}`, pct(p.percent)] })),
        }}
      />
      <CaptionedTable className="report-table" caption={<Trans>Completamento per attività</Trans>}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Attività</Trans>
            </th>
            <th scope="col">
              <Trans>Fase</Trans>
            </th>
            <th scope="col">
              <Trans>Completata da</Trans>
            </th>
            <th scope="col">
              <Trans>Form inviati</Trans>
            </th>
            <th scope="col">
              <Trans>Suggestion accettate</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {session.phases.flatMap((p) =>
            p.activities.map((a) => (
              <tr key={a.id}>
                <th scope="row">
                  {a.title}
                  {a.teamLeaderOnly ? ' *' : ''}
                </th>
                <td>{p.number}</td>
                <td>
                  {a.completed}/{a.applicable} ({pct(a.percent)})
                </td>
                <td>{a.submissions}</td>
                <td>{a.acceptedSuggestions}</td>
              </tr>
            )),
          )}
        </tbody>
      </CaptionedTable>
      <h3>
        <Trans>Chi è indietro</Trans>
      </h3>
      {behind.length === 0 ? (
        <p className="muted">
          <Trans>Nessuno è indietro rispetto alla fase corrente.</Trans>
        </p>
      ) : (
        <ul data-testid="members-behind">
          {behind.map((m) => (
            <li key={m.id}>
              <Trans>
                {m.name}: {m.overdue} attività obbligatorie delle fasi precedenti non completate
              </Trans>
            </li>
          ))}
        </ul>
      )}
      <CaptionedTable className="report-table" caption={<Trans>Avanzamento per persona</Trans>}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Persona</Trans>
            </th>
            <th scope="col">
              <Trans>Completate</Trans>
            </th>
            <th scope="col">
              <Trans>Form inviati</Trans>
            </th>
            <th scope="col">
              <Trans>Suggestion accettate</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {session.members.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.name}</th>
              <td>
                {m.completed}/{m.applicable} ({pct(m.percent)})
              </td>
              <td>{m.submissions}</td>
              <td>{m.acceptedSuggestions}</td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
    </Card>
  );
}
