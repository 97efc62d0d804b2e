// One scenario for the exactly-once tests, run against the in-memory model of the server
// (src/offline/sync/adversarial.test.ts) and against the embedded backend over HTTP
// (tests/integration/sync-chaos.test.ts): the same user actions, the same hostile network.
import type { OfflineDb } from '../store/db';
import { progressTarget, type Operation } from '../operations/payloads';
import type { SyncEngine } from '../sync/engine';
import { pick } from './random';

/** The rows a scenario acts on (the model's ids, or seeded rows of the real database). */
export interface ScenarioIds {
  ownerId: string;
  assessment: string;
  /** item codes of the assessment's template */
  questions: readonly string[];
  session: string;
  activities: readonly string[];
  suggestions: readonly string[];
}

const operation = <K extends Operation['kind']>(
  ids: ScenarioIds,
  kind: K,
  target: string,
  payload: Extract<Operation, { kind: K }>['payload'],
  actedAt: string,
) => ({ id: crypto.randomUUID(), kind, target, payload, actedAt, ownerId: ids.ownerId }) as Operation;

/** A random user action at `actedAt`: answers (half the time), a completion, progress, a suggestion's status. */
export async function randomAction(
  random: () => number,
  db: OfflineDb,
  ids: ScenarioIds,
  actedAt: string,
  allowCompletion: boolean,
): Promise<Operation> {
  const roll = random();
  if (roll < 0.5) {
    const answers: Record<string, string> = {};
    for (let i = 0; i <= Math.floor(random() * 3); i++)
      answers[pick(random, ids.questions)] = String(1 + Math.floor(random() * 5));
    return operation(ids, 'assessment/save-partial', ids.assessment, { answers }, actedAt);
  }
  if (roll < 0.55 && allowCompletion) {
    const row = await db.assessments.get([ids.ownerId, ids.assessment]);
    const last = ids.questions[ids.questions.length - 1]!;
    return operation(
      ids,
      'assessment/complete',
      ids.assessment,
      { answers: { ...row!.answers, [last]: '3' }, score: 60 },
      actedAt,
    );
  }
  if (roll < 0.8) {
    const activity = pick(random, ids.activities);
    const status = pick(random, ['not_started', 'in_progress', 'completed'] as const);
    return operation(
      ids,
      'progress/upsert',
      progressTarget(ids.session, activity),
      { session_id: ids.session, activity_id: activity, status },
      actedAt,
    );
  }
  const status = pick(random, ['accepted', 'rejected', 'user_modified'] as const);
  return operation(ids, 'suggestion/set-status', pick(random, ids.suggestions), { status }, actedAt);
}

/** Flushes until nothing is pending, moving the clock past every backoff. */
export async function drain(db: OfflineDb, engine: SyncEngine, clock: { advance(ms: number): void }): Promise<void> {
  for (
    let round = 0;
    round < 400 && (await db.outbox.filter((entry) => entry.status === 'pending').count()) > 0;
    round++
  ) {
    await engine.flush();
    clock.advance(5 * 60_000);
  }
}
