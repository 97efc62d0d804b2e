import { describe, expect, it } from 'vitest';
import { refusalField } from './db-errors';

describe('a database refusal', () => {
  it('goes back to the field whose check refused it', () => {
    const refusal = (message: string) => refusalField(new Error(message))?.field;
    expect(
      refusal('new row for relation "coaching_activities" violates check constraint "video_link_is_a_video"'),
    ).toBe('contentUrl');
    expect(
      refusal('new row for relation "form_questions" violates check constraint "choice_question_has_options"'),
    ).toBe('questions');
    expect(
      refusal('new row for relation "coaching_sessions" violates check constraint "coaching_sessions_check"'),
    ).toBe('endDate');
    expect(refusal('session_coach: no coach with this id may run sessions of this team')).toBe('coachId');
  });
  it('is not a field refusal when no check matches', () => {
    expect(refusalField(new Error('permission denied'))).toBeNull();
  });
});
