import { describe, expect, it } from 'vitest';
import { newEntry } from '../outbox/entry';
import { requestFor } from '../sync/transport';
import { ASSESSMENT, OWNER, at, op } from '../testing/fixtures';
import { progressTarget, type Operation } from './payloads';

const request = (operation: Operation) => requestFor(newEntry(operation, at(59)));

describe('the server contract each kind pushes', () => {
  it('partial save: PATCH answers with the action time of every question', () => {
    const save = op(
      'assessment/save-partial',
      ASSESSMENT,
      { answers: { q1: '2', q2: '5' }, answer_times: { q2: at(3) } },
      at(4),
    );
    expect(request(save)).toEqual({
      method: 'update',
      table: 'assessments',
      match: { id: ASSESSMENT },
      body: { answers: { q1: '2', q2: '5' }, answer_times: { q1: at(4), q2: at(3) } },
    });
  });

  it('completion: completed_at is the user’s time, or the deadline when the timer ran out', () => {
    const byUser = op('assessment/complete', ASSESSMENT, { answers: { q1: '2' }, score: 40 }, at(7));
    expect(request(byUser).body).toEqual({
      answers: { q1: '2' },
      answer_times: { q1: at(7) },
      score: 40,
      completed_at: at(7),
    });
    const byTimer = op(
      'assessment/complete',
      ASSESSMENT,
      { answers: { q1: '2' }, score: 40, completed_at: at(5), results: { type: 'ENTJ' } },
      at(6),
    );
    expect(request(byTimer).body).toMatchObject({ completed_at: at(5), results: { type: 'ENTJ' } });
  });

  it('partial save and completion carry started_at only when the device knows it', async () => {
    const save = op('assessment/save-partial', ASSESSMENT, { answers: { q1: '2' }, started_at: at(1) }, at(4));
    expect(request(save).body).toEqual({ answers: { q1: '2' }, answer_times: { q1: at(4) }, started_at: at(1) });
    const done = op('assessment/complete', ASSESSMENT, { answers: { q1: '2' }, score: 40, started_at: at(1) }, at(7));
    expect(request(done).body).toMatchObject({ started_at: at(1), completed_at: at(7) });
    expect(request(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '2' } }, at(4))).body).not.toHaveProperty(
      'started_at',
    );
  });

  it('progress: upsert on user, activity and session with updated_at = the action time', () => {
    const progress = op(
      'progress/upsert',
      progressTarget('s1', 'a1'),
      { session_id: 's1', activity_id: 'a1', status: 'completed' },
      at(8),
    );
    expect(request(progress)).toEqual({
      method: 'upsert',
      table: 'user_activity_progress',
      onConflict: 'user_id,activity_id,session_id',
      body: {
        user_id: OWNER,
        session_id: 's1',
        activity_id: 'a1',
        status: 'completed',
        completion_percentage: 100,
        completed_at: at(8),
        submission_data: null,
        updated_at: at(8),
      },
    });
    const started = op(
      'progress/upsert',
      progressTarget('s1', 'a1'),
      { session_id: 's1', activity_id: 'a1', status: 'in_progress' },
      at(8),
    );
    expect(request(started).body).toMatchObject({ completion_percentage: 50, completed_at: null });
  });

  it('submission: upsert on the client-made id', () => {
    const id = crypto.randomUUID();
    const submit = op('submission/upsert', id, { form_id: 'f1', answers: { a: 'b' }, status: 'submitted' }, at(9));
    expect(request(submit)).toEqual({
      method: 'upsert',
      table: 'assignment_submissions',
      onConflict: 'id',
      body: { id, form_id: 'f1', user_id: OWNER, answers: { a: 'b' }, status: 'submitted', submitted_at: at(9) },
    });
  });

  it('suggestion: update status with status_changed_at = the action time', () => {
    const accept = op('suggestion/set-status', 'sg1', { status: 'accepted' }, at(10));
    expect(request(accept)).toEqual({
      method: 'update',
      table: 'ai_suggestions',
      match: { id: 'sg1' },
      body: { status: 'accepted', accepted_at: at(10), status_changed_at: at(10) },
    });
    const edit = op('suggestion/set-status', 'sg1', { status: 'user_modified', user_modifications: { x: 1 } }, at(11));
    expect(request(edit).body).toEqual({
      status: 'user_modified',
      accepted_at: null,
      user_modifications: { x: 1 },
      status_changed_at: at(11),
    });
  });
});
