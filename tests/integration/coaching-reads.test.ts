/**
 * The reads the member's coaching screens make (src/features/coaching/api.ts and refresh.ts), over
 * HTTP against the embedded backend: member@acme.test gets their session, phases, activities,
 * progress, the form by the four-step lookup, its questions and their submission; member@globex.test
 * gets nothing of it. The refresh then fills the device (fake-indexeddb, the app's default database) for offline use.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  PROGRAM_ID,
  SESSION_ID,
  TEAM,
  activityId,
  formId,
  phaseId,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import {
  fetchActivity,
  fetchForm,
  fetchFormQuestions,
  fetchNavigation,
  fetchPhaseActivities,
  fetchPhases,
  fetchSession,
  fetchSessionCounts,
  fetchSessionProgress,
  fetchSessions,
  fetchSubmission,
} from '../../src/features/coaching/api.ts';
import { activityPosition } from '../../src/features/coaching/navigation.ts';
import { refreshForm, refreshSessions, refreshTimeline } from '../../src/features/coaching/refresh.ts';
import { readFormData, readSessionSummaries, readTimeline } from '../../src/features/coaching/local-reads.ts';

let backend: TestBackend;
let member: TestClient;
let globex: TestClient;
const MEMBER = ACCOUNTS.member.userId;
const GLOBEX = ACCOUNTS.globex.userId;
const LEADER = ACCOUNTS.leader.userId;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  globex = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => backend?.close());

const byId = <T extends { activity_id: string }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => a.activity_id.localeCompare(b.activity_id));

describe('member@acme.test', () => {
  it('lists their session with program, team and coach', async () => {
    const sessions = await fetchSessions(member);
    expect(sessions.map((s) => s.id)).toEqual([SESSION_ID]);
    expect(sessions[0]).toMatchObject({
      program_id: PROGRAM_ID,
      program: { name: 'Percorso Team Performance', total_phases: 3 },
      team: { id: TEAM.alpha, name: 'Alpha' },
      coach: { first_name: 'Chiara', last_name: 'Colombo' },
    });
    expect(await fetchSession(member, SESSION_ID)).toMatchObject({ id: SESSION_ID, current_phase: 1 });
  });

  it('reads the phases in order and their activities, and navigates 1..7 by phase then order_index', async () => {
    const phases = await fetchPhases(member, PROGRAM_ID);
    expect(phases.map((p) => p.id)).toEqual([phaseId(1), phaseId(2), phaseId(3)]);
    const activities = await fetchPhaseActivities(
      member,
      phases.map((p) => p.id),
    );
    expect(activities).toHaveLength(7);
    const nav = await fetchNavigation(member, PROGRAM_ID);
    expect(activityPosition(nav.phases, nav.activities, activityId(4))).toMatchObject({
      index: 4,
      total: 7,
      previous: { id: activityId(3) },
      next: { id: activityId(5) },
    });
  });

  it('reads their own progress only', async () => {
    const own = await fetchSessionProgress(member, MEMBER, SESSION_ID);
    expect(byId(own).map((r) => [r.activity_id, r.status, r.completion_percentage])).toEqual([
      [activityId(1), 'in_progress', 50],
      [activityId(2), 'completed', 100],
    ]);
    // every row a member may see is still only their own
    expect((await fetchSessionProgress(member, null, SESSION_ID)).every((row) => row.user_id === MEMBER)).toBe(true);
  });

  it('reads an activity with its phase; a missing one is null', async () => {
    expect(await fetchActivity(member, activityId(4))).toMatchObject({
      activity_type: 'workshop',
      coaching_phases: { phase_number: 2 },
    });
    expect(await fetchActivity(member, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('finds the forms by the four-step lookup, with questions in order and the submission', async () => {
    const five = await fetchActivity(member, activityId(5));
    expect((await fetchForm(member, five!)).form?.id).toBe(formId(1));
    const seven = await fetchActivity(member, activityId(7));
    expect((await fetchForm(member, seven!)).form?.id).toBe(formId(1));
    const six = await fetchActivity(member, activityId(6));
    expect((await fetchForm(member, six!)).form?.id).toBe(formId(2));
    const questions = await fetchFormQuestions(member, formId(1));
    expect(questions.map((q) => q.question_type)).toEqual([
      'text_short',
      'text_long',
      'single_choice',
      'multiple_choice',
      'number',
      'email',
      'url',
      'date',
    ]);
    expect(await fetchSubmission(member, formId(1), MEMBER)).toBeNull();
    // the leader's submission is not the member's to read
    expect(await fetchSubmission(member, formId(1), LEADER)).toBeNull();
  });

  it('fills the device so the timeline and the form read offline', async () => {
    expect(await refreshTimeline(member, MEMBER, SESSION_ID)).toBe(true);
    const timeline = await readTimeline(MEMBER, SESSION_ID);
    expect(timeline.phases.map((p) => p.phase_number)).toEqual([1, 2, 3]);
    expect(timeline.activities).toHaveLength(7);
    expect(timeline.progress.map((p) => p.status).sort()).toEqual(['completed', 'in_progress']);
    const activity = timeline.activities.find((a) => a.id === activityId(6))!;
    await refreshForm(member, MEMBER, activity);
    const form = await readFormData(MEMBER, activity);
    expect(form.form?.id).toBe(formId(2));
    expect(form.questions.map((q) => q.question_text)).toEqual(['Azione 1', 'Perché queste azioni?']);
  });
});

describe('the coaching list counts', () => {
  it("come from the backend's count reads and are kept on the device for the list, offline too", async () => {
    expect(await fetchSessionCounts(member, PROGRAM_ID)).toEqual({ activePhases: 3, activeActivities: 7 });
    await refreshSessions(member, MEMBER);
    expect((await readSessionSummaries(MEMBER)).map((s) => [s.session.id, s.counts])).toEqual([
      [SESSION_ID, { activePhases: 3, activeActivities: 7 }],
    ]);
  });

  it('follow the backend, not the rows the device holds: an activity made inactive is no longer counted', async () => {
    const service = backend.serviceClient();
    await refreshTimeline(member, MEMBER, SESSION_ID); // the device holds all 7 activities
    await service.from('coaching_activities').update({ is_active: false }).eq('id', activityId(3));
    try {
      await refreshSessions(member, MEMBER);
      expect((await readSessionSummaries(MEMBER))[0]?.counts).toEqual({ activePhases: 3, activeActivities: 6 });
    } finally {
      await service.from('coaching_activities').update({ is_active: true }).eq('id', activityId(3));
    }
  });

  it('are zero for a member of another organisation, who sees no session', async () => {
    expect(await fetchSessionCounts(globex, PROGRAM_ID)).toEqual({ activePhases: 0, activeActivities: 0 });
  });
});

describe('member@globex.test (another organisation)', () => {
  it('sees no Acme session, phase, activity, progress, form or submission', async () => {
    expect(await fetchSessions(globex)).toEqual([]);
    expect(await fetchSession(globex, SESSION_ID)).toBeNull();
    expect(await fetchPhases(globex, PROGRAM_ID)).toEqual([]);
    expect(await fetchPhaseActivities(globex, [phaseId(1), phaseId(2), phaseId(3)])).toEqual([]);
    expect(await fetchSessionProgress(globex, null, SESSION_ID)).toEqual([]);
    expect(await fetchActivity(globex, activityId(5))).toBeNull();
    expect(await fetchNavigation(globex, PROGRAM_ID)).toEqual({ phases: [], activities: [] });
    expect(
      (
        await fetchForm(globex, {
          id: activityId(5),
          source_form_activity_id: formId(1),
          source_form_template_id: formId(2),
          template_id: null,
        })
      ).form,
    ).toBeNull();
    expect(await fetchFormQuestions(globex, formId(1))).toEqual([]);
    expect(await fetchSubmission(globex, formId(1), GLOBEX)).toBeNull();
  });
});
