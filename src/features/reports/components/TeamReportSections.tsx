import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CaptionedTable, Card } from '../../../ui';
import type { TeamReport } from '../model/team-report';
import { TPM_DIMENSIONS } from '../model/types';
import { ChartFigure } from './ChartFigure';
import { BAND_LABELS, WARNING_LABELS, typeLabel } from './labels';
import { PatternBarChart } from './PatternBarChart';
import { TemplateVersions } from './TemplateVersions';

const dash = (v: number | null | undefined, unit = '') => (v === null || v === undefined ? '—' : `${v}${unit}`);

export function StatsSection({ report }: { report: TeamReport }) {
  const s = report.stats;
  return (
    <Card title={<Trans>Statistiche</Trans>}>
      <dl className="report-stats">
        <div>
          <dt>
            <Trans>Membri</Trans>
          </dt>
          <dd data-testid="stat-members">{s.memberCount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Membri con risultati</Trans>
          </dt>
          <dd>{s.membersAssessed}</dd>
        </div>
        <div>
          <dt>
            <Trans>Assessment completati</Trans>
          </dt>
          <dd data-testid="stat-completed">{s.completedAssessments}</dd>
        </div>
        <div>
          <dt>
            <Trans>Punteggio medio</Trans>
          </dt>
          <dd>{dash(s.averageScore)}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function TpmSection({ report }: { report: TeamReport }) {
  const data = TPM_DIMENSIONS.map((d) => ({ label: d, value: report.tpm.averages[d] ?? 0 }));
  return (
    <Card title={<Trans>Profili TPM</Trans>}>
      <p className="muted">
        <Trans>Persone con risultati TPM: {report.tpm.people}</Trans>
      </p>
      <ChartFigure
        title={<Trans>Media per dimensione (Create, Relate, Organize)</Trans>}
        chart={<PatternBarChart data={data} max={100} unit="%" />}
        table={{
          columns: [<Trans key="d">Dimensione</Trans>, <Trans key="m">Media</Trans>],
          rows: TPM_DIMENSIONS.map((d) => ({ key: d, cells: [d, dash(report.tpm.averages[d], '%')] })),
        }}
      />
      <h3>
        <Trans>Profili dominanti</Trans>
      </h3>
      {report.tpm.dominantCounts.length === 0 ? (
        <p className="muted">
          <Trans>Nessun dato</Trans>
        </p>
      ) : (
        <ul className="report-chips">
          {report.tpm.dominantCounts.map((c) => (
            <li key={c.profile}>
              {c.profile}: {c.count}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function MbtiSection({ report }: { report: TeamReport }) {
  const { mbti } = report;
  return (
    <Card title={<Trans>Analisi MBTI</Trans>}>
      <p className="muted">
        <Trans>Persone con un tipo MBTI: {mbti.total}</Trans>
      </p>
      <ChartFigure
        title={<Trans>Distribuzione sui 16 tipi</Trans>}
        chart={<PatternBarChart data={mbti.types.map((t) => ({ label: t.type, value: t.count }))} height={240} />}
        table={{
          columns: [<Trans key="t">Tipo</Trans>, <Trans key="n">Persone</Trans>],
          rows: mbti.types.map((t) => ({ key: t.type, cells: [t.type, t.count] })),
        }}
      />
      <p>
        <Trans>Preferenze:</Trans>{' '}
        {(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const).map((p) => `${p} ${mbti.poles[p]}`).join(' · ')}
      </p>
      {mbti.mostCommon.length ? (
        <p>
          <Trans>Tipo più frequente: {mbti.mostCommon.join(', ')}</Trans>
        </p>
      ) : null}
    </Card>
  );
}

export function CorrelationSection({ report }: { report: TeamReport }) {
  const { correlation } = report;
  return (
    <Card title={<Trans>Correlazione TPM-MBTI</Trans>}>
      {correlation.people === 0 ? (
        <p className="muted">
          <Trans>Nessuna persona ha sia un profilo TPM sia un tipo MBTI.</Trans>
        </p>
      ) : (
        <>
          <CaptionedTable className="report-table" caption={<Trans>Profilo dominante per tipo MBTI</Trans>}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Tipo MBTI</Trans>
                </th>
                <th scope="col">
                  <Trans>Profilo dominante</Trans>
                </th>
                <th scope="col">
                  <Trans>Persone</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {correlation.cells.map((c) => (
                <tr key={`${c.mbtiType}-${c.profile}`}>
                  <th scope="row">{c.mbtiType}</th>
                  <td>{c.profile}</td>
                  <td>{c.count}</td>
                </tr>
              ))}
            </tbody>
          </CaptionedTable>
          <CaptionedTable className="report-table" caption={<Trans>Media TPM per preferenza MBTI</Trans>}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Preferenza</Trans>
                </th>
                <th scope="col">
                  <Trans>Persone</Trans>
                </th>
                {TPM_DIMENSIONS.map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {correlation.byPole.map((p) => (
                <tr key={p.pole}>
                  <th scope="row">{p.pole}</th>
                  <td>{p.people}</td>
                  {TPM_DIMENSIONS.map((d) => (
                    <td key={d}>{dash(p.averages[d], '%')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </CaptionedTable>
        </>
      )}
    </Card>
  );
}

export function InsightsSection({ report }: { report: TeamReport }) {
  const { t, i18n } = useLingui();
  const a = report.alignment;
  const average = a.average === null ? '—' : `${Math.round(a.average * 10) / 10}%`;
  const lowShare = `${Math.round(a.lowShare * 100)}%`;
  return (
    <Card title={<Trans>Insight e matrice di allineamento</Trans>}>
      {a.measured === 0 ? (
        <p className="muted">
          <Trans>Nessun risultato riporta l'allineamento personalità-lavoro.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Allineamento medio: {average} · persone con allineamento basso: {lowShare}
          </Trans>
        </p>
      )}
      {a.warnings.length ? (
        <div role="status" data-testid="report-warnings">
          <ul className="report-warnings">
            {a.warnings.map((w) => (
              <li key={w}>⚠ {i18n._(WARNING_LABELS[w])}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="muted">
        <Trans>Fasce: alto 80% o più, medio 60-79%, basso sotto il 60%.</Trans>
      </p>
      <CaptionedTable
        className="report-table"
        data-testid="alignment-matrix"
        caption={<Trans>Matrice di allineamento</Trans>}
      >
        <thead>
          <tr>
            <th scope="col">
              <Trans>Persona</Trans>
            </th>
            <th scope="col">
              <Trans>Ruolo</Trans>
            </th>
            <th scope="col">
              <Trans>Profilo dominante</Trans>
            </th>
            <th scope="col">
              <Trans>Tipo MBTI</Trans>
            </th>
            <th scope="col">
              <Trans>Passione dominante</Trans>
            </th>
            <th scope="col">
              <Trans>Lavoro prevalente</Trans>
            </th>
            <th scope="col">
              <Trans>Allineamento</Trans>
            </th>
            <th scope="col">
              <Trans>Fascia</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.members.map((m) => (
            <tr key={m.id} className={m.alignmentBand ? `band band--${m.alignmentBand}` : undefined}>
              <th scope="row">{m.name}</th>
              <td>{m.position ?? m.teamRole ?? '—'}</td>
              <td>{m.profile.dominantProfile ?? '—'}</td>
              <td>{m.profile.mbtiType ?? '—'}</td>
              <td>{m.profile.dominantPassion ?? '—'}</td>
              <td>{m.profile.prevalentWork ?? '—'}</td>
              <td>{dash(m.profile.alignment, '%')}</td>
              <td>{m.alignmentBand ? i18n._(BAND_LABELS[m.alignmentBand]) : t`Non disponibile`}</td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      <ul className="report-chips" aria-label={t`Persone per fascia`}>
        {(['high', 'medium', 'low'] as const).map((b) => (
          <li key={b}>
            {i18n._(BAND_LABELS[b])}: {a.counts[b]}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Evaluation rows shown at first and added by each "show more": a team of 200 has 600 and more. */
export const EVALUATION_ROWS_STEP = 100;

export function EvaluationsSection({ report }: { report: TeamReport }) {
  const rows = report.members.flatMap((m) => m.comparisons.map((c) => ({ member: m, c })));
  // Rendering every row of a large team took most of the report's render (bench/report-render.ts).
  const [shown, setShown] = useState(EVALUATION_ROWS_STEP);
  const total = rows.length;
  const hidden = Math.max(0, total - shown);
  const next = Math.min(hidden, EVALUATION_ROWS_STEP);
  return (
    <Card title={<Trans>Valutazioni a confronto</Trans>}>
      {rows.length === 0 ? (
        <p className="muted">
          <Trans>Nessun assessment completato.</Trans>
        </p>
      ) : (
        <CaptionedTable
          className="report-table"
          data-testid="evaluations"
          caption={<Trans>Autovalutazione, manager e colleghi della stessa persona</Trans>}
        >
          <thead>
            <tr>
              <th scope="col">
                <Trans>Persona</Trans>
              </th>
              <th scope="col">
                <Trans>Assessment</Trans>
              </th>
              <th scope="col">
                <Trans>Modello</Trans>
              </th>
              <th scope="col">
                <Trans>Autovalutazione</Trans>
              </th>
              <th scope="col">
                <Trans>Manager</Trans>
              </th>
              <th scope="col">
                <Trans>Colleghi</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map(({ member, c }) => (
              <tr key={`${member.id}-${c.assessmentType}`}>
                <th scope="row">{member.name}</th>
                <td>{typeLabel(c.assessmentType)}</td>
                <td>
                  <TemplateVersions templates={c.templates} />
                </td>
                <td>{dash(c.self)}</td>
                <td>{dash(c.manager)}</td>
                <td>{c.peerCount ? `${dash(c.peer)} (${c.peerCount})` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      )}
      {hidden > 0 ? (
        <p className="no-print">
          <span role="status">
            <Trans>
              Mostrate {shown} valutazioni di {total}.
            </Trans>
          </span>{' '}
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setShown((n) => n + EVALUATION_ROWS_STEP)}
          >
            <Trans>Mostra altre {next}</Trans>
          </button>
        </p>
      ) : null}
    </Card>
  );
}
