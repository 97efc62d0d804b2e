import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadState } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { runAdminAction } from '../../components/admin-action';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { ProgramDialog } from './ProgramDialog';
import { ProgramEditor } from './ProgramEditor';
import { duplicateProgram, loadPrograms, setProgramActive, type ProgramRow } from './program-api';
import { loadPrompts, type PromptRow } from './prompt-api';
import { PromptsPanel } from './PromptsPanel';
import { useRemote } from '../../components/use-remote';
import './authoring.css';

/**
 * "Programmi di coaching": the organisation's programs and the library's, their editor and the AI prompts.
 * With no organisation it is a super admin's library: its programs and prompts, all editable, none to copy.
 */
export function CoachingProgramsTab({ organizationId }: { organizationId: string | null }) {
  const client = useBackendClient();
  const programs = useRemote(`programs:${organizationId}`, () => loadPrograms(client, organizationId));
  const prompts = useRemote(`prompts:${organizationId}`, () => loadPrompts(client, organizationId));
  const [editing, setEditing] = useState<ProgramRow | null>(null);
  if (editing) {
    return (
      <ProgramEditor
        programId={editing.id}
        editable={editing.organization_id === organizationId}
        prompts={prompts.data ?? []}
        onBack={() => {
          setEditing(null);
          programs.reload();
        }}
      />
    );
  }
  return (
    <div className="admin-section">
      <LoadState query={programs}>
        {(rows) => (
          <ProgramList
            organizationId={organizationId}
            programs={rows}
            onOpen={setEditing}
            onChanged={programs.reload}
          />
        )}
      </LoadState>
      <LoadState query={prompts}>
        {(rows: PromptRow[]) => (
          <PromptsPanel organizationId={organizationId} prompts={rows} onChanged={prompts.reload} />
        )}
      </LoadState>
    </div>
  );
}

function ProgramList({
  organizationId,
  programs,
  onOpen,
  onChanged,
}: {
  organizationId: string | null;
  programs: ProgramRow[];
  onOpen: (program: ProgramRow) => void;
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  const [dialog, setDialog] = useState<{ program: ProgramRow | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (id: string, action: () => Promise<unknown>, success: ReturnType<typeof msg>) => {
    setBusy(id);
    const ok = await runAdminAction(action, { success, failure: msg`Operazione non riuscita` });
    setBusy(null);
    if (ok) onChanged();
  };
  return (
    <section>
      <div className="admin-toolbar">
        <h3>
          <Trans>Programmi di coaching</Trans>
        </h3>
        <Button onClick={() => setDialog({ program: null })}>
          <Trans>Nuovo programma</Trans>
        </Button>
      </div>
      <OnlineOnlyNote />
      {programs.length === 0 ? (
        <p className="empty-state">
          {organizationId ? (
            <Trans>Nessun programma di coaching. Creane uno o duplica un programma della libreria.</Trans>
          ) : (
            <Trans>Nessun programma nella libreria. Creane uno: le organizzazioni potranno duplicarlo.</Trans>
          )}
        </p>
      ) : (
        <ul className="admin-list">
          {programs.map((program) => {
            const own = program.organization_id === organizationId;
            return (
              <li key={program.id} className="admin-list__item authoring-item">
                <span className="admin-list__title">{program.name}</span>
                <span className="admin-list__meta">
                  <Trans>{program.total_phases} fasi</Trans>
                  {own ? null : (
                    <>
                      {' '}
                      · <Trans>Libreria</Trans>
                    </>
                  )}
                  {program.is_active ? null : (
                    <>
                      {' '}
                      · <Trans>Archiviato</Trans>
                    </>
                  )}
                </span>
                <span className="authoring-actions">
                  <Button variant="secondary" onClick={() => onOpen(program)} aria-label={t`Apri ${program.name}`}>
                    {own ? <Trans>Modifica</Trans> : <Trans>Apri</Trans>}
                  </Button>
                  {own ? (
                    <Button
                      variant="secondary"
                      onClick={() => setDialog({ program })}
                      aria-label={t`Dettagli di ${program.name}`}
                    >
                      <Trans>Dettagli</Trans>
                    </Button>
                  ) : null}
                  {organizationId ? (
                    <Button
                      variant="secondary"
                      busy={busy === `copy:${program.id}`}
                      onClick={() =>
                        void act(
                          `copy:${program.id}`,
                          () => duplicateProgram(client, program.id, organizationId, t`${program.name} (copia)`),
                          msg`Programma duplicato`,
                        )
                      }
                      aria-label={t`Duplica ${program.name}`}
                    >
                      <Trans>Duplica</Trans>
                    </Button>
                  ) : null}
                  {own ? (
                    <Button
                      variant="ghost"
                      busy={busy === `active:${program.id}`}
                      onClick={() =>
                        void act(
                          `active:${program.id}`,
                          () => setProgramActive(client, program.id, !program.is_active),
                          program.is_active ? msg`Programma archiviato` : msg`Programma ripristinato`,
                        )
                      }
                      aria-label={program.is_active ? t`Archivia ${program.name}` : t`Ripristina ${program.name}`}
                    >
                      {program.is_active ? <Trans>Archivia</Trans> : <Trans>Ripristina</Trans>}
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {dialog ? (
        <ProgramDialog
          organizationId={organizationId}
          program={dialog.program}
          onClose={() => setDialog(null)}
          onSaved={(id) => {
            setDialog(null);
            onChanged();
            if (!dialog.program)
              onOpen({
                id,
                name: '',
                description: null,
                organization_id: organizationId,
                duration_weeks: null,
                total_phases: 0,
                is_active: true,
              });
          }}
        />
      ) : null}
    </section>
  );
}
