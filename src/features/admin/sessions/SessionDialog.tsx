import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TextField } from '../../../ui';
import { useBackendClient } from '../../../backend/BackendClientProvider';
import type { OrgTeam } from '../api';
import { SelectField } from '../components/SelectField';
import { OnlineOnlyNote } from '../content/coaching/OnlineOnlyNote';
import { DraftRestorePrompt } from '../content/shared/DraftRestorePrompt';
import { useDeviceDraft } from '../content/shared/use-device-draft';
import { runSave } from '../content/coaching/save-action';
import {
  coachName,
  createSession,
  updateSession,
  type CoachRow,
  type ProgramChoice,
  type SessionRow,
} from './sessions-api';
import { ReplacedEditsNotice } from './ReplacedEditsNotice';
import { validateSession, type SessionDraft, type SessionField } from './session-validation';

const draftOf = (session: SessionRow | null): SessionDraft => ({
  name: session?.name ?? '',
  programId: session?.program_id ?? '',
  teamId: session?.team_id ?? '',
  coachId: session?.coach_id ?? '',
  startDate: session?.start_date ?? '',
  endDate: session?.end_date ?? '',
});

/** Start a session (program, team, coach, name, dates), or change its name, coach and dates. */
export function SessionDialog({
  session,
  teams,
  programs,
  coaches,
  onClose,
  onSaved,
}: {
  session: SessionRow | null;
  teams: OrgTeam[];
  programs: ProgramChoice[];
  coaches: CoachRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [start] = useState<SessionDraft>(() => draftOf(session));
  const [draft, setDraft] = useState<SessionDraft>(start);
  // Kept on the device until saved, so a reload or a lost network loses nothing typed.
  const device = useDeviceDraft({ screen: 'coaching-session', itemId: session?.id ?? 'new' }, draft, start);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<string, MessageDescriptor>>>({});
  const [busy, setBusy] = useState(false);
  const [phase, setPhase] = useState(session?.current_phase ?? 1);
  const phaseCount =
    programs.find((p) => p.id === draft.programId)?.total_phases ?? session?.program?.total_phases ?? 1;
  const checked = validateSession(draft);
  // An end before the start is said as soon as both dates are there.
  const shown = { ...(submitted ? checked : checked.endDate ? { endDate: checked.endDate } : {}), ...refused };
  const error = (field: string) => {
    const found = (shown as Record<string, MessageDescriptor | undefined>)[field];
    return found ? i18n._(found) : undefined;
  };
  const set = (key: SessionField, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setRefused({});
  };
  const activeCoaches = coaches.filter((c) => c.is_active || c.id === session?.coach_id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checked).length) return;
    setBusy(true);
    const ok = await runSave(
      () => (session ? updateSession(client, session.id, draft, phase, session) : createSession(client, draft)),
      {
        success: session ? msg`Sessione aggiornata` : msg`Sessione avviata: il team e il coach sono stati avvisati`,
        failure: msg`Sessione non salvata`,
      },
      (refusal) => setRefused({ [refusal.field]: refusal.message }),
    );
    setBusy(false);
    if (ok) {
      device.forget();
      onSaved();
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={session ? <Trans>Modifica sessione</Trans> : <Trans>Nuova sessione di coaching</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {session ? <ReplacedEditsNotice client={client} sessionId={session.id} /> : null}
        {device.offer ? (
          <DraftRestorePrompt
            savedAt={device.offer.savedAt}
            onRestore={() => device.restore(setDraft)}
            onDiscard={device.discard}
          />
        ) : null}
        <TextField
          label={t`Nome della sessione`}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={error('name')}
          required
        />
        <SelectField
          label={t`Programma`}
          value={draft.programId}
          disabled={!!session}
          onChange={(e) => set('programId', e.target.value)}
          error={error('programId')}
          options={[{ value: '', label: t`Scegli…` }, ...programs.map((p) => ({ value: p.id, label: p.name }))]}
        />
        <SelectField
          label={t`Team`}
          value={draft.teamId}
          disabled={!!session}
          onChange={(e) => set('teamId', e.target.value)}
          error={error('teamId')}
          options={[{ value: '', label: t`Scegli…` }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
        />
        <SelectField
          label={t`Coach`}
          value={draft.coachId}
          onChange={(e) => set('coachId', e.target.value)}
          error={error('coachId')}
          options={[
            { value: '', label: t`Nessun coach per ora` },
            ...activeCoaches.map((c) => ({ value: c.id, label: coachName(c) })),
          ]}
        />
        <TextField
          label={t`Inizio`}
          type="date"
          value={draft.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          error={error('startDate')}
          required
        />
        <TextField
          label={t`Fine`}
          type="date"
          value={draft.endDate}
          onChange={(e) => set('endDate', e.target.value)}
          error={error('endDate')}
        />
        {session ? (
          <SelectField
            label={t`Fase corrente`}
            value={String(phase)}
            onChange={(e) => {
              setPhase(Number(e.target.value));
              setRefused({});
            }}
            error={error('currentPhase')}
            options={Array.from({ length: Math.max(phaseCount, phase) }, (_, i) => ({
              value: String(i + 1),
              label: t`Fase ${i + 1}`,
            }))}
          />
        ) : null}
        <OnlineOnlyNote keptOnDevice />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            {session ? <Trans>Salva</Trans> : <Trans>Avvia sessione</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
