import type { LocalFormQuestion } from '../../../offline/coaching';
import { optionStrings, toggleChoice } from './form-answers';

interface Props {
  question: LocalFormQuestion;
  value: string | string[] | undefined;
  readOnly: boolean;
  onChange: (value: string | string[]) => void;
}

const INPUT_TYPES: Record<string, string> = {
  text_short: 'text',
  number: 'number',
  email: 'email',
  url: 'url',
  date: 'date',
};

/** One question, its input following the question type (all eight types); required ones marked *. */
export function FormQuestionInput({ question, value, readOnly, onChange }: Props) {
  const id = `form-question-${question.id}`;
  const helpId = question.help_text ? `${id}-help` : undefined;
  const label = (
    <>
      {question.question_text}
      {question.is_required ? (
        <span className="form-question__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const help = question.help_text ? (
    <p id={helpId} className="muted form-question__help">
      {question.help_text}
    </p>
  ) : null;
  const text = typeof value === 'string' ? value : '';

  if (question.question_type === 'single_choice' || question.question_type === 'multiple_choice') {
    const multiple = question.question_type === 'multiple_choice';
    return (
      <fieldset className="form-question" aria-describedby={helpId} data-question-type={question.question_type}>
        <legend>{label}</legend>
        {help}
        {optionStrings(question.options).map((option) => {
          const checked = multiple ? Array.isArray(value) && value.includes(option) : value === option;
          return (
            <label key={option} className="form-question__option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option}
                checked={checked}
                disabled={readOnly}
                onChange={(event) => onChange(multiple ? toggleChoice(value, option, event.target.checked) : option)}
              />
              <span>{option}</span>
            </label>
          );
        })}
      </fieldset>
    );
  }

  return (
    <div className="form-question" data-question-type={question.question_type}>
      <label htmlFor={id}>{label}</label>
      {help}
      {question.question_type === 'text_long' ? (
        <textarea
          id={id}
          value={text}
          placeholder={question.placeholder ?? undefined}
          readOnly={readOnly}
          aria-describedby={helpId}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          type={INPUT_TYPES[question.question_type] ?? 'text'}
          value={text}
          placeholder={question.placeholder ?? undefined}
          readOnly={readOnly}
          aria-describedby={helpId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
