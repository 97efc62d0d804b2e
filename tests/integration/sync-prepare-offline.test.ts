import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatePreparation, prepareOffline, supabaseSelect } from '../../src/features/offline-prep/api.ts';
import { prepSteps, SESSION_STEP_KEYS } from '../../src/features/offline-prep/plan.ts';
import { prepareMemberOffline } from '../../src/features/offline-prep/auto-prepare.ts';
import { fetchSessionCounts } from '../../src/features/coaching/api.ts';
import { readSessionCounts, readTeamProgress, readTemplateFormId, saveSessionCounts } from '../../src/offline/coaching';
import { listReadyOffline } from '../../src/offline/store/meta.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';
import { LEADERSHIP_ASSESSMENT, MEMBER_ID, SESSION_ID, TPM_ASSESSMENT, openDevice } from './sync-harness.ts';

const COACH_ID = '20000000-0000-4000-8000-000000000006';
const LEADER_ID = '20000000-0000-4000-8000-000000000004';
const ACTIVITY_TEMPLATE = '63000000-0000-4000-8000-000000000001';
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('prepare offline', () => {
  it('gives a member their open assessments with templates, questions in both languages and scoring rules', async () => {
    const select = supabaseSelect((await backend.signIn(DEMO_ACCOUNTS.member)) as unknown as SupabaseClient);
    const db = openDevice();
    const estimate = await estimatePreparation(MEMBER_ID, select);
    expect(estimate.rows).toBeGreaterThan(0);
    expect(estimate.bytes).toBeGreaterThan(estimate.rows * 50);
    expect(estimate.perStep.sessions).toBe(0); // not a coach

    const seen: number[] = [];
    await prepareOffline(MEMBER_ID, select, { total: estimate.rows, db, onProgress: (p) => seen.push(p.done) });

    expect(seen.at(-1)).toBe(estimate.rows);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const assessments = await db.assessments.where('ownerId').equals(MEMBER_ID).toArray();
    expect(assessments.map((row) => row.id).sort()).toEqual([TPM_ASSESSMENT, LEADERSHIP_ASSESSMENT]);
    const languages = new Set((await db.questions.toArray()).map((row) => row.language));
    expect(languages).toEqual(new Set(['it', 'en']));
    expect(await db.templates.count()).toBe(2);
    expect(await db.scoringRules.count()).toBeGreaterThan(0);
    const marks = await listReadyOffline(db, MEMBER_ID);
    expect(marks.map((mark) => `${mark.scope}:${mark.id}`).sort()).toEqual(
      [`assessment:${TPM_ASSESSMENT}`, `assessment:${LEADERSHIP_ASSESSMENT}`, `session:${SESSION_ID}`].sort(),
    );
  });

  it('prepares, after sign-in and unasked, the open assessments a member may answer offline and their sessions', async () => {
    const select = supabaseSelect((await backend.signIn(DEMO_ACCOUNTS.member)) as unknown as SupabaseClient);
    const db = openDevice();
    await prepareMemberOffline(MEMBER_ID, select, { db });

    const assessments = await db.assessments.where('ownerId').equals(MEMBER_ID).toArray();
    expect(assessments.map((row) => row.id).sort()).toEqual([TPM_ASSESSMENT, LEADERSHIP_ASSESSMENT].sort());
    const templateIds = new Set(assessments.map((row) => row.template_id));
    const questions = await db.questions.toArray();
    expect(new Set(questions.map((row) => row.template_id))).toEqual(templateIds);
    expect(new Set(questions.map((row) => row.language))).toEqual(new Set(['it', 'en']));
    expect(await db.scoringRules.count()).toBeGreaterThan(0);
    const marks = await listReadyOffline(db, MEMBER_ID);
    expect(marks.map((mark) => `${mark.scope}:${mark.id}`).sort()).toEqual(
      [`assessment:${TPM_ASSESSMENT}`, `assessment:${LEADERSHIP_ASSESSMENT}`, `session:${SESSION_ID}`].sort(),
    );
  });

  it("prepares a member's own coaching sessions on their own: program, every form of the lookup, progress, suggestions, chat", async () => {
    const select = supabaseSelect((await backend.signIn(DEMO_ACCOUNTS.member)) as unknown as SupabaseClient);
    const db = openDevice();
    await prepareOffline(MEMBER_ID, select, {
      total: 0,
      db,
      steps: prepSteps.filter((step) => SESSION_STEP_KEYS.includes(step.key)),
    });

    const sessions = await db.coachingSessions.toArray();
    expect(sessions.map((row) => row.id)).toEqual([SESSION_ID]);
    expect(sessions[0]).toMatchObject({
      program: { name: 'Percorso Team Performance' },
      team: { name: 'Alpha' },
      coach: { first_name: 'Chiara' },
    });
    expect(await db.phases.count()).toBe(3);
    expect(await db.activities.count()).toBe(7);
    // the activity's own form and the template form an assignment names
    expect((await db.forms.toArray()).map((row) => row.id).sort()).toEqual([
      '70000000-0000-4000-8000-000000000001',
      '70000000-0000-4000-8000-000000000002',
    ]);
    expect(await db.formQuestions.count()).toBe(10);
    expect((await db.progress.toArray()).map((row) => row.status).sort()).toEqual(['completed', 'in_progress']);
    // step 4 of the form lookup: the activity template's form, kept for offline
    expect(await readTemplateFormId(MEMBER_ID, ACTIVITY_TEMPLATE, db)).toBe('70000000-0000-4000-8000-000000000002');
    // the team's progress as the member may read it (their own rows), their suggestions, the team's chat
    expect((await readTeamProgress(MEMBER_ID, SESSION_ID, db)).map((row) => row.user_id)).toEqual([
      MEMBER_ID,
      MEMBER_ID,
    ]);
    expect((await db.suggestions.toArray()).every((row) => row.user_id === MEMBER_ID)).toBe(true);
    expect(await db.suggestions.count()).toBeGreaterThan(0);
    expect(await db.chatMessages.count()).toBeGreaterThan(0);
    expect(await db.assessments.count()).toBe(0);
    expect(await listReadyOffline(db, MEMBER_ID)).toEqual([
      expect.objectContaining({ scope: 'session', id: SESSION_ID }),
    ]);
  });

  it("gives a coach every session they coach with phases, activities, forms and questions, the team's progress, submissions, suggestions and chat", async () => {
    const select = supabaseSelect((await backend.signIn(DEMO_ACCOUNTS.coach)) as unknown as SupabaseClient);
    const db = openDevice();
    const estimate = await estimatePreparation(COACH_ID, select);
    await prepareOffline(COACH_ID, select, { total: estimate.rows, db });

    expect((await db.coachingSessions.toArray()).map((row) => row.id)).toEqual([SESSION_ID]);
    expect(await db.phases.count()).toBe(3);
    expect(await db.activities.count()).toBe(7);
    expect(await db.forms.count()).toBeGreaterThan(0);
    expect(await db.formQuestions.count()).toBeGreaterThan(0);
    expect(await listReadyOffline(db, COACH_ID)).toEqual([
      expect.objectContaining({ scope: 'session', id: SESSION_ID }),
    ]);
    expect(await readTemplateFormId(COACH_ID, ACTIVITY_TEMPLATE, db)).toBe('70000000-0000-4000-8000-000000000002');
    // the whole team's rows, not only the coach's own (the coach has none)
    expect(new Set((await readTeamProgress(COACH_ID, SESSION_ID, db)).map((row) => row.user_id)).has(MEMBER_ID)).toBe(
      true,
    );
    expect((await db.submissions.toArray()).some((row) => row.user_id === LEADER_ID)).toBe(true);
    expect((await db.suggestions.toArray()).some((row) => row.user_id === MEMBER_ID)).toBe(true);
    expect(await db.chatMessages.count()).toBeGreaterThan(0);
    const tables = [
      db.coachingSessions,
      db.phases,
      db.activities,
      db.forms,
      db.formQuestions,
      db.scoringRules,
      db.teamProgress,
      db.submissions,
      db.suggestions,
      db.chatMessages,
    ];
    const templateSnapshots = await db.snapshots.count();
    expect(estimate.rows).toBe(
      (await Promise.all(tables.map((t) => t.count()))).reduce((a, b) => a + b, templateSnapshots),
    );
  });

  it("runs the app's preparation of each session before the mark: the list's counts from the count reads", async () => {
    const client = await backend.signIn(DEMO_ACCOUNTS.member);
    const select = supabaseSelect(client as unknown as SupabaseClient);
    const db = openDevice();
    const prepareSession = async (userId: string, sessionId: string) => {
      const session = (await db.coachingSessions.get([userId, sessionId]))!;
      await saveSessionCounts(userId, sessionId, await fetchSessionCounts(client, session.program_id), db);
    };
    await prepareOffline(MEMBER_ID, select, {
      total: 0,
      db,
      prepareSession,
      steps: prepSteps.filter((step) => SESSION_STEP_KEYS.includes(step.key)),
    });
    expect(await readSessionCounts(MEMBER_ID, SESSION_ID, db)).toEqual({ activePhases: 3, activeActivities: 7 });
  });
});
