import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { parseSliderValue, sliderBounds, sliderStart } from './sliderBounds';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/**
 * Value: the chosen number as a string ('0' … '100' by default). Until the user chooses, the thumb
 * sits at the midpoint and the widget says 'Non ancora risposto', with a button to choose that value.
 */
export function SliderWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const inputId = useId();
  const outputId = useId();
  const hintId = useId();
  const bounds = sliderBounds(question);
  const [current, setCurrent] = useState(() => parseSliderValue(value, bounds) ?? sliderStart(bounds));
  const [seenValue, setSeenValue] = useState(value);
  // Adopt a value set from outside (a restored or synced answer) during render, not in an effect.
  if (value !== seenValue) {
    setSeenValue(value);
    setCurrent(parseSliderValue(value, bounds) ?? sliderStart(bounds));
  }

  function handleChange(raw: string) {
    const n = Number(raw);
    setCurrent(n);
    onChange(String(n));
  }

  const n = current;
  const answered = parseSliderValue(value, bounds) !== undefined;
  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} className="qw-slider" disabled={disabled}>
      {(labelId) => (
        <>
          <input
            id={inputId}
            type="range"
            className="qw-slider__input"
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={current}
            aria-labelledby={labelId}
            aria-describedby={answered ? outputId : `${outputId} ${hintId}`}
            onChange={(event) => handleChange(event.target.value)}
          />
          <div className="qw-slider__ends" aria-hidden="true">
            <span>{bounds.min}</span>
            <span>{bounds.max}</span>
          </div>
          <output id={outputId} htmlFor={inputId} className="qw-slider__value">
            <Trans>Valore: {n}</Trans>
          </output>
          {answered ? null : (
            <div className="qw-slider__unanswered">
              <span id={hintId}>
                <Trans>Non ancora risposto</Trans>
              </span>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => handleChange(String(n))}
                disabled={disabled}
              >
                <span>
                  <Trans>Scegli {n}</Trans>
                </span>
              </button>
            </div>
          )}
        </>
      )}
    </WidgetFieldset>
  );
}
