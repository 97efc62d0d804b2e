// The batched push against the model of the server with receipts, under a hostile network per
// batch: the end state must equal one clean application in user order, and every operation id
// must reach the server's tables exactly once.
import { describe, expect, it } from 'vitest';
import type { OfflineDb } from '../store/db';
import { commit } from '../outbox/commit';
import { batchModelTransport, type BatchFault } from '../testing/batch-model-transport';
import { drain, randomAction, type ScenarioIds } from '../testing/chaos-scenario';
import { engineHarness, modelTransport } from '../testing/engine-harness';
import { ASSESSMENT, OWNER, assessmentRow, at, freshDb, suggestionRow } from '../testing/fixtures';
import { seededRandom } from '../testing/random';
import { ServerModel } from '../testing/server-model';

const FAULTS: BatchFault[] = [
  'none',
  'none',
  'lose-request',
  'lose-response',
  'duplicate',
  'server-error',
  'retry-midway',
];
const IDS: ScenarioIds = {
  ownerId: OWNER,
  assessment: ASSESSMENT,
  questions: ['q1', 'q2', 'q3', 'q4'],
  session: 's1',
  activities: ['a1', 'a2'],
  suggestions: ['s-1', 's-2'],
};

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
  for (const id of IDS.suggestions)
    model.seed('ai_suggestions', {
      id,
      status: 'new',
      accepted_at: null,
      user_modifications: null,
      status_changed_at: at(0),
    });
  return model;
}

async function seededDevice(): Promise<OfflineDb> {
  const db = freshDb();
  await db.assessments.put(assessmentRow());
  for (const id of IDS.suggestions) await db.suggestions.put(suggestionRow(id, { status_changed_at: at(0) }));
  return db;
}

describe('batched push under a hostile network', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i + 1))(
    'seed %i: lands exactly once per operation id, in user order',
    async (seed) => {
      const random = seededRandom(seed);
      const server = seededServer();
      const reference = seededServer();
      const device = await seededDevice();
      const referenceDevice = await seededDevice();
      const batch = batchModelTransport(server, random, FAULTS);
      const harness = engineHarness(device, batch.transport, { random });
      const clean = engineHarness(referenceDevice, modelTransport(reference));

      for (let step = 1; step <= 40; step++) {
        const operation = await randomAction(random, device, IDS, at(step), step > 25);
        const committed = await commit(operation, device);
        expect((await commit(operation, referenceDevice)).status === 'superseded').toBe(
          committed.status === 'superseded',
        );
        await clean.engine.flush();
        if (random() < 0.25) await harness.engine.flush();
      }
      await drain(device, harness.engine, harness.clock);

      expect(await device.outbox.count()).toBe(0);
      expect(server.tables).toEqual(reference.tables);
      expect([...batch.appliedPerReceipt.values()].every((times) => times === 1)).toBe(true);
    },
  );
});
