import { memo, type Dispatch } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BilingualTextField } from '../shared/BilingualTextField';
import { FieldError, errorAria } from '../shared/FieldError';
import { takesOptions } from './draft-factory';
import { EVALUATION_TYPES, RESPONSE_TYPES, type DraftQuestion, type ResponseType } from './draft-types';
import type { EditorAction } from './editor-reducer';
import { OptionsEditor } from './OptionsEditor';
import { evaluationTypeLabel, responseTypeLabel } from './labels';
import { fieldId } from './validate-draft';

export interface QuestionEditorProps {
  question: DraftQuestion;
  dispatch: Dispatch<EditorAction>;
  /** Problems by field id, joined as one string so the memo compares a value. */
  errors: string;
}

const errorAt = (errors: string, field: string): string | undefined =>
  errors
    .split('\n')
    .filter((line) => line.startsWith(`${field}\t`))
    .map((line) => line.slice(field.length + 1))
    .join(' ') || undefined;

/** One question's fields; memoised so typing in one question re-renders that question only. */
export const QuestionEditor = memo(function QuestionEditor({ question: q, dispatch, errors }: QuestionEditorProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<DraftQuestion>) => dispatch({ type: 'question', key: q.key, patch });
  const codeId = fieldId.question(q, 'itemCode');
  const sliderId = fieldId.question(q, 'slider');
  const codeError = errorAt(errors, codeId);
  const sliderError = errorAt(errors, sliderId);
  return (
    <div className="question-editor">
      <div className="question-editor__row">
        <label className="question-editor__small">
          <span className="field__label">
            <Trans>Codice</Trans>
          </span>
          <input
            id={codeId}
            className="input"
            value={q.itemCode}
            onChange={(e) => set({ itemCode: e.target.value })}
            {...errorAria(codeId, Boolean(codeError))}
          />
        </label>
        <label>
          <span className="field__label">
            <Trans>Tipo di risposta</Trans>
          </span>
          <select
            className="input"
            value={q.responseType}
            onChange={(e) => set({ responseType: e.target.value as ResponseType })}
          >
            {RESPONSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(responseTypeLabel[type])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="field__label">
            <Trans>Valutazione</Trans>
          </span>
          <select
            className="input"
            value={q.evaluationType}
            onChange={(e) => set({ evaluationType: e.target.value as DraftQuestion['evaluationType'] })}
          >
            {EVALUATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(evaluationTypeLabel[type])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldError id={codeId}>{codeError}</FieldError>
      <BilingualTextField
        id={fieldId.question(q, 'text')}
        label={<Trans>Testo della domanda</Trans>}
        value={q.text}
        multiline
        onChange={(text) => set({ text })}
        error={errorAt(errors, fieldId.question(q, 'text'))}
      />
      <BilingualTextField
        id={`question-${q.key}-help`}
        label={<Trans>Aiuto (facoltativo)</Trans>}
        value={q.help}
        onChange={(help) => set({ help })}
      />
      <div className="question-editor__row">
        <label>
          <span className="field__label">
            <Trans>Sezione</Trans>
          </span>
          <input className="input" value={q.section} onChange={(e) => set({ section: e.target.value })} />
        </label>
        <label>
          <span className="field__label">
            <Trans>Dimensione</Trans>
          </span>
          <input className="input" value={q.dimension} onChange={(e) => set({ dimension: e.target.value })} />
        </label>
        <label className="question-editor__check">
          <input type="checkbox" checked={q.required} onChange={(e) => set({ required: e.target.checked })} />
          <Trans>Obbligatoria</Trans>
        </label>
      </div>
      {q.responseType === 'slider' ? (
        <fieldset className="question-editor__row">
          <legend className="field__label">
            <Trans>Cursore</Trans>
          </legend>
          {(['min', 'max', 'step'] as const).map((part) => (
            <label key={part} className="question-editor__small">
              <span className="field__label">
                {part === 'min' ? t`Minimo` : part === 'max' ? t`Massimo` : t`Passo`}
              </span>
              <input
                id={part === 'min' ? sliderId : undefined}
                className="input"
                type="number"
                value={q.slider[part]}
                onChange={(e) => set({ slider: { ...q.slider, [part]: Number(e.target.value) } })}
                {...errorAria(sliderId, Boolean(sliderError))}
              />
            </label>
          ))}
          <FieldError id={sliderId}>{sliderError}</FieldError>
        </fieldset>
      ) : null}
      {takesOptions(q.responseType) ? (
        <OptionsEditor question={q} dispatch={dispatch} error={errorAt(errors, fieldId.question(q, 'options'))} />
      ) : null}
      <button
        type="button"
        className="btn btn--danger question-editor__remove"
        onClick={() => dispatch({ type: 'remove-question', key: q.key })}
      >
        <span>
          <Trans>Elimina la domanda {q.itemCode}</Trans>
        </span>
      </button>
    </div>
  );
});
