// Exactly-once effect: the same entry applied twice, or an older one after a newer one, leaves the
// server as one application in user order would.
import { describe, expect, it } from 'vitest';
import { newEntry } from '../outbox/entry';
import { progressTarget, type Operation } from '../operations/payloads';
import { ASSESSMENT, OWNER, at, op } from '../testing/fixtures';
import { ServerModel } from '../testing/server-model';
import { requestFor } from './transport';

function server(): ServerModel {
  const model = new ServerModel();
  model.seed('assessments', {
    id: ASSESSMENT,
    user_id: OWNER,
    answers: {},
    answer_times: {},
    score: null,
    completed_at: null,
  });
  model.seed('ai_suggestions', {
    id: 'sg1',
    status: 'new',
    accepted_at: null,
    user_modifications: null,
    status_changed_at: at(0),
  });
  return model;
}

function apply(model: ServerModel, ...operations: Operation[]) {
  return operations.map((operation) => model.execute(requestFor(newEntry(operation, at(59)))));
}

const SUBMISSION = crypto.randomUUID();
const cases: [string, Operation, Operation][] = [
  [
    'partial saves',
    op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1', q2: '1' } }, at(1)),
    op('assessment/save-partial', ASSESSMENT, { answers: { q1: '4' } }, at(2)),
  ],
  [
    'partial save then completion',
    op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(1)),
    op('assessment/complete', ASSESSMENT, { answers: { q1: '3', q2: '2' }, score: 50 }, at(2)),
  ],
  [
    'progress',
    op(
      'progress/upsert',
      progressTarget('s1', 'a1'),
      { session_id: 's1', activity_id: 'a1', status: 'in_progress' },
      at(1),
    ),
    op(
      'progress/upsert',
      progressTarget('s1', 'a1'),
      { session_id: 's1', activity_id: 'a1', status: 'completed' },
      at(2),
    ),
  ],
  [
    'submission',
    op('submission/upsert', SUBMISSION, { form_id: 'f1', answers: { a: '1' }, status: 'draft' }, at(1)),
    op('submission/upsert', SUBMISSION, { form_id: 'f1', answers: { a: '2' }, status: 'submitted' }, at(2)),
  ],
  [
    'suggestion',
    op('suggestion/set-status', 'sg1', { status: 'rejected' }, at(1)),
    op('suggestion/set-status', 'sg1', { status: 'accepted' }, at(2)),
  ],
];

describe.each(cases)('%s', (_name, older, newer) => {
  it('applied twice has the effect of once', () => {
    const once = server();
    apply(once, older, newer);
    const twice = server();
    apply(twice, older, older, newer, newer);
    expect(twice.tables).toEqual(once.tables);
  });

  it('the older one arriving late changes nothing', () => {
    const inOrder = server();
    apply(inOrder, older, newer);
    const late = server();
    const outcomes = apply(late, newer, older);
    expect(late.tables).toEqual(inOrder.tables);
    // a refusal is fine (the client records it as superseded); a silent regression is not
    expect(outcomes[0]).toEqual({ ok: true });
  });
});

describe('the model refuses what the contract refuses', () => {
  it('a changed partial save after completion is 23514 assessment_completed:', () => {
    const model = server();
    apply(model, op('assessment/complete', ASSESSMENT, { answers: { q1: '3' }, score: 60 }, at(2)));
    const [outcome] = apply(model, op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(3)));
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      code: '23514',
      message: expect.stringMatching(/^assessment_completed:/),
    });
  });

  it('changed answers of a submitted submission are 23514 submission_submitted:', () => {
    const model = server();
    apply(
      model,
      op('submission/upsert', SUBMISSION, { form_id: 'f1', answers: { a: '1' }, status: 'submitted' }, at(1)),
    );
    const [outcome] = apply(
      model,
      op('submission/upsert', SUBMISSION, { form_id: 'f1', answers: { a: '9' }, status: 'submitted' }, at(2)),
    );
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/^submission_submitted:/) });
  });
});
