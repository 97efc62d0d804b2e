import { EmptyOptionsError } from './EmptyOptionsError';
import { parseMultipleChoice, toggleChoice } from './multipleChoiceValue';
import { normalizeOptions } from '../../scoring/normalize-options';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/** Value: JSON list of the chosen option ids in option order; '' when nothing is chosen. */
export function MultipleChoiceWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const options = normalizeOptions(question.options);
  if (options.length === 0) return <EmptyOptionsError />;
  const chosen = parseMultipleChoice(value);
  const optionIds = options.map((option) => option.id);

  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} role="group" disabled={disabled}>
      {() => (
        <div className="qw-choice-list">
          {options.map((option) => (
            <label key={option.id} className="qw-choice">
              <input
                type="checkbox"
                className="qw-choice__input"
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={() => onChange(toggleChoice(optionIds, chosen, option.id))}
              />
              <span className="qw-choice__text">{option.text}</span>
            </label>
          ))}
        </div>
      )}
    </WidgetFieldset>
  );
}
