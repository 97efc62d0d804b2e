// bench:offline 1: one answer made durable by commit() (local row + outbox entry, one transaction)
// beside a bare Dexie put of the same row and beside the floor of any commit that reads before it
// writes (read the row, then write it and add an entry, no logic). The kinds run interleaved, sample by sample,
// in a rotating order, so each sees the same state of the machine. Runs on whatever IndexedDB the
// global scope has: fake-indexeddb in Node (1a/1b), Chromium's own in a page (1c, ./in-chromium.ts).
import { OfflineDb } from '../../src/offline/store/db';
import { commit } from '../../src/offline/outbox/commit';
import { newEntry } from '../../src/offline/outbox/entry';
import { newOperation } from '../../src/offline/outbox/validate';
import type { LocalAssessment } from '../../src/offline/store/rows';

/** member@acme.test and their TPM self assessment (supabase/seed.sql); bench:offline 2 flushes to them too. */
export const MEMBER = '20000000-0000-4000-8000-000000000005';
export const TPM = '54000000-0000-4000-8000-000000000001';

export type Samples = Record<'commit' | 'put' | 'floor', number[]>;

function baseRow(): LocalAssessment {
  return {
    ownerId: MEMBER,
    id: TPM,
    user_id: MEMBER,
    team_id: null,
    completed_at: null,
    score: null,
    answers: {},
    answer_times: {},
    assessment_type: 'tpm',
    template_id: null,
    time_limit_minutes: null,
    started_at: null,
    evaluation_type: 'self',
    assignment_id: null,
    target_user_id: null,
    created_at: new Date().toISOString(),
  };
}

/** n samples of each kind; `ownTask`: each starts in its own macrotask as a click does, else back to back. */
export async function durableAnswerSamples(n: number, ownTask: boolean): Promise<Samples> {
  const fresh = async (name: string) => {
    const db = new OfflineDb(`bench-${name}-${crypto.randomUUID()}`);
    await db.assessments.put(baseRow());
    return db;
  };
  const [commitDb, putDb, floorDb] = [await fresh('commit'), await fresh('put'), await fresh('floor')];
  let row = baseRow();
  const answer = (i: number) => ({
    code: `Q_${i % 40}`,
    value: String(i % 5),
    actedAt: new Date(Date.UTC(2026, 0, 1, 9, 0, 0, i)).toISOString(),
  });
  const withAnswer = (i: number) => {
    const { code, value, actedAt } = answer(i);
    row = {
      ...row,
      answers: { ...row.answers, [code]: value },
      answer_times: { ...row.answer_times, [code]: actedAt },
    };
    return row;
  };
  const actions: Record<keyof Samples, (i: number) => Promise<unknown>> = {
    commit: (i) => {
      const { code, value, actedAt } = answer(i);
      return commit(
        newOperation('assessment/save-partial', {
          target: TPM,
          ownerId: MEMBER,
          actedAt,
          payload: { answers: { [code]: value } },
        }),
        commitDb,
      );
    },
    put: (i) => putDb.assessments.put(withAnswer(i)),
    floor: (i) =>
      floorDb.transaction('rw', [floorDb.assessments, floorDb.outbox], async () => {
        await floorDb.assessments.get([MEMBER, TPM]);
        const { code, value, actedAt } = answer(i);
        const entry = newEntry(
          newOperation('assessment/save-partial', {
            target: TPM,
            ownerId: MEMBER,
            actedAt,
            payload: { answers: { [code]: value } },
          }),
          actedAt,
        );
        await Promise.all([floorDb.assessments.put(withAnswer(i)), floorDb.outbox.add(entry)]);
      }),
  };
  const samples: Samples = { commit: [], put: [], floor: [] };
  const kinds = Object.keys(actions) as (keyof Samples)[];
  for (let i = 0; i < n; i++) {
    // Each kind takes each place in the round in turn: what the one before leaves to finish (the
    // browser still writing its transaction out) falls on every kind alike.
    for (let place = 0; place < kinds.length; place++) {
      const kind = kinds[(i + place) % kinds.length]!;
      if (ownTask) await new Promise((resolve) => setTimeout(resolve, 0));
      const started = performance.now();
      await actions[kind](i);
      samples[kind].push(performance.now() - started);
    }
  }
  for (const db of [commitDb, putDb, floorDb]) await db.delete();
  return samples;
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0;

/** One line per kind: p50, p99 and their ratios to the bare put's. */
export function sampleLines(samples: Samples): string[] {
  const put = { p50: pct(samples.put, 0.5), p99: pct(samples.put, 0.99) };
  const labels = [
    ['commit (row + outbox entry, one transaction)', 'commit'],
    ['bare Dexie put of the row', 'put'],
    ['floor: read row, then write it + add entry', 'floor'],
  ] as const;
  return labels.map(([label, kind]) => {
    const p50 = pct(samples[kind], 0.5);
    const p99 = pct(samples[kind], 0.99);
    return `${label.padEnd(44)} p50 ${p50.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  ratio to put p50 ${(p50 / put.p50).toFixed(2)}x  p99 ${(p99 / put.p99).toFixed(2)}x`;
  });
}
