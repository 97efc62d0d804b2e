import { useId, type ReactNode } from 'react';
import type { WidgetQuestion } from './types';
import './widgets.css';

interface WidgetFieldsetProps {
  question: WidgetQuestion;
  labelledBy?: string;
  role?: 'radiogroup' | 'group';
  className?: string;
  disabled?: boolean;
  children: (labelId: string) => ReactNode;
}

/**
 * Groups a widget's inputs under the question: labelled by the screen's question heading when given,
 * otherwise by a visually hidden legend holding the question text.
 */
export function WidgetFieldset({ question, labelledBy, role, className, disabled, children }: WidgetFieldsetProps) {
  const ownId = useId();
  const labelId = labelledBy ?? ownId;
  return (
    <fieldset
      className={className ? `qw-fieldset ${className}` : 'qw-fieldset'}
      role={role}
      aria-labelledby={labelId}
      disabled={disabled}
    >
      {labelledBy === undefined && (
        <legend id={labelId} className="qw-sr-only">
          {question.question_text}
        </legend>
      )}
      {children(labelId)}
    </fieldset>
  );
}
