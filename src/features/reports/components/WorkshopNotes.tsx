import type { BackendClient } from '../../../backend/backend-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/i18n';
import { Card } from '../../../ui';
import { useReportRead } from '../../../offline/store/hooks';
import { loadWorkshopNotes, type WorkshopNote } from '../api';
import type { TeamAssessmentRow } from '../model/types';
import { typeLabel } from './labels';

/** The note's parts as the sentences below use them. */
function useNoteParts(note: WorkshopNote) {
  const { i18n } = useLingui();
  return {
    label: note.device_label,
    voucher: note.vouched_by_name ?? '—',
    at: formatDate(note.acted_at ?? note.applied_at, i18n.locale, 'dateTime'),
  };
}

function ResultNoteText({ note }: { note: WorkshopNote }) {
  const { label, voucher, at } = useNoteParts(note);
  return (
    <Trans>
      Risposte inviate dal tablet del workshop «{label}» il {at}, garantite da {voucher}.
    </Trans>
  );
}

function TeamNoteText({ note, name, type }: { note: WorkshopNote; name: string; type: string }) {
  const { label, voucher, at } = useNoteParts(note);
  return (
    <Trans>
      {name}, {type}: inviato dal tablet del workshop «{label}» il {at}, garantito da {voucher}
    </Trans>
  );
}

/** On the member's own result: a line when the answers came through a workshop tablet. */
export function WorkshopResultNote({
  client,
  userId,
  assessmentId,
}: {
  client: BackendClient;
  userId: string;
  assessmentId: string;
}) {
  const query = useReportRead<WorkshopNote[]>(userId, `workshop:${assessmentId}`, () =>
    loadWorkshopNotes(client, [assessmentId]),
  );
  const note = query.data?.[0];
  if (!note) return null;
  return (
    <p className="muted" data-testid="workshop-note">
      <ResultNoteText note={note} />
    </p>
  );
}

/** In the team report: the members' assessments that came through a workshop tablet (none: nothing shown). */
export function WorkshopTeamNotes({
  client,
  userId,
  teamId,
  rows,
}: {
  client: BackendClient;
  userId: string;
  teamId: string;
  rows: TeamAssessmentRow[];
}) {
  const byId = new Map(rows.filter((r) => r.assessment_id).map((r) => [r.assessment_id!, r]));
  const query = useReportRead<WorkshopNote[]>(userId, `report:workshop:${teamId}`, () =>
    loadWorkshopNotes(client, [...byId.keys()]),
  );
  const notes = (query.data ?? []).filter((n) => byId.has(n.row_id));
  if (notes.length === 0) return null;
  return (
    <Card title={<Trans>Dai tablet del workshop</Trans>} data-testid="workshop-notes">
      <ul>
        {notes.map((note) => {
          const row = byId.get(note.row_id)!;
          const name = [row.member_first_name, row.member_last_name].filter(Boolean).join(' ') || '—';
          return (
            <li key={note.row_id}>
              <TeamNoteText note={note} name={name} type={typeLabel(row.assessment_type ?? 'leadership')} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
