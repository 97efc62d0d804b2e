import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, TextField } from '../../../../ui';
import { SelectField } from '../../components/SelectField';
import {
  isChoice,
  QUESTION_TYPES,
  type QuestionDraft,
  type QuestionErrors,
  type QuestionType,
} from './form-validation';
import { QUESTION_TYPE_LABELS } from './labels';
import { TextListField } from './TextListField';

/** One question of the form builder: text, type, options for the choice types, placeholder, help, required. */
export function QuestionEditor({
  question,
  position,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionDraft;
  position: number;
  count: number;
  errors: QuestionErrors | undefined;
  onChange: (question: QuestionDraft) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) =>
    onChange({ ...question, [key]: value });
  return (
    <fieldset className="question-editor">
      <legend className="field__label">
        <Trans>Domanda {position}</Trans>
      </legend>
      <TextField
        label={t`Testo della domanda`}
        value={question.text}
        onChange={(e) => set('text', e.target.value)}
        error={errors?.text ? i18n._(errors.text) : undefined}
        required
      />
      <SelectField
        label={t`Tipo di risposta`}
        value={question.type}
        onChange={(e) => set('type', e.target.value as QuestionType)}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: i18n._(QUESTION_TYPE_LABELS[type]) }))}
      />
      {isChoice(question.type) ? (
        <TextListField
          legend={<Trans>Opzioni</Trans>}
          items={question.options}
          onChange={(options) => set('options', options)}
          itemLabel={(n) => t`Opzione ${n} della domanda ${position}`}
          addLabel={<Trans>Aggiungi opzione</Trans>}
          error={errors?.options ? i18n._(errors.options) : undefined}
        />
      ) : null}
      <TextField
        label={t`Segnaposto`}
        value={question.placeholder}
        onChange={(e) => set('placeholder', e.target.value)}
      />
      <Field label={t`Testo di aiuto`}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={2}
            value={question.helpText}
            onChange={(e) => set('helpText', e.target.value)}
          />
        )}
      </Field>
      <label className="admin-choice">
        <input type="checkbox" checked={question.isRequired} onChange={(e) => set('isRequired', e.target.checked)} />{' '}
        <Trans>Risposta obbligatoria</Trans>
      </label>
      <div className="authoring-actions">
        <Button
          variant="ghost"
          disabled={position === 1}
          onClick={() => onMove(-1)}
          aria-label={t`Sposta su la domanda ${position}`}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          disabled={position === count}
          onClick={() => onMove(1)}
          aria-label={t`Sposta giù la domanda ${position}`}
        >
          ↓
        </Button>
        <Button variant="danger" onClick={onRemove}>
          <Trans>Rimuovi domanda {position}</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
