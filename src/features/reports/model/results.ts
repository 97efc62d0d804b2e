import { TPM_DIMENSIONS, type TpmDimension } from './types';

/**
 * The figures a stored scoring result (assessments.results) carries, read as the scorer wrote
 * them: dimension_scores, dominant_profile, type (MBTI), preferences; a rule may add
 * dominant_passion, prevalent_work and a personality-work alignment (0-100), at the top level or
 * in `extra` (what a custom rule returned). Nothing here is computed from answers.
 */
export interface ReadResults {
  dimensionScores: Partial<Record<TpmDimension, number>> | null;
  dominantProfile: string | null;
  mbtiType: string | null;
  preferences: Record<string, number> | null;
  dominantPassion: string | null;
  prevalentWork: string | null;
  alignment: number | null;
}

const ALIGNMENT_KEYS = ['personality_work_alignment', 'alignment', 'profile_job_alignment'];
const MBTI = /^[EI][SN][TF][JP]$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A value from the result, else from its `extra`. */
function pick(results: Record<string, unknown>, key: string): unknown {
  if (results[key] !== undefined && results[key] !== null) return results[key];
  return isRecord(results.extra) ? results.extra[key] : undefined;
}

export function mbtiTypeOf(value: unknown): string | null {
  const type = text(value)?.toUpperCase() ?? null;
  return type && MBTI.test(type) ? type : null;
}

export function readResults(results: unknown): ReadResults {
  const r = isRecord(results) ? results : {};
  const dims = pick(r, 'dimension_scores');
  let dimensionScores: ReadResults['dimensionScores'] = null;
  if (isRecord(dims)) {
    dimensionScores = {};
    for (const d of TPM_DIMENSIONS) {
      const v = finite(dims[d]);
      if (v !== null) dimensionScores[d] = v;
    }
    if (Object.keys(dimensionScores).length === 0) dimensionScores = null;
  }
  const prefs = pick(r, 'preferences');
  let preferences: Record<string, number> | null = null;
  if (isRecord(prefs)) {
    preferences = {};
    for (const [k, v] of Object.entries(prefs)) {
      const n = finite(v);
      if (n !== null) preferences[k] = n;
    }
  }
  let alignment: number | null = null;
  for (const key of ALIGNMENT_KEYS) {
    alignment = finite(pick(r, key));
    if (alignment !== null) break;
  }
  return {
    dimensionScores,
    dominantProfile: text(pick(r, 'dominant_profile')),
    mbtiType: mbtiTypeOf(pick(r, 'type')) ?? mbtiTypeOf(pick(r, 'mbti_type')),
    preferences,
    dominantPassion: text(pick(r, 'dominant_passion')),
    prevalentWork: text(pick(r, 'prevalent_work')),
    alignment,
  };
}
