/**
 * The coach's "Prepara offline" (src/features/coach-workspace/prepare.ts) over HTTP against the embedded
 * backend, composed as the app composes it (src/app/screens/TeamRoutes.tsx): every coached session
 * lands on the device (fake-indexeddb) with step 4 of the form lookup, the team's progress, the
 * members' submissions and suggestions, the chat, the team screen and the list's counts, and the
 * team's reports (`report:assessment:{teamId}`, `report:coaching:{teamId}`), then the
 * "pronto offline" mark. A failure on the way leaves no mark.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, PROGRAM_ID, SESSION_ID, TEAM, activityId, formId } from '../../supabase/tests/support/demo-ids.ts';
import { prepareCoachOffline } from '../../src/features/coach-workspace/prepare.ts';
import { prepareTeamSession } from '../../src/features/coaching/team-coaching/index.ts';
import { readFormData, readSessionSummaries, readTimeline } from '../../src/features/coaching/local-reads.ts';
import { prepareTeamReports } from '../../src/features/reports/prepare.ts';
import { getOfflineDb, listReadyOffline, readSnapshot } from '../../src/offline/store';
import { readChatMessages } from '../../src/offline/chat';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

const COACH = ACCOUNTS.coach.userId;
let backend: TestBackend;
let coach: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  coach = await backend.signIn(ACCOUNTS.coach.email);
});
afterAll(async () => backend?.close());
beforeEach(async () => {
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

const asTheAppComposesIt = {
  prepareSession: (sessionId: string) => prepareTeamSession(coach, COACH, sessionId),
  prepareTeam: (teamId: string) => prepareTeamReports(coach, COACH, teamId),
};

describe("the coach's Prepara offline", () => {
  it('stores every coached session whole, the team reports included, then marks it', async () => {
    const steps: number[] = [];
    expect(
      await prepareCoachOffline(coach, COACH, { ...asTheAppComposesIt, onProgress: (p) => steps.push(p.step) }),
    ).toEqual([SESSION_ID]);
    expect(steps.at(-1)).toBe(9);

    const timeline = await readTimeline(COACH, SESSION_ID);
    expect(timeline.session?.program_id).toBe(PROGRAM_ID);
    expect(timeline.activities).toHaveLength(7);
    expect(timeline.teamProgress.map((row) => row.user_id)).toContain(ACCOUNTS.member.userId);
    // the plan activity's form, also through its activity template (step 4)
    const plan = timeline.activities.find((a) => a.id === activityId(6))!;
    const form = await readFormData(COACH, { ...plan, source_form_template_id: null });
    expect(form.form?.id).toBe(formId(2));
    expect(form.questions.map((q) => q.question_text)).toEqual(['Azione 1', 'Perché queste azioni?']);
    expect(await getOfflineDb().submissions.where('ownerId').equals(COACH).count()).toBeGreaterThan(0);
    expect(await getOfflineDb().suggestions.where('ownerId').equals(COACH).count()).toBeGreaterThan(0);
    expect((await readChatMessages(COACH, TEAM.alpha, SESSION_ID)).length).toBeGreaterThan(0);
    expect((await readSessionSummaries(COACH)).map((s) => s.counts)).toEqual([
      { activePhases: 3, activeActivities: 7 },
    ]);

    const coaching = await readSnapshot<Array<{ session_id: string; member_first_name: string | null }>>(
      COACH,
      `report:coaching:${TEAM.alpha}`,
    );
    expect(coaching?.length).toBeGreaterThan(0);
    expect(new Set(coaching!.map((row) => row.session_id))).toEqual(new Set([SESSION_ID]));
    expect(coaching!.map((row) => row.member_first_name)).toContain('Mario');
    // the assessment report is outside a coach's report scope: stored, and empty
    expect(await readSnapshot(COACH, `report:assessment:${TEAM.alpha}`)).toEqual([]);

    expect(await listReadyOffline(getOfflineDb(), COACH)).toEqual([
      expect.objectContaining({ scope: 'session', id: SESSION_ID }),
    ]);
  });

  it('leaves no "pronto offline" mark when storing the team reports fails', async () => {
    const failing = { ...asTheAppComposesIt, prepareTeam: () => Promise.reject(new Error('report: network error')) };
    await expect(prepareCoachOffline(coach, COACH, failing)).rejects.toThrow('report: network error');
    expect(await listReadyOffline(getOfflineDb(), COACH)).toEqual([]);
  });
});
