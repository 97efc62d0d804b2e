import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { Button } from '../../../../ui';
import { EmptyState } from '../../components/EmptyState';
import type { AssessmentAuthoringTools } from './authoring-tools';
import { newTemplate } from './draft-factory';
import { discardDraft, loadDraft, type KeptDraft } from './draft-storage';
import { DraftRestorePrompt } from '../shared/DraftRestorePrompt';
import type { TemplateDraft } from './draft-types';
import { listTemplates, loadTemplateDraft, setTemplateActive, type TemplateSummary } from './templates-api';
import { LibraryTemplates } from './LibraryTemplates';
import { TemplateEditor } from './TemplateEditor';
import '../authoring-assessments.css';

export interface TemplatesSectionProps {
  userId: string;
  /** null: the library, which super admins write. */
  organizationId: string | null;
  tools: AssessmentAuthoringTools;
}

/** "Modelli di assessment": the templates of the organisation (or the library) and their editor. */
export function TemplatesSection({ userId, organizationId, tools }: TemplatesSectionProps) {
  const { t } = useLingui();
  const client = useBackendClient();
  const [templates, setTemplates] = useState<TemplateSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<TemplateDraft | null>(null);

  const reload = useCallback(() => {
    listTemplates(client, organizationId).then(
      (rows) => {
        setError(null);
        setTemplates(rows);
      },
      () => setError(t`Impossibile caricare i modelli.`),
    );
  }, [client, organizationId, t]);
  useEffect(reload, [reload]);

  // A draft kept on the device is offered when its template is opened: restored or discarded.
  const [offer, setOffer] = useState<{ kept: KeptDraft; template: TemplateSummary | null } | null>(null);

  const open = async (template: TemplateSummary | null, duplicate = false) => {
    setError(null);
    const kept = duplicate ? null : await loadDraft(userId, template?.id ?? null);
    if (kept) return setOffer({ kept, template });
    await openFresh(template, duplicate);
  };
  const openFresh = async (template: TemplateSummary | null, duplicate = false) => {
    if (!template) {
      setEditing(newTemplate(organizationId));
      return;
    }
    try {
      const draft = await loadTemplateDraft(client, template.id);
      setEditing(
        duplicate
          ? {
              ...draft,
              sourceId: null,
              version: 0,
              name: { it: t`${draft.name.it} (copia)`, en: draft.name.en ? `${draft.name.en} (copy)` : '' },
            }
          : draft,
      );
    } catch {
      setError(t`Impossibile aprire il modello.`);
    }
  };
  const toggleActive = async (template: TemplateSummary) => {
    try {
      await setTemplateActive(client, template.id, !template.isActive);
      reload();
    } catch {
      setError(t`Impossibile cambiare lo stato del modello.`);
    }
  };

  if (editing)
    return (
      <TemplateEditor
        userId={userId}
        initial={editing}
        tools={tools}
        onClose={(published) => {
          setEditing(null);
          if (published) reload();
        }}
      />
    );
  if (offer)
    return (
      <section className="admin-section" aria-label={t`Bozza non salvata`}>
        <DraftRestorePrompt
          savedAt={offer.kept.savedAt}
          onRestore={() => {
            setOffer(null);
            setEditing(offer.kept.value);
          }}
          onDiscard={() => {
            setOffer(null);
            discardDraft(userId, offer.template?.id ?? null);
            void openFresh(offer.template);
          }}
        />
      </section>
    );
  return (
    <section className="admin-section" aria-labelledby="templates-title">
      <h3 id="templates-title">
        {organizationId === null ? <Trans>Modelli della libreria</Trans> : <Trans>Modelli dell'organizzazione</Trans>}
      </h3>
      <div className="admin-toolbar">
        <Button onClick={() => void open(null)}>
          <Trans>Nuovo modello</Trans>
        </Button>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {templates === null && !error ? (
        <p className="muted">
          <Trans>Caricamento dei modelli...</Trans>
        </p>
      ) : null}
      {templates?.length === 0 ? (
        <EmptyState title={<Trans>Ancora nessun modello</Trans>}>
          {organizationId === null ? (
            <Trans>Crea il primo con "Nuovo modello".</Trans>
          ) : (
            <Trans>Crea il primo con "Nuovo modello", oppure copia un modello della libreria qui sotto.</Trans>
          )}
        </EmptyState>
      ) : null}
      {templates && templates.length > 0 ? (
        <ul className="admin-list">
          {templates.map((template) => (
            <li key={template.id} className="admin-list__item">
              <div>
                <p className="admin-list__title">{template.name}</p>
                <p className="admin-list__meta">
                  {template.assessmentTypeId.toUpperCase()} · <Trans>versione {template.version}</Trans>
                  {template.isActive ? null : (
                    <>
                      {' '}
                      · <Trans>archiviato</Trans>
                    </>
                  )}
                </p>
              </div>
              <div className="admin-actions">
                <Button
                  variant="secondary"
                  onClick={() => void open(template)}
                  aria-label={t`Modifica ${template.name}`}
                >
                  <Trans>Modifica</Trans>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void open(template, true)}
                  aria-label={t`Duplica ${template.name}`}
                >
                  <Trans>Duplica</Trans>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => void toggleActive(template)}
                  aria-label={template.isActive ? t`Archivia ${template.name}` : t`Ripristina ${template.name}`}
                >
                  {template.isActive ? <Trans>Archivia</Trans> : <Trans>Ripristina</Trans>}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {organizationId !== null ? <LibraryTemplates organizationId={organizationId} onCopied={reload} /> : null}
    </section>
  );
}
