import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { runAdminAction } from '../../components/admin-action';
import { OUTPUT_FORMAT_LABELS } from './labels';
import { previewPrompt, type PromptRow } from './prompt-api';
import type { OutputFormat } from './prompt-validation';
import { PromptDialog } from './PromptDialog';

type Open = { kind: 'edit'; prompt: PromptRow | null } | { kind: 'sample'; prompt: PromptRow; sample: string } | null;

/** The prompt templates an activity may use: the organisation's (editable) and the library's. */
export function PromptsPanel({
  organizationId,
  prompts,
  onChanged,
}: {
  /** null: the library (super admins), whose prompts are all editable here. */
  organizationId: string | null;
  prompts: PromptRow[];
  onChanged: () => void;
}) {
  const client = useBackendClient();
  const { i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const [sampling, setSampling] = useState<string | null>(null);
  async function sample(prompt: PromptRow) {
    setSampling(prompt.id);
    let text = '';
    const ok = await runAdminAction(
      async () => {
        text = JSON.stringify(await previewPrompt(client, prompt.id), null, 2);
      },
      { failure: msg`Esempio non generato` },
    );
    setSampling(null);
    if (ok) setOpen({ kind: 'sample', prompt, sample: text });
  }
  return (
    <section className="admin-section">
      <h3>
        <Trans>Prompt AI</Trans>
      </h3>
      {prompts.length === 0 ? (
        <p className="empty-state">
          <Trans>Nessun prompt template. Creane uno per le attività di suggerimento AI.</Trans>
        </p>
      ) : (
        <ul className="admin-list">
          {prompts.map((prompt) => (
            <li key={prompt.id} className="admin-list__item authoring-item">
              <span className="admin-list__title">{prompt.name}</span>
              <span className="admin-list__meta">
                {i18n._(OUTPUT_FORMAT_LABELS[prompt.output_format as OutputFormat] ?? OUTPUT_FORMAT_LABELS.free_text)}
                {prompt.organization_id || organizationId === null ? null : (
                  <>
                    {' '}
                    · <Trans>Libreria</Trans>
                  </>
                )}
              </span>
              <span className="authoring-actions">
                {prompt.organization_id === organizationId ? (
                  <Button variant="secondary" onClick={() => setOpen({ kind: 'edit', prompt })}>
                    <Trans>Modifica</Trans>
                  </Button>
                ) : null}
                <Button variant="secondary" busy={sampling === prompt.id} onClick={() => void sample(prompt)}>
                  <Trans>Genera un esempio</Trans>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => setOpen({ kind: 'edit', prompt: null })}>
        <Trans>Nuovo prompt template</Trans>
      </Button>
      {open?.kind === 'edit' ? (
        <PromptDialog
          organizationId={organizationId}
          prompt={open.prompt}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            onChanged();
          }}
        />
      ) : null}
      {open?.kind === 'sample' ? (
        <Dialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={<Trans>Esempio: {open.prompt.name}</Trans>}
          description={<Trans>Generato con risposte di esempio; non è stato salvato.</Trans>}
          actions={
            <Button variant="secondary" onClick={() => setOpen(null)}>
              <Trans>Chiudi</Trans>
            </Button>
          }
        >
          <pre className="preview-output">{open.sample}</pre>
        </Dialog>
      ) : null}
    </section>
  );
}
