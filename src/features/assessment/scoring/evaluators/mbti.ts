import { DEFAULT_SCALE, readScale } from '../answer-values';
import { readFormula } from '../formula';
import type { Evaluation, EvaluationContext, PreparedQuestion } from '../types';
import { readAnswer } from './readings';

type Axis = [string, string];
const STANDARD_AXES: Axis[] = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
];

export function readAxes(raw: unknown): Axis[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const ok = raw.every(
    (a) => Array.isArray(a) && a.length === 2 && a.every((p) => typeof p === 'string' && p.trim() !== ''),
  );
  return ok ? raw.map((a: string[]) => [a[0], a[1]] as Axis) : undefined;
}

const upper = (s: string) => s.trim().toUpperCase();

/** The pole a code names ('E', 'e'), if any axis has it. */
const poleOf = (axes: Axis[], code: string) => axes.flat().find((p) => upper(p) === upper(code));

/** The axis a question's metadata.dimension names ('EI', 'E/I', 'E-I'), or that its pole belongs to. */
function axisOf(axes: Axis[], q: PreparedQuestion): Axis | undefined {
  const dim = typeof q.metadata.dimension === 'string' ? upper(q.metadata.dimension).replace(/[^A-Z]/g, '') : '';
  const pole = typeof q.metadata.pole === 'string' ? q.metadata.pole : undefined;
  return (
    axes.find(([a, b]) => dim === upper(a) + upper(b) || dim === upper(b) + upper(a)) ??
    (pole ? axes.find((axis) => axis.some((p) => upper(p) === upper(pole))) : undefined)
  );
}

/** MBTI-style: points per pole, a percentage preference per pole, the 4-letter type, score = mean clarity. */
export function evaluateMbti({ rule, questions, answers }: EvaluationContext): Evaluation {
  const formula = readFormula(rule);
  const axes = readAxes(formula.axes) ?? STANDARD_AXES;
  const scale = readScale(formula.scale) ?? DEFAULT_SCALE;
  const points = new Map(axes.flat().map((p) => [p, 0]));
  const add = (pole: string, n: number) => points.set(pole, (points.get(pole) ?? 0) + n);

  for (const q of questions) {
    const value = answers[q.item_code];
    if (value === undefined) continue;
    const axis = axisOf(axes, q);
    const favoured = typeof q.metadata.pole === 'string' ? poleOf(axes, q.metadata.pole) : undefined;
    for (const reading of readAnswer(q, value, scale)) {
      const pole = reading.labels.map((l) => poleOf(axes, l)).find((p) => p !== undefined);
      if (pole) add(pole, reading.earned);
      else if (reading.labels.length === 0 && favoured && axis) {
        // Agreement favours metadata.pole; the rest of the scale goes to the opposite pole.
        add(favoured, reading.earned);
        add(axis[0] === favoured ? axis[1] : axis[0], reading.possible - reading.earned);
      }
    }
  }

  const preferences: Record<string, number> = {};
  const warnings: string[] = [];
  let type = '';
  let clarity = 0;
  for (const [a, b] of axes) {
    const pa = points.get(a) ?? 0;
    const pb = points.get(b) ?? 0;
    if (pa + pb === 0) warnings.push(`No answers count for axis ${a}${b}`);
    const percentA = pa + pb === 0 ? 50 : Math.round((pa / (pa + pb)) * 100);
    preferences[a] = percentA;
    preferences[b] = 100 - percentA;
    type += percentA >= 50 ? a : b;
    clarity += Math.abs(percentA - (100 - percentA));
  }
  return { score: Math.round(clarity / axes.length), details: { preferences, type }, warnings };
}
