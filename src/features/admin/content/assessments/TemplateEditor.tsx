import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { Button } from '../../../../ui';
import { BilingualTextField } from '../shared/BilingualTextField';
import { FieldError, errorAria } from '../shared/FieldError';
import { OrderedList } from '../shared/OrderedList';
import { useBackendReachable } from '../../../../backend/use-backend-reachable';
import type { AssessmentAuthoringTools } from './authoring-tools';
import { discardDraft, saveDraft } from './draft-storage';
import {
  ASSESSMENT_TYPES,
  RESPONSE_TYPES,
  type AssessmentType,
  type ResponseType,
  type TemplateDraft,
} from './draft-types';
import { editorReducer } from './editor-reducer';
import { assessmentTypeLabel, responseTypeLabel } from './labels';
import { problemMessage, publishErrorMessage } from './problem-messages';
import { QuestionEditor } from './QuestionEditor';
import { RuleEditor } from './RuleEditor';
import { TemplatePreview } from './TemplatePreview';
import { publishDraft } from './templates-api';
import { fieldId, validateDraft } from './validate-draft';

const positiveOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export interface TemplateEditorProps {
  userId: string;
  initial: TemplateDraft;
  tools: AssessmentAuthoringTools;
  onClose: (published: boolean) => void;
}

