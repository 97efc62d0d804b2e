import { useId } from 'react';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/** Fallback for a response type outside the eight: a free-text answer. */
export function TextAnswerWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const id = useId();
  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} disabled={disabled}>
      {(labelId) => (
        <textarea
          id={id}
          className="qw-text"
          rows={4}
          aria-labelledby={labelId}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </WidgetFieldset>
  );
}
