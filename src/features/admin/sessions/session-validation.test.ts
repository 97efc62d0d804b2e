import { describe, expect, it } from 'vitest';
import { validateSession, type SessionDraft } from './session-validation';

const draft: SessionDraft = {
  name: 'Alpha',
  programId: 'p',
  teamId: 't',
  coachId: '',
  startDate: '2027-02-01',
  endDate: '2027-05-31',
};

describe('a session', () => {
  it('refuses an end before its start, at the end date', () => {
    expect(Object.keys(validateSession({ ...draft, endDate: '2027-01-31' }))).toEqual(['endDate']);
  });
  it('accepts a session without coach or end, and needs a name, program, team and start', () => {
    expect(validateSession({ ...draft, endDate: '' })).toEqual({});
    expect(
      Object.keys(validateSession({ ...draft, name: ' ', programId: '', teamId: '', startDate: '' })).sort(),
    ).toEqual(['name', 'programId', 'startDate', 'teamId']);
  });
});
