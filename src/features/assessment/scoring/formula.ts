import type { ScoringRule } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** calculation_formula as an object (it may be stored as a JSON string). */
export function readFormula(rule: ScoringRule): Record<string, unknown> {
  let raw = rule.calculation_formula;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return {};
    }
  }
  return isRecord(raw) ? raw : {};
}

export const readStringList = (raw: unknown): string[] | undefined =>
  Array.isArray(raw) && raw.length > 0 && raw.every((s) => typeof s === 'string' && s.trim() !== '')
    ? (raw as string[])
    : undefined;
