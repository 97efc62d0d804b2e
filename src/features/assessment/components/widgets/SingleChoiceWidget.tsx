import { useId } from 'react';
import { EmptyOptionsError } from './EmptyOptionsError';
import { normalizeOptions } from '../../scoring/normalize-options';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/** Value: the chosen option's id (for options given as plain strings the id is the text). */
export function SingleChoiceWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const name = useId();
  const options = normalizeOptions(question.options);
  if (options.length === 0) return <EmptyOptionsError />;
  // Older answers may hold the option text instead of its id.
  const selected = options.find((option) => option.id === value) ?? options.find((option) => option.text === value);

  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} role="radiogroup" disabled={disabled}>
      {() => (
        <div className="qw-choice-list">
          {options.map((option) => (
            <label key={option.id} className="qw-choice">
              <input
                type="radio"
                className="qw-choice__input"
                name={name}
                value={option.id}
                checked={option === selected}
                onChange={() => onChange(option.id)}
              />
              <span className="qw-choice__text">{option.text}</span>
            </label>
          ))}
        </div>
      )}
    </WidgetFieldset>
  );
}
