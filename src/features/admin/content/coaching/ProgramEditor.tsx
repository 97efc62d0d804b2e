import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadState } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { runAdminAction } from '../../components/admin-action';
import { ActivityDialog } from './ActivityDialog';
import { ActivityItem } from './ActivityItem';
import { FormBuilderDialog } from './FormBuilderDialog';
import { PhaseDialog } from './PhaseDialog';
import {
  activitiesMoved,
  loadProgram,
  phasesMoved,
  saveStructure,
  type ActivityRow,
  type PhaseRow,
  type ProgramDetail,
} from './program-api';
import type { PromptRow } from './prompt-api';
import { useRemote } from '../../components/use-remote';

type Open =
  | { kind: 'phase'; phase: PhaseRow | null }
  | { kind: 'activity'; phaseId: string; activity: ActivityRow | null; nextOrder: number }
  | { kind: 'form'; activity: ActivityRow }
  | null;

/** One program's phases and their activities, in order, each opened in its own dialog. */
export function ProgramEditor({
  programId,
  editable,
  prompts,
  onBack,
}: {
  programId: string;
  editable: boolean;
  prompts: PromptRow[];
  onBack: () => void;
}) {
  const client = useBackendClient();
  const query = useRemote(`program:${programId}`, () => loadProgram(client, programId));
  return (
    <div className="admin-section">
      <Button variant="ghost" onClick={onBack}>
        <Trans>← Tutti i programmi</Trans>
      </Button>
      <LoadState query={query}>
        {(detail) => <Outline detail={detail} editable={editable} prompts={prompts} reload={query.reload} />}
      </LoadState>
    </div>
  );
}

function Outline({
  detail,
  editable,
  prompts,
  reload,
}: {
  detail: ProgramDetail;
  editable: boolean;
  prompts: PromptRow[];
  reload: () => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const { program, phases } = detail;
  const close = () => setOpen(null);
  const saved = () => {
    close();
    reload();
  };
  const run = async (action: () => Promise<void>) => {
    if (await runAdminAction(action, { failure: msg`Ordine non salvato` })) reload();
  };
  // A move renumbers several rows: one structure save, so it is whole or not at all.
  const moveActivity = (phaseId: string, index: number, by: number) =>
    run(async () => void (await saveStructure(client, program.id, activitiesMoved(phases, phaseId, index, by))));
  const movePhase = (index: number, by: number) =>
    run(async () => void (await saveStructure(client, program.id, phasesMoved(phases, index, by))));
  return (
    <>
      <h3>{program.name}</h3>
      {program.description ? <p className="muted">{program.description}</p> : null}
      {!editable ? (
        <p className="admin-note">
          <Trans>Programma della libreria: duplicalo per modificarlo nella tua organizzazione.</Trans>
        </p>
      ) : null}
      {phases.length === 0 ? (
        <p className="empty-state">
          <Trans>Nessuna fase. Aggiungi la prima fase del programma.</Trans>
        </p>
      ) : null}
      <ol className="program-outline">
        {phases.map((phase, index) => (
          <li key={phase.id} className="program-outline__phase">
            <h4>
              <Trans>
                Fase {phase.phase_number}: {phase.title}
              </Trans>
              {!phase.is_active ? (
                <span className="status-pill status-pill--inactive">
                  <Trans>Inattiva</Trans>
                </span>
              ) : null}
            </h4>
            <p className="muted">
              <Trans>{phase.duration_weeks} settimane</Trans>
            </p>
            {editable ? (
              <div className="authoring-actions">
                <Button variant="secondary" onClick={() => setOpen({ kind: 'phase', phase })}>
                  <Trans>Modifica fase</Trans>
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => void movePhase(index, -1)}
                  aria-label={t`Sposta su la fase ${phase.title}`}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === phases.length - 1}
                  onClick={() => void movePhase(index, 1)}
                  aria-label={t`Sposta giù la fase ${phase.title}`}
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  onClick={() =>
                    setOpen({
                      kind: 'activity',
                      phaseId: phase.id,
                      activity: null,
                      nextOrder: phase.activities.length + 1,
                    })
                  }
                >
                  <Trans>Aggiungi attività</Trans>
                </Button>
              </div>
            ) : null}
            {phase.activities.length === 0 ? (
              <p className="muted">
                <Trans>Nessuna attività in questa fase.</Trans>
              </p>
            ) : (
              <ul className="program-outline__activities">
                {phase.activities.map((activity, position) => (
                  <ActivityItem
                    key={activity.id}
                    activity={activity}
                    editable={editable}
                    first={position === 0}
                    last={position === phase.activities.length - 1}
                    onEdit={() =>
                      setOpen({ kind: 'activity', phaseId: phase.id, activity, nextOrder: activity.order_index })
                    }
                    onForm={() => setOpen({ kind: 'form', activity })}
                    onMove={(by) => void moveActivity(phase.id, position, by)}
                  />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {editable ? (
        <Button onClick={() => setOpen({ kind: 'phase', phase: null })}>
          <Trans>Aggiungi fase</Trans>
        </Button>
      ) : null}
      {open?.kind === 'phase' ? (
        <PhaseDialog
          programId={program.id}
          phase={open.phase}
          nextNumber={phases.reduce((max, p) => Math.max(max, p.phase_number), 0) + 1}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === 'activity' ? (
        <ActivityDialog
          phaseId={open.phaseId}
          activity={open.activity}
          nextOrder={open.nextOrder}
          prompts={prompts}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === 'form' ? (
        <FormBuilderDialog
          activity={open.activity}
          organizationId={program.organization_id}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
    </>
  );
}
