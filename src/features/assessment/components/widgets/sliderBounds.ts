import { isRecord, parseMaybeJson } from './jsonValue';
import type { WidgetQuestion } from './types';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export const DEFAULT_SLIDER_BOUNDS: SliderBounds = { min: 0, max: 100, step: 1 };

function finite(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Records that may carry min/max/step: the metadata, the options object, and their `slider`/`scale` parts. */
function boundSources(question: WidgetQuestion): Record<string, unknown>[] {
  const roots = [parseMaybeJson(question.metadata), parseMaybeJson(question.options)].filter(isRecord);
  return roots.flatMap((root) => [root, root.slider, root.scale].filter(isRecord));
}

function firstNumber(sources: Record<string, unknown>[], key: keyof SliderBounds): number | undefined {
  for (const source of sources) {
    const n = finite(source[key]);
    if (n !== undefined) return n;
  }
  return undefined;
}

/** min 0, max 100, step 1 unless the question's metadata or options say otherwise (and make sense). */
export function sliderBounds(question: WidgetQuestion): SliderBounds {
  const sources = boundSources(question);
  const min = firstNumber(sources, 'min') ?? DEFAULT_SLIDER_BOUNDS.min;
  const max = firstNumber(sources, 'max') ?? DEFAULT_SLIDER_BOUNDS.max;
  const step = firstNumber(sources, 'step') ?? DEFAULT_SLIDER_BOUNDS.step;
  if (max <= min) return DEFAULT_SLIDER_BOUNDS;
  return { min, max, step: step > 0 ? step : DEFAULT_SLIDER_BOUNDS.step };
}

/** The midpoint rounded down (to a step, so the thumb sits where the label says). */
export function sliderStart({ min, max, step }: SliderBounds): number {
  return min + Math.floor((max - min) / 2 / step) * step;
}

/** A stored slider answer, when it is a number inside the bounds. */
export function parseSliderValue(value: string | undefined, { min, max }: SliderBounds): number | undefined {
  const n = finite(value);
  return n !== undefined && n >= min && n <= max ? n : undefined;
}