/** Edits a draft (kept on the device while unpublished) and publishes it as the next version. */
export function TemplateEditor({ userId, initial, tools, onClose }: TemplateEditorProps) {
  const { t, i18n } = useLingui();
  const client = useBackendClient();
  const reachable = useBackendReachable();
  const [draft, dispatch] = useReducer(editorReducer, initial);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [attempted, setAttempted] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [newType, setNewType] = useState<ResponseType>('likert_5');

  // Saved on the device a moment after typing stops, so a reload loses nothing.
  useEffect(() => {
    const timer = setTimeout(() => saveDraft(userId, draft), 400);
    return () => clearTimeout(timer);
  }, [userId, draft]);

  const problems = useMemo(
    () => (attempted ? validateDraft(draft, tools.checkCustomLogic) : []),
    [attempted, draft, tools.checkCustomLogic],
  );
  const messageAt = (field: string) =>
    problems
      .filter((p) => p.field === field)
      .map((p) => problemMessage(p, (d) => i18n._(d)))
      .join(' ') || undefined;
  /** Per question, its problems as one string: an unchanged question gets an equal string and is not re-rendered. */
  const errorsByQuestion = useMemo(() => {
    const map = new Map<string, string>();
    for (const problem of problems) {
      const key = /^question-(.+)-(text|itemCode|options|slider)$/.exec(problem.field)?.[1];
      if (!key) continue;
      const line = `${problem.field}\t${problemMessage(problem, (d) => i18n._(d))}`;
      map.set(key, map.has(key) ? `${map.get(key)}\n${line}` : line);
    }
    return map;
  }, [problems, i18n]);

  const publish = async () => {
    setAttempted(true);
    setPublishError(null);
    const found = validateDraft(draft, tools.checkCustomLogic);
    if (found.length > 0) {
      setView('edit');
      requestAnimationFrame(() => document.getElementById(found[0]!.field)?.focus());
      return;
    }
    setPublishing(true);
    try {
      await publishDraft(client, draft);
      discardDraft(userId, draft.sourceId);
      onClose(true);
    } catch (error) {
      setPublishError(i18n._(publishErrorMessage(error instanceof Error ? error.message : String(error))));
    } finally {
      setPublishing(false);
    }
  };
  const discard = () => {
    discardDraft(userId, draft.sourceId);
    onClose(false);
  };
  const moveQuestion = useCallback((from: number, to: number) => dispatch({ type: 'move-question', from, to }), []);
  const nameError = messageAt(fieldId.name);

  return (
    <div className="template-editor">
      <h2>
        {draft.sourceId ? <Trans>Modifica del modello (versione {draft.version})</Trans> : <Trans>Nuovo modello</Trans>}
      </h2>
      {draft.sourceId ? (
        <p className="muted">
          <Trans>
            Pubblicando crei la versione {draft.version + 1}: gli assessment già assegnati restano sulla versione che
            hanno.
          </Trans>
        </p>
      ) : null}
      <div className="admin-toolbar" role="group" aria-label={t`Vista`}>
        <Button
          variant={view === 'edit' ? 'primary' : 'secondary'}
          aria-pressed={view === 'edit'}
          onClick={() => setView('edit')}
        >
          <Trans>Modifica</Trans>
        </Button>
        <Button
          variant={view === 'preview' ? 'primary' : 'secondary'}
          aria-pressed={view === 'preview'}
          onClick={() => setView('preview')}
        >
          <Trans>Anteprima e prova</Trans>
        </Button>
      </div>
      {view === 'preview' ? (
        <TemplatePreview draft={draft} tools={tools} />
      ) : (
        <>
          <BilingualTextField
            id={fieldId.name}
            label={<Trans>Nome</Trans>}
            value={draft.name}
            onChange={(name) => dispatch({ type: 'template', patch: { name } })}
            error={nameError}
          />
          <BilingualTextField
            id="template-description"
            label={<Trans>Descrizione</Trans>}
            value={draft.description}
            multiline
            onChange={(description) => dispatch({ type: 'template', patch: { description } })}
          />
          <div className="question-editor__row">
            <label>
              <span className="field__label">
                <Trans>Tipo di assessment</Trans>
              </span>
              <select
                className="input"
                value={draft.assessmentTypeId}
                onChange={(e) =>
                  dispatch({ type: 'template', patch: { assessmentTypeId: e.target.value as AssessmentType } })
                }
              >
                {ASSESSMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(assessmentTypeLabel[type])}
                  </option>
                ))}
              </select>
            </label>
            <label className="question-editor__small">
              <span className="field__label">
                <Trans>Tempo limite (minuti)</Trans>
              </span>
              <input
                id={fieldId.timeLimit}
                className="input"
                type="number"
                min={1}
                value={draft.timeLimitMinutes ?? ''}
                onChange={(e) =>
                  dispatch({ type: 'template', patch: { timeLimitMinutes: positiveOrNull(e.target.value) } })
                }
                {...errorAria(fieldId.timeLimit, Boolean(messageAt(fieldId.timeLimit)))}
              />
            </label>
            <label className="question-editor__small">
              <span className="field__label">
                <Trans>Tempo stimato (minuti)</Trans>
              </span>
              <input
                id={fieldId.estimate}
                className="input"
                type="number"
                min={1}
                value={draft.estimatedMinutes ?? ''}
                onChange={(e) =>
                  dispatch({ type: 'template', patch: { estimatedMinutes: positiveOrNull(e.target.value) } })
                }
                {...errorAria(fieldId.estimate, Boolean(messageAt(fieldId.estimate)))}
              />
            </label>
          </div>
          <FieldError id={fieldId.timeLimit}>{messageAt(fieldId.timeLimit)}</FieldError>
          <FieldError id={fieldId.estimate}>{messageAt(fieldId.estimate)}</FieldError>

          <section className="admin-section" aria-labelledby="template-questions-title">
            <h3 id="template-questions-title" tabIndex={-1}>
              <Trans>Domande ({draft.questions.length})</Trans>
            </h3>
            {draft.questions.length === 0 ? (
              <p className="muted" id={fieldId.questions} tabIndex={-1}>
                <Trans>Nessuna domanda: aggiungine una qui sotto.</Trans>
              </p>
            ) : (
              <OrderedList
                items={draft.questions}
                keyOf={(q) => q.key}
                nameOf={(q) => q.itemCode}
                label={t`Domande del modello`}
                onMove={moveQuestion}
                renderItem={(q) => (
                  <QuestionEditor question={q} dispatch={dispatch} errors={errorsByQuestion.get(q.key) ?? ''} />
                )}
              />
            )}
            <FieldError id={fieldId.questions}>{messageAt(fieldId.questions)}</FieldError>
            <div className="admin-toolbar">
              <label>
                <span className="visually-hidden">
                  <Trans>Tipo della nuova domanda</Trans>
                </span>
                <select className="input" value={newType} onChange={(e) => setNewType(e.target.value as ResponseType)}>
                  {RESPONSE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {i18n._(responseTypeLabel[type])}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" onClick={() => dispatch({ type: 'add-question', responseType: newType })}>
                <Trans>Aggiungi una domanda</Trans>
              </Button>
            </div>
          </section>
          <RuleEditor
            rule={draft.rule}
            dispatch={dispatch}
            checkCustomLogic={tools.checkCustomLogic}
            parseCustomLogic={tools.parseCustomLogic}
          />
        </>
      )}
      {problems.length > 0 ? (
        <p className="field__error" role="alert">
          <Trans>Il modello non è stato pubblicato: correggi i campi segnalati.</Trans>
        </p>
      ) : null}
      {publishError ? (
        <p className="field__error" role="alert">
          {publishError}
        </p>
      ) : null}
      {!reachable ? (
        <p className="admin-warning" role="status">
          <Trans>Sei offline: per pubblicare serve la connessione. La bozza resta salvata su questo dispositivo.</Trans>
        </p>
      ) : null}
      <div className="admin-actions">
        <Button onClick={() => void publish()} busy={publishing} disabled={!reachable}>
          <Trans>Pubblica</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          <Trans>Chiudi (la bozza resta su questo dispositivo)</Trans>
        </Button>
        <Button variant="danger" onClick={discard}>
          <Trans>Scarta la bozza</Trans>
        </Button>
      </div>
    </div>
  );
}
