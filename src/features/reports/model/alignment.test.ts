import { describe, expect, it } from 'vitest';
import { alignmentBand, summarizeAlignment } from './alignment';

describe('alignment bands', () => {
  it('high from 80, medium 60-79, low under 60', () => {
    expect([100, 80, 79.9, 79, 60, 59.9, 0].map(alignmentBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });
});

describe('insight warnings', () => {
  it('warns when over 30 % of the team is low and when the average is under 60', () => {
    // 4 people: 50, 55 low; 85 high; 40 low -> 3/4 low = 75 %; average (50+55+85+40)/4 = 57.5
    const s = summarizeAlignment([50, 55, 85, 40]);
    expect(s.counts).toEqual({ high: 1, medium: 0, low: 3 });
    expect(s.lowShare).toBe(0.75);
    expect(s.average).toBe(57.5);
    expect(s.warnings).toEqual(['low_alignment_share', 'low_average_alignment']);
  });

  it('exactly 30 % low is not "over 30 %"; an average of exactly 60 is not under 60', () => {
    // 10 people: 3 at 50 (low), 7 at 64.2857... -> use 3x50 + 7x(630-150)/7: values 50,50,50, and seven summing to 450
    const values = [50, 50, 50, 60, 60, 60, 70, 70, 70, 60]; // sum 600, average 60; low 3/10
    const s = summarizeAlignment(values);
    expect(s.lowShare).toBe(0.3);
    expect(s.average).toBe(60);
    expect(s.warnings).toEqual([]);
  });

  it('4 of 10 low (40 %) warns about the share only when the average stays at 60 or more', () => {
    const s = summarizeAlignment([50, 50, 50, 50, 80, 80, 80, 80, 40, 40].map((v, i) => (i >= 8 ? 90 : v)));
    // values: 50,50,50,50,80,80,80,80,90,90 -> low 4/10; sum 700 -> average 70
    expect(s.counts).toEqual({ high: 6, medium: 0, low: 4 });
    expect(s.average).toBe(70);
    expect(s.warnings).toEqual(['low_alignment_share']);
  });

  it('nobody measured: no average, no warning', () => {
    expect(summarizeAlignment([])).toMatchObject({ measured: 0, average: null, warnings: [] });
  });
});
