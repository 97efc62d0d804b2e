import { assessmentStatus } from './assessment-status';

describe('derived assessment status', () => {
  it('is assigned, started or completed', () => {
    expect(assessmentStatus({ started_at: null, completed_at: null })).toBe('assigned');
    expect(assessmentStatus({ started_at: '2026-03-02T09:00:00Z', completed_at: null })).toBe('started');
    expect(assessmentStatus({ started_at: '2026-03-02T09:00:00Z', completed_at: '2026-03-02T09:10:00Z' })).toBe(
      'completed',
    );
    expect(assessmentStatus({ started_at: null, completed_at: '2026-03-02T09:10:00Z' })).toBe('completed');
  });
});
