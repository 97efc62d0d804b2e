/** The 16 MBTI types, in the usual table order. */
export const MBTI_TYPES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
] as const;

export const MBTI_POLES = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const;

export interface MbtiDistribution {
  /** Every one of the 16 types, with its count (0 included). */
  types: { type: string; count: number }[];
  /** How many people have each letter. */
  poles: Record<(typeof MBTI_POLES)[number], number>;
  total: number;
  /** The most frequent types (ties kept), empty when nobody has a type. */
  mostCommon: string[];
}

/** Distribution over the 16 types of the given (already validated) types. */
export function mbtiDistribution(types: readonly string[]): MbtiDistribution {
  const counts = new Map<string, number>(MBTI_TYPES.map((t) => [t, 0]));
  const poles = Object.fromEntries(MBTI_POLES.map((p) => [p, 0])) as MbtiDistribution['poles'];
  for (const type of types) {
    if (!counts.has(type)) continue;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    for (const letter of type) poles[letter as keyof typeof poles] += 1;
  }
  const list = MBTI_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
  const max = Math.max(0, ...list.map((e) => e.count));
  return {
    types: list,
    poles,
    total: list.reduce((s, e) => s + e.count, 0),
    mostCommon: max === 0 ? [] : list.filter((e) => e.count === max).map((e) => e.type),
  };
}
