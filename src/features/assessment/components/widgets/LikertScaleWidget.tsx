import { normalizeOptions } from '../../scoring/normalize-options';
import { ScaleRadioGroup, type ScalePoint } from './ScaleRadioGroup';
import type { WidgetProps } from './types';

const DEFAULT_POINTS: ScalePoint[] = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));

/**
 * Value: the 1-based position on the scale as a string ('1' … 'n'), so scoring can treat it as a number.
 * The points come from the options (their text as caption), else the default 1-5.
 */
export function LikertScaleWidget(props: WidgetProps) {
  const options = normalizeOptions(props.question.options);
  const points =
    options.length === 0
      ? DEFAULT_POINTS
      : options.map((option, index): ScalePoint => {
          const label = String(index + 1);
          return option.text === label ? { value: label, label } : { value: label, label, caption: option.text };
        });
  return <ScaleRadioGroup {...props} points={points} />;
}
