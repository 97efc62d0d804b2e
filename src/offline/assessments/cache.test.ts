import { afterEach, describe, expect, it } from 'vitest';
import { cacheAssessments } from './cache';
import { commit } from '../outbox/commit';
import { ASSESSMENT, OWNER, assessmentRow, at, freshDb, op } from '../testing/fixtures';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const { ownerId: _owner, ...serverAssessment } = assessmentRow();

describe('refreshing local copies from the server', () => {
  it('merges assessment answers per question by action time, keeping unsent local answers', async () => {
    await db.assessments.put(assessmentRow());
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: 'local', q2: 'local' } }, at(5)), db);
    await cacheAssessments(
      OWNER,
      [
        {
          ...serverAssessment,
          answers: { q1: 'server', q2: 'server', q3: 'server' },
          answer_times: { q1: at(9), q2: at(1), q3: at(1) },
        },
      ],
      db,
    );
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({
      q1: 'server',
      q2: 'local',
      q3: 'server',
    });
  });

  it('keeps the names a fuller read stored (team, evaluated person) when a plain row of the table refreshes it', async () => {
    // The assessment feature's list read stores these names beside the table's columns.
    await db.assessments.put({ ...assessmentRow(), ...{ team_name: 'Alpha', target_user_name: 'Sofia Rossi' } });
    await cacheAssessments(OWNER, [{ ...serverAssessment, answers: {}, answer_times: {} }], db);
    expect(await db.assessments.get([OWNER, ASSESSMENT])).toMatchObject({
      team_name: 'Alpha',
      target_user_name: 'Sofia Rossi',
    });

    await cacheAssessments(OWNER, [{ ...serverAssessment, answers: {}, answer_times: {}, ...{ team_name: null } }], db);
    expect(await db.assessments.get([OWNER, ASSESSMENT])).toMatchObject({ team_name: null });
  });

  it('keeps a local completion that has not reached the server, and takes a server completion', async () => {
    await db.assessments.put(assessmentRow());
    await commit(op('assessment/complete', ASSESSMENT, { answers: { q1: '2' }, score: 40 }, at(5)), db);
    await cacheAssessments(OWNER, [{ ...serverAssessment, answers: {}, answer_times: {} }], db);
    expect(await db.assessments.get([OWNER, ASSESSMENT])).toMatchObject({
      completed_at: at(5),
      score: 40,
      answers: { q1: '2' },
    });

    await cacheAssessments(
      OWNER,
      [{ ...serverAssessment, answers: { q1: '5' }, answer_times: { q1: at(2) }, completed_at: at(3), score: 100 }],
      db,
    );
    expect(await db.assessments.get([OWNER, ASSESSMENT])).toMatchObject({
      completed_at: at(3),
      score: 100,
      answers: { q1: '5' },
    });
  });

  it('keeps a start made on this device when the server has none yet, and the earlier of two starts', async () => {
    await db.assessments.put(assessmentRow({ started_at: null }));
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' }, started_at: at(4) }, at(4)), db);
    await cacheAssessments(OWNER, [{ ...serverAssessment, started_at: null }], db);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.started_at).toBe(at(4));
    await cacheAssessments(OWNER, [{ ...serverAssessment, started_at: at(2) }], db);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.started_at).toBe(at(2));
  });
});
