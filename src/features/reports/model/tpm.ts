import { TPM_DIMENSIONS, type TpmDimension } from './types';

export interface TpmPerson {
  dimensionScores: Partial<Record<TpmDimension, number>> | null;
  dominantProfile: string | null;
}

export interface TpmSummary {
  /** People with TPM results. */
  people: number;
  /** Mean of each dimension over the people who have it, rounded to one decimal; null when none. */
  averages: Record<TpmDimension, number | null>;
  /** How many people have each dominant profile (as stored). */
  dominantCounts: { profile: string; count: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarizeTpm(people: readonly TpmPerson[]): TpmSummary {
  const withTpm = people.filter((p) => p.dimensionScores || p.dominantProfile);
  const averages = {} as TpmSummary['averages'];
  for (const d of TPM_DIMENSIONS) {
    const values = withTpm.map((p) => p.dimensionScores?.[d]).filter((v): v is number => typeof v === 'number');
    averages[d] = values.length ? round1(values.reduce((s, v) => s + v, 0) / values.length) : null;
  }
  const counts = new Map<string, number>();
  for (const p of withTpm)
    if (p.dominantProfile) counts.set(p.dominantProfile, (counts.get(p.dominantProfile) ?? 0) + 1);
  const order = (profile: string) => {
    const i = (TPM_DIMENSIONS as readonly string[]).indexOf(profile);
    return i === -1 ? TPM_DIMENSIONS.length : i;
  };
  const dominantCounts = [...counts.entries()]
    .map(([profile, count]) => ({ profile, count }))
    .sort((a, b) => order(a.profile) - order(b.profile) || a.profile.localeCompare(b.profile));
  return { people: withTpm.length, averages, dominantCounts };
}

export interface CorrelationCell {
  mbtiType: string;
  profile: string;
  count: number;
}

export interface TpmMbtiCorrelation {
  /** People with both a TPM dominant profile and an MBTI type. */
  people: number;
  /** Count per (MBTI type, dominant profile) pair that occurs. */
  cells: CorrelationCell[];
  /** Mean TPM dimension scores of the people with each MBTI letter (E, I, S, N, T, F, J, P) that occurs. */
  byPole: { pole: string; people: number; averages: Record<TpmDimension, number | null> }[];
}

export interface CorrelatedPerson extends TpmPerson {
  mbtiType: string | null;
}

/** Which TPM profiles go with which MBTI types in this team (people who have both). */
export function correlateTpmMbti(people: readonly CorrelatedPerson[]): TpmMbtiCorrelation {
  const both = people.filter((p) => p.mbtiType && (p.dominantProfile || p.dimensionScores));
  const cells = new Map<string, CorrelationCell>();
  for (const p of both) {
    if (!p.dominantProfile) continue;
    const key = `${p.mbtiType}\u0000${p.dominantProfile}`;
    const cell = cells.get(key) ?? { mbtiType: p.mbtiType as string, profile: p.dominantProfile, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  const byPole: TpmMbtiCorrelation['byPole'] = [];
  for (const pole of ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']) {
    const group = both.filter((p) => (p.mbtiType as string).includes(pole));
    if (group.length === 0) continue;
    byPole.push({ pole, people: group.length, averages: summarizeTpm(group).averages });
  }
  return {
    people: both.length,
    cells: [...cells.values()].sort(
      (a, b) => a.mbtiType.localeCompare(b.mbtiType) || a.profile.localeCompare(b.profile),
    ),
    byPole,
  };
}
