/**
 * public.workshop_apply_batch on the database alone, as the service role (what the workshop-sync
 * function calls): it applies a participant's operation as that participant under row-level
 * security, gives the service role back its own role and claims, and refuses what the device may
 * not push. The signature is the edge function's (tests/integration/workshop-devices*.test.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, activityId, assessmentId } from './support/demo-ids.ts';
import { inRolledBackTransaction, openSeededDatabase } from './support/pglite-harness.ts';
import { WORKSHOP, WORKSHOP_FIXTURE_SQL } from './support/workshop-fixtures.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSeededDatabase();
  await db.exec(WORKSHOP_FIXTURE_SQL);
}, 180_000);
afterAll(async () => {
  await db?.close();
});

const SERVICE_CLAIMS = JSON.stringify({ role: 'service_role' });
const MEMBER = ACCOUNTS.member.userId;

const batch = (userId: string, operations: unknown[]) => ({
  device_id: WORKSHOP.acmeDevice,
  batch_id: crypto.randomUUID(),
  participants: [{ user_id: userId, vouched_by: ACCOUNTS.coach.userId, operations }],
});
const progressOp = (userId: string) => ({
  id: crypto.randomUUID(),
  kind: 'progress/upsert',
  target: `${SESSION_ID}/${activityId(7)}`,
  body: { user_id: userId, session_id: SESSION_ID, activity_id: activityId(7), status: 'in_progress' },
  acted_at: '2026-11-21T10:00:00.000Z',
});

type Answer = { status: number; body: { results?: { status: string; code?: string }[] } };

describe('workshop_apply_batch as the service role', () => {
  it('applies as the participant, then gives the caller back its role and claims', async () => {
    await inRolledBackTransaction(db, async (sql) => {
      await db.exec('set local role service_role');
      await sql(`select set_config('request.jwt.claims', $1, true)`, [SERVICE_CLAIMS]);
      const [row] = await sql<{ answer: Answer }>('select public.workshop_apply_batch($1::jsonb) as answer', [
        JSON.stringify(batch(MEMBER, [progressOp(MEMBER)])),
      ]);
      expect(row!.answer.status).toBe(200);
      expect(row!.answer.body.results?.map((r) => r.status)).toEqual(['ok']);
      const [after] = await sql<{ role: string; claims: string }>(
        `select current_user::text as role, current_setting('request.jwt.claims', true) as claims`,
      );
      expect(after).toEqual({ role: 'service_role', claims: SERVICE_CLAIMS });
      const delivered = await sql<{ user_id: string }>(
        'select user_id::text from public.workshop_deliveries where device_id = $1 and kind = $2',
        [WORKSHOP.acmeDevice, 'progress/upsert'],
      );
      expect(delivered.map((d) => d.user_id)).toContain(MEMBER);
    });
  });

  it("refuses, under the participant's row-level security, a row of someone else", async () => {
    await inRolledBackTransaction(db, async (sql) => {
      await db.exec('set local role service_role');
      await sql(`select set_config('request.jwt.claims', $1, true)`, [SERVICE_CLAIMS]);
      const op = {
        id: crypto.randomUUID(),
        kind: 'assessment/save-partial',
        target: assessmentId(1),
        body: { answers: { TPM_01: '2' } },
      };
      const [row] = await sql<{ answer: Answer }>('select public.workshop_apply_batch($1::jsonb) as answer', [
        JSON.stringify(batch(ACCOUNTS.leader.userId, [op])),
      ]);
      expect(row!.answer.body.results?.[0]?.status).toBe('failed');
    });
  });

  it('is not for the API roles', async () => {
    await inRolledBackTransaction(db, async (sql) => {
      await db.exec('set local role authenticated');
      await expect(
        sql('select public.workshop_apply_batch($1::jsonb)', [JSON.stringify(batch(MEMBER, []))]),
      ).rejects.toThrow(/permission denied/);
    });
  });
});
