import { useLingui } from '@lingui/react/macro';
import { ScaleRadioGroup, type ScalePoint } from './ScaleRadioGroup';
import type { WidgetProps } from './types';

/** Value: '1' … '5'. Only the two ends carry a caption. */
export function Likert5Widget(props: WidgetProps) {
  const { t } = useLingui();
  const points: ScalePoint[] = [
    { value: '1', label: '1', caption: t`Molto in disaccordo` },
    { value: '2', label: '2' },
    { value: '3', label: '3' },
    { value: '4', label: '4' },
    { value: '5', label: '5', caption: t`Molto d'accordo` },
  ];
  return <ScaleRadioGroup {...props} points={points} />;
}
