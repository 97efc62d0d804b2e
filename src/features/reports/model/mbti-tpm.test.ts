import { describe, expect, it } from 'vitest';
import { mbtiDistribution, MBTI_TYPES } from './mbti';
import { readResults } from './results';
import { correlateTpmMbti, summarizeTpm } from './tpm';

describe('MBTI distribution', () => {
  it('counts over all 16 types, letters and the most common', () => {
    const d = mbtiDistribution(['ENTJ', 'ISFJ', 'ENTJ', 'INFP']);
    expect(d.types).toHaveLength(16);
    expect(d.types.map((t) => t.type)).toEqual([...MBTI_TYPES]);
    expect(d.types.find((t) => t.type === 'ENTJ')?.count).toBe(2);
    expect(d.types.find((t) => t.type === 'ESTP')?.count).toBe(0);
    expect(d.total).toBe(4);
    // E: ENTJ x2 = 2; I: ISFJ, INFP = 2; N: ENTJ x2 + INFP = 3; S: 1; T: 2; F: 2; J: 3; P: 1
    expect(d.poles).toEqual({ E: 2, I: 2, S: 1, N: 3, T: 2, F: 2, J: 3, P: 1 });
    expect(d.mostCommon).toEqual(['ENTJ']);
  });
});

describe('TPM summary', () => {
  it('averages each dimension over the people who have it and counts dominant profiles', () => {
    const s = summarizeTpm([
      { dimensionScores: { Create: 27, Relate: 100, Organize: 40 }, dominantProfile: 'Relate' },
      { dimensionScores: { Create: 80, Relate: 50, Organize: 60 }, dominantProfile: 'Create' },
      { dimensionScores: { Create: 60, Relate: 71 }, dominantProfile: 'Relate' },
      { dimensionScores: null, dominantProfile: null },
    ]);
    // Create (27+80+60)/3 = 55.67 -> 55.7; Relate (100+50+71)/3 = 73.67 -> 73.7; Organize (40+60)/2 = 50
    expect(s.people).toBe(3);
    expect(s.averages).toEqual({ Create: 55.7, Relate: 73.7, Organize: 50 });
    expect(s.dominantCounts).toEqual([
      { profile: 'Create', count: 1 },
      { profile: 'Relate', count: 2 },
    ]);
  });
});

describe('TPM-MBTI correlation', () => {
  it('pairs dominant profiles with MBTI types and averages dimensions per letter', () => {
    const c = correlateTpmMbti([
      { mbtiType: 'ENTJ', dominantProfile: 'Create', dimensionScores: { Create: 90, Relate: 40, Organize: 70 } },
      { mbtiType: 'ENTJ', dominantProfile: 'Create', dimensionScores: { Create: 70, Relate: 60, Organize: 50 } },
      { mbtiType: 'ISFJ', dominantProfile: 'Relate', dimensionScores: { Create: 20, Relate: 90, Organize: 60 } },
      { mbtiType: 'INFP', dominantProfile: null, dimensionScores: null },
      { mbtiType: null, dominantProfile: 'Organize', dimensionScores: { Create: 1, Relate: 1, Organize: 99 } },
    ]);
    expect(c.people).toBe(3);
    expect(c.cells).toEqual([
      { mbtiType: 'ENTJ', profile: 'Create', count: 2 },
      { mbtiType: 'ISFJ', profile: 'Relate', count: 1 },
    ]);
    // E: the two ENTJ -> Create 80, Relate 50, Organize 60; J: all three -> Create (90+70+20)/3 = 60, Relate 63.3, Organize 60
    expect(c.byPole.find((p) => p.pole === 'E')).toEqual({
      pole: 'E',
      people: 2,
      averages: { Create: 80, Relate: 50, Organize: 60 },
    });
    expect(c.byPole.find((p) => p.pole === 'J')).toEqual({
      pole: 'J',
      people: 3,
      averages: { Create: 60, Relate: 63.3, Organize: 60 },
    });
    expect(c.byPole.find((p) => p.pole === 'P')).toBeUndefined();
  });
});

describe('reading a stored result', () => {
  it("reads the scorer's fields and what a custom rule put in extra", () => {
    const r = readResults({
      dimension_scores: { Create: 27, Relate: '100', Organize: 40 },
      dominant_profile: 'Relate',
      type: 'entj',
      preferences: { E: 100, I: 0 },
      extra: { dominant_passion: 'Innovare', prevalent_work: 'Analisi', personality_work_alignment: 72 },
    });
    expect(r).toEqual({
      dimensionScores: { Create: 27, Relate: 100, Organize: 40 },
      dominantProfile: 'Relate',
      mbtiType: 'ENTJ',
      preferences: { E: 100, I: 0 },
      dominantPassion: 'Innovare',
      prevalentWork: 'Analisi',
      alignment: 72,
    });
  });

  it('a result without those fields gives nulls, never invented figures', () => {
    expect(readResults({ rule_type: 'average', type: 'XYZW' })).toEqual({
      dimensionScores: null,
      dominantProfile: null,
      mbtiType: null,
      preferences: null,
      dominantPassion: null,
      prevalentWork: null,
      alignment: null,
    });
  });
});
