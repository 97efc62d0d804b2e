import { useId } from 'react';
import type { WidgetQuestion } from './types';
import { WidgetFieldset } from './WidgetFieldset';

export interface ScalePoint {
  value: string;
  label: string;
  caption?: string;
}

interface ScaleRadioGroupProps {
  question: WidgetQuestion;
  points: ScalePoint[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  labelledBy?: string;
}

/** A row of large radio buttons (one per scale point), used by both Likert widgets. */
export function ScaleRadioGroup({ question, points, value, onChange, disabled, labelledBy }: ScaleRadioGroupProps) {
  const name = useId();
  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} role="radiogroup" disabled={disabled}>
      {() => (
        <div className="qw-scale">
          {points.map((point) => (
            <label key={point.value} className="qw-scale__point">
              <input
                type="radio"
                className="qw-scale__input"
                name={name}
                value={point.value}
                checked={value === point.value}
                onChange={() => onChange(point.value)}
              />
              <span className="qw-scale__label">{point.label}</span>
              {point.caption !== undefined && <span className="qw-scale__caption">{point.caption}</span>}
            </label>
          ))}
        </div>
      )}
    </WidgetFieldset>
  );
}
