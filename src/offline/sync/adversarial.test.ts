// Drop, duplicate, refuse and reorder pushes against the model of the server contract: the end
// state must equal one clean application of every committed operation in user order.
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from '../store/db';
import { commit } from '../outbox/commit';
import type { Operation } from '../operations/payloads';
import { chaosTransport, type Fault } from '../testing/chaos-transport';
import {
  drain as drainScenario,
  randomAction as randomScenarioAction,
  type ScenarioIds,
} from '../testing/chaos-scenario';
import { engineHarness, modelTransport } from '../testing/engine-harness';
import { ASSESSMENT, OWNER, assessmentRow, at, freshDb, op, suggestionRow } from '../testing/fixtures';
import { pick, seededRandom } from '../testing/random';
import { ServerModel } from '../testing/server-model';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
const ALL_FAULTS: Fault[] = [
  'none',
  'none',
  'lose-request',
  'lose-response',
  'duplicate',
  'server-error',
  'late-replay',
];

function seededServer(): ServerModel {
  const model = new ServerModel();
  model.seed('assessments', {
    id: ASSESSMENT,
    user_id: OWNER,
    answers: {},
    answer_times: {},
    score: null,
    completed_at: null,
  });
  for (const id of ['s-1', 's-2']) {
    model.seed('ai_suggestions', {
      id,
      status: 'new',
      accepted_at: null,
      user_modifications: null,
      status_changed_at: at(0),
    });
  }
  return model;
}

async function seededDevice(): Promise<OfflineDb> {
  const db = freshDb();
  await db.assessments.put(assessmentRow());
  for (const id of ['s-1', 's-2']) await db.suggestions.put(suggestionRow(id, { status_changed_at: at(0) }));
  return db;
}

const IDS: ScenarioIds = {
  ownerId: OWNER,
  assessment: ASSESSMENT,
  questions: QUESTIONS,
  session: 's1',
  activities: ['a1', 'a2'],
  suggestions: ['s-1', 's-2'],
};
const randomAction = (random: () => number, db: OfflineDb, second: number, allowCompletion: boolean) =>
  randomScenarioAction(random, db, IDS, at(second), allowCompletion);
const drain = (db: OfflineDb, harness: ReturnType<typeof engineHarness>) =>
  drainScenario(db, harness.engine, harness.clock);

describe('sync under a hostile network (one device)', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('seed %i: lands exactly once, in user order', async (seed) => {
    const random = seededRandom(seed);
    const server = seededServer();
    const reference = seededServer();
    const device = await seededDevice();
    const referenceDevice = await seededDevice();
    const chaos = chaosTransport(modelTransport(server), random, ALL_FAULTS);
    const harness = engineHarness(device, chaos.transport, { random });
    const clean = engineHarness(referenceDevice, modelTransport(reference));

    for (let step = 1; step <= 40; step++) {
      const operation = await randomAction(random, device, step, step > 20);
      const committed = await commit(operation, device);
      // the clean device flushes at once, so it never coalesces: compare only what was refused
      const cleanResult = await commit(operation, referenceDevice);
      expect(cleanResult.status === 'superseded').toBe(committed.status === 'superseded');
      await clean.engine.flush();
      if (random() < 0.3) await harness.engine.flush();
    }
    await drain(device, harness);
    await chaos.replayAll();

    expect(await device.outbox.count()).toBe(0);
    expect(server.tables).toEqual(reference.tables);
    expect(chaos.counts['lose-response'] + chaos.counts.duplicate).toBeGreaterThan(0);
  });
});

describe('two devices answering one assessment', () => {
  async function twoDevices(seed: number) {
    const random = seededRandom(seed);
    const server = seededServer();
    const devices = [await seededDevice(), await seededDevice()];
    const engines = devices.map((db) =>
      engineHarness(db, chaosTransport(modelTransport(server), random, ALL_FAULTS).transport, { random }),
    );
    return { random, server, devices, engines };
  }

  it.each([1, 2, 3, 4, 5, 6])('seed %i: merge per question, the later action winning', async (seed) => {
    const { random, server, devices, engines } = await twoDevices(seed);
    const latest: Record<string, string> = {};
    for (let step = 1; step <= 30; step++) {
      const question = pick(random, QUESTIONS);
      const value = `${step}`;
      const device = Math.floor(random() * 2);
      await commit(
        op('assessment/save-partial', ASSESSMENT, { answers: { [question]: value } }, at(step)),
        devices[device]!,
      );
      latest[question] = value;
      if (random() < 0.4) await engines[Math.floor(random() * 2)]!.engine.flush();
    }
    for (const [i, db] of devices.entries()) await drain(db, engines[i]!);
    expect(server.row('assessments', ASSESSMENT)?.answers).toEqual(latest);
  });

  it.each([1, 2, 3, 4])(
    'seed %i: after a completion landed, the other device’s later saves are dropped with a record',
    async (seed) => {
      const { random, server, devices, engines } = await twoDevices(seed);
      const [a, b] = devices as [OfflineDb, OfflineDb];
      for (let step = 1; step <= 10; step++) {
        const device = step % 3 === 0 ? b : a;
        await commit(
          op('assessment/save-partial', ASSESSMENT, { answers: { [pick(random, QUESTIONS)]: `x${step}` } }, at(step)),
          device,
        );
      }
      await drain(b, engines[1]!);
      const finalAnswers = { ...(await a.assessments.get([OWNER, ASSESSMENT]))!.answers };
      await commit(op('assessment/complete', ASSESSMENT, { answers: finalAnswers, score: 80 }, at(11)), a);
      await drain(a, engines[0]!);

      const lateSaves: Operation[] = [];
      for (let step = 12; step <= 20; step++) {
        const save = op(
          'assessment/save-partial',
          ASSESSMENT,
          { answers: { [pick(random, QUESTIONS)]: `b${step}` } },
          at(step),
        );
        await commit(save, b);
        lateSaves.push(save);
        if (random() < 0.5) await engines[1]!.engine.flush();
      }
      await drain(b, engines[1]!);

      expect(server.row('assessments', ASSESSMENT)).toMatchObject({
        answers: finalAnswers,
        completed_at: at(11),
        score: 80,
      });
      expect(await b.outbox.count()).toBe(0);
      const log = await b.outboxLog.toArray();
      expect(log.every((row) => row.outcome === 'superseded' && row.reason.startsWith('assessment_completed:'))).toBe(
        true,
      );
      const recorded = log.flatMap((row) => [row.opId, ...row.coalescedIds]);
      expect(recorded.sort()).toEqual(lateSaves.map((save) => save.id).sort());
    },
  );
});
