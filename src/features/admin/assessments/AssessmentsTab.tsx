import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, LoadState, TableScroll, toast } from '../../../ui';
import type { Json } from '../../../backend/database.types';
import type { OrgOverview } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { useAssignments } from '../hooks';
import { ASSESSMENT_TYPE_LABELS, ASSIGNMENT_STATUS_LABELS, EVALUATION_TYPE_LABELS, label } from '../labels';
import { AssignAssessmentForm } from './AssignAssessmentForm';
import { ASSESSMENT_TYPES, deleteAssignment, recordRecalculatedScore, type AssignmentRow } from './assignments-api';
import { useBackendClient } from '../../../backend/BackendClientProvider';

/** Recomputes a completed assessment's score from the stored scoring rules (the assessment feature's scorer, wired by the app). */
export type Rescore = (assessmentId: string) => Promise<{ score: number; results: Json | null }>;

/** TPM Assessment tab: assign, the assigned list with filters (type, status, team), recalculate one or all, delete. */
export function AssessmentsTab({
  userId,
  organizationId,
  data,
  rescore,
  onChanged,
}: {
  userId: string;
  organizationId: string;
  data: OrgOverview;
  rescore?: Rescore;
  onChanged: () => void;
}) {
  const query = useAssignments(userId, organizationId);
  const reload = () => {
    query.reload();
    onChanged();
  };
  return (
    <div className="admin-section">
      <LoadState query={query}>
        {(assignments) => (
          <>
            <section aria-labelledby="assign-heading">
              <h2 id="assign-heading">
                <Trans>Assegna assessment</Trans>
              </h2>
              <AssignAssessmentForm data={data} templates={assignments.templates} onAssigned={reload} />
            </section>
            <AssignmentList rows={assignments.assignments} data={data} rescore={rescore} onChanged={reload} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function AssignmentList({
  rows,
  data,
  rescore,
  onChanged,
}: {
  rows: AssignmentRow[];
  data: OrgOverview;
  rescore?: Rescore;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [type, setType] = useState('all');
  const [status, setStatus] = useState('all');
  const [team, setTeam] = useState('all');
  const [deleting, setDeleting] = useState<AssignmentRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [recalculating, setRecalculating] = useState<string | null>(null);
  const names = new Map(data.members.map((m) => [m.userId, m]));
  const teamNames = new Map(data.teams.map((x) => [x.id, x.name]));
  const shown = rows.filter(
    (r) =>
      (type === 'all' || r.assessmentType === type) &&
      (status === 'all' || (status === 'needs_recalculation' ? r.needsRecalculation : r.status === status)) &&
      (team === 'all' || r.teamId === team),
  );
  const recalculable = (r: AssignmentRow) => r.assessments.some((a) => a.completedAt);

  async function recalculate(targets: AssignmentRow[], key: string) {
    if (!rescore) return;
    setRecalculating(key);
    let count = 0;
    const ok = await runAdminAction(
      async () => {
        for (const row of targets) {
          for (const a of row.assessments.filter((x) => x.completedAt)) {
            const { score, results } = await rescore(a.id);
            await recordRecalculatedScore(client, a.id, score, results);
            count += 1;
          }
        }
      },
      { failure: msg`Error saving data` },
    );
    setRecalculating(null);
    if (ok) toast({ title: t`Punteggi ricalcolati: ${count}`, variant: 'success' });
    onChanged();
  }

  async function remove(row: AssignmentRow) {
    setDeleteBusy(true);
    const ok = await runAdminAction(() => deleteAssignment(client, row.id), {
      success: msg`Assegnazione eliminata`,
      failure: msg`Error deleting`,
    });
    setDeleteBusy(false);
    setDeleting(null);
    if (ok) onChanged();
  }

  const shownCount = shown.length;
  return (
    <section aria-labelledby="assigned-heading">
      <h2 id="assigned-heading">
        <Trans>Assessment assegnati</Trans>
      </h2>
      <div className="admin-filters">
        <SelectField
          label={t`Tipo`}
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={[
            { value: 'all', label: t`Tutti` },
            ...ASSESSMENT_TYPES.map((v) => ({ value: v, label: i18n._(ASSESSMENT_TYPE_LABELS[v]!) })),
          ]}
        />
        <SelectField
          label={t`Stato`}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[
            { value: 'all', label: t`Tutti` },
            { value: 'pending', label: t`Da completare` },
            { value: 'completed', label: t`Completato` },
            { value: 'needs_recalculation', label: t`Da ricalcolare` },
          ]}
        />
        <SelectField
          label={t`Team`}
          value={team}
          onChange={(event) => setTeam(event.target.value)}
          options={[{ value: 'all', label: t`Tutti` }, ...data.teams.map((x) => ({ value: x.id, label: x.name }))]}
        />
      </div>
      <div className="admin-toolbar">
        <Button
          variant="secondary"
          disabled={!rescore || !shown.some(recalculable)}
          busy={recalculating === 'all'}
          onClick={() => void recalculate(shown.filter(recalculable), 'all')}
        >
          <Trans>Ricalcola tutti</Trans>
        </Button>
        <span className="muted">
          <Trans>{shownCount} assegnazioni</Trans>
        </span>
      </div>
      <TableScroll>
        <table className="admin-table" aria-label={t`Assessment assegnati`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Membro</Trans>
              </th>
              <th scope="col">
                <Trans>Tipo</Trans>
              </th>
              <th scope="col">
                <Trans>Valutazione</Trans>
              </th>
              <th scope="col">
                <Trans>Team</Trans>
              </th>
              <th scope="col">
                <Trans>Stato</Trans>
              </th>
              <th scope="col">
                <Trans>Completato il</Trans>
              </th>
              <th scope="col">
                <Trans>Punteggio</Trans>
              </th>
              <th scope="col">
                <Trans>Azioni</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const member = names.get(row.userId);
              const target =
                row.evaluationType !== 'self' && row.targetUserId ? (names.get(row.targetUserId)?.name ?? '') : '';
              const completed = row.assessments.find((a) => a.completedAt);
              const name = member?.name ?? row.userId;
              return (
                <tr key={row.id}>
                  <td>
                    {name}
                    <br />
                    <span className="muted">{member?.email}</span>
                  </td>
                  <td>{i18n._(label(ASSESSMENT_TYPE_LABELS, row.assessmentType))}</td>
                  <td>
                    {i18n._(label(EVALUATION_TYPE_LABELS, row.evaluationType))}
                    {target ? (
                      <>
                        {' '}
                        <Trans>di {target}</Trans>
                      </>
                    ) : null}
                  </td>
                  <td>{row.teamId ? teamNames.get(row.teamId) : ''}</td>
                  <td>
                    {i18n._(label(ASSIGNMENT_STATUS_LABELS, row.status))}
                    {row.needsRecalculation ? (
                      <span className="status-pill status-pill--warning">
                        <Trans>da ricalcolare</Trans>
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {(row.completedAt ?? completed?.completedAt)
                      ? i18n.date((row.completedAt ?? completed?.completedAt)!, { dateStyle: 'medium' })
                      : ''}
                  </td>
                  <td>{completed?.score ?? ''}</td>
                  <td className="admin-actions">
                    <Button
                      variant="ghost"
                      disabled={!rescore || !recalculable(row)}
                      busy={recalculating === row.id}
                      aria-label={t`Ricalcola ${name}`}
                      onClick={() => void recalculate([row], row.id)}
                    >
                      <Trans>Ricalcola</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Elimina assegnazione di ${name}`}
                      onClick={() => setDeleting(row)}
                    >
                      <Trans>Elimina</Trans>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title={<Trans>Eliminare questa assegnazione?</Trans>}
        description={<Trans>L'assessment assegnato e le sue risposte vengono eliminati.</Trans>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              <Trans>Annulla</Trans>
            </Button>
            <Button variant="danger" busy={deleteBusy} onClick={() => deleting && void remove(deleting)}>
              {deleteBusy ? <Trans>Eliminazione in corso…</Trans> : <Trans>Elimina</Trans>}
            </Button>
          </>
        }
      />
    </section>
  );
}
