import { describe, expect, it } from 'vitest';
import { phasePercent } from './team-percent';

describe('a phase’s overall progress', () => {
  it('averages the written percentages over people and activities', () => {
    const team = [
      { user_id: 'leader', activity_id: 'a', status: 'completed' },
      { user_id: 'leader', activity_id: 'b', status: 'in_progress' },
      { user_id: 'me', activity_id: 'a', status: 'not_started' },
    ];
    const own = [{ user_id: 'me', activity_id: 'a', status: 'completed' }];
    // leader 100 + 50, me 100 (own copy wins), over 2 people x 2 activities
    expect(phasePercent(['a', 'b'], 'me', own, team)).toBe(63);
  });

  it('is the user’s own progress when nothing else is visible, null without activities', () => {
    expect(phasePercent(['a', 'b'], 'me', [{ user_id: 'me', activity_id: 'a', status: 'completed' }], [])).toBe(50);
    expect(phasePercent([], 'me', [], [])).toBeNull();
  });
});
