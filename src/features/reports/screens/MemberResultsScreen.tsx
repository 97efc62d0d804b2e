import type { BackendClient } from '../../../backend/backend-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, LoadState } from '../../../ui';
import { formatDate } from '../../../lib/i18n';
import { useReportRead } from '../../../offline/store/hooks';
import { loadOwnResult, type OwnResult } from '../api';
import { ChartFigure } from '../components/ChartFigure';
import { DataTime } from '../components/DataTime';
import { BAND_LABELS, evaluationLabel, typeLabel } from '../components/labels';
import { PatternBarChart } from '../components/PatternBarChart';
import { WorkshopResultNote } from '../components/WorkshopNotes';
import { alignmentBand } from '../model/alignment';
import { readResults } from '../model/results';
import { TPM_DIMENSIONS } from '../model/types';
import '../reports.css';

/**
 * "Visualizza" of a completed assessment: the member's own result as the scoring stored it
 * (assessments.score and results). A figure the stored rule did not produce is shown as '—'.
 */
export function MemberResultsScreen({
  client,
  userId,
  assessmentId,
}: {
  client: BackendClient;
  userId: string;
  assessmentId: string;
}) {
  const query = useReportRead<OwnResult | null>(userId, `result:${assessmentId}`, () =>
    loadOwnResult(client, assessmentId),
  );
  return (
    <div className="report-page">
      <nav className="no-print">
        <Link to="/assessment-list">
          ← <Trans>Torna agli assessment</Trans>
        </Link>
      </nav>
      <LoadState query={query}>
        {(result) =>
          result && result.completed_at ? (
            <ResultView
              result={result}
              fetchedAt={query.fetchedAt}
              fromCache={query.fromCache}
              workshopNote={<WorkshopResultNote client={client} userId={userId} assessmentId={assessmentId} />}
            />
          ) : (
            <p className="muted">
              <Trans>Risultati non disponibili: l'assessment non è completato.</Trans>
            </p>
          )
        }
      </LoadState>
    </div>
  );
}

function ResultView({
  result,
  fetchedAt,
  fromCache,
  workshopNote,
}: {
  result: OwnResult;
  fetchedAt?: string;
  fromCache: boolean;
  /** Whether the answers came through a workshop tablet (docs/workshop-tablets.md). */
  workshopNote: ReactNode;
}) {
  const { i18n } = useLingui();
  const r = readResults(result.results);
  const type = typeLabel(result.assessment_type ?? 'leadership');
  const evaluation = evaluationLabel(result.evaluation_type ?? 'self');
  const completed = result.completed_at ? formatDate(result.completed_at, i18n.locale, 'dateTime') : '—';
  const dims = r.dimensionScores;
  const band = r.alignment === null ? null : alignmentBand(r.alignment);
  const none = '—';
  return (
    <div data-testid="member-results">
      <h1>
        <Trans>Risultati: {type}</Trans>
      </h1>
      <p className="muted">
        {result.template_name ?? type}
        {typeof result.template_version === 'number' ? (
          <>
            {' '}
            · <Trans>versione {result.template_version}</Trans>
          </>
        ) : null}{' '}
        · {typeof evaluation === 'string' ? evaluation : i18n._(evaluation)} · <Trans>completato il {completed}</Trans>
      </p>
      <DataTime fetchedAt={fetchedAt} fromCache={fromCache} />
      {workshopNote}
      <Card title={<Trans>Sintesi</Trans>}>
        <dl className="report-stats">
          <div>
            <dt>
              <Trans>Punteggio</Trans>
            </dt>
            <dd data-testid="result-score">{result.score ?? none}</dd>
          </div>
          <div>
            <dt>
              <Trans>Profilo dominante</Trans>
            </dt>
            <dd data-testid="result-profile">{r.dominantProfile ?? none}</dd>
          </div>
          <div>
            <dt>
              <Trans>Passione dominante</Trans>
            </dt>
            <dd data-testid="result-passion">{r.dominantPassion ?? none}</dd>
          </div>
          <div>
            <dt>
              <Trans>Lavoro prevalente</Trans>
            </dt>
            <dd data-testid="result-work">{r.prevalentWork ?? none}</dd>
          </div>
          <div>
            <dt>
              <Trans>Tipo MBTI</Trans>
            </dt>
            <dd data-testid="result-mbti">{r.mbtiType ?? none}</dd>
          </div>
          <div>
            <dt>
              <Trans>Allineamento personalità-lavoro</Trans>
            </dt>
            <dd data-testid="result-alignment">
              {r.alignment === null ? none : `${r.alignment}% (${i18n._(BAND_LABELS[band!])})`}
            </dd>
          </div>
        </dl>
      </Card>
      {dims ? (
        <Card title={<Trans>Punteggi per dimensione</Trans>}>
          <ChartFigure
            title={<Trans>Create, Relate, Organize</Trans>}
            chart={
              <PatternBarChart
                data={TPM_DIMENSIONS.map((d) => ({ label: d, value: dims[d] ?? 0 }))}
                max={100}
                unit="%"
              />
            }
            table={{
              columns: [<Trans key="d">Dimensione</Trans>, <Trans key="p">Punteggio</Trans>],
              rows: TPM_DIMENSIONS.map((d) => ({ key: d, cells: [d, dims[d] === undefined ? none : `${dims[d]}%`] })),
            }}
          />
        </Card>
      ) : null}
      {r.preferences ? (
        <Card title={<Trans>Preferenze</Trans>}>
          <table className="report-table" data-testid="result-preferences">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Preferenza</Trans>
                </th>
                <th scope="col">%</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(r.preferences).map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
    </div>
  );
}
