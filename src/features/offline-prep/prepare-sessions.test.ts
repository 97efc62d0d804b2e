import { OfflineDb, listReadyOffline } from '../../offline/store';
import { readChatMessages } from '../../offline/chat';
import {
  readForm,
  readFormOfActivity,
  readFormQuestions,
  readSubmission,
  readTeamProgress,
  readTemplateFormId,
} from '../../offline/coaching';
import { readSuggestions } from '../../offline/suggestions';
import { prepareOffline, type Select } from './api';
import { prepSteps, SESSION_STEP_KEYS, type Row, type Where } from './plan';

// "Prepara offline" of a member's sessions stores everything the timeline and every
// activity need (the activity templates of step 4 of the form lookup included), and only then
// marks the session "pronto offline".

const USER = 'u-member';
const SESSION = 's1';
const STEP4_ACTIVITY = 'a-template-only';

/** A tiny backend: tables of rows, filtered as PostgREST would by the plan's Where. */
function server(failOn?: string) {
  const tables: Record<string, Row[]> = {
    team_members: [{ team_id: 't1', member_id: USER }],
    coaching_sessions: [{ id: SESSION, program_id: 'p1', team_id: 't1' }],
    coaching_phases: [{ id: 'ph1', program_id: 'p1', phase_number: 1, is_active: true }],
    coaching_activities: [
      {
        id: 'a-own',
        phase_id: 'ph1',
        order_index: 1,
        template_id: null,
        source_form_activity_id: null,
        source_form_template_id: null,
      },
      // its form is found only through its template (step 4)
      {
        id: STEP4_ACTIVITY,
        phase_id: 'ph1',
        order_index: 2,
        template_id: 'tpl1',
        source_form_activity_id: null,
        source_form_template_id: null,
      },
    ],
    coaching_activity_templates: [{ id: 'tpl1', source_form_template_id: 'f-template' }],
    assignment_forms: [
      { id: 'f-own', activity_id: 'a-own' },
      { id: 'f-template', activity_id: null },
    ],
    form_questions: [
      { id: 'q1', form_id: 'f-own', order_index: 1 },
      { id: 'q2', form_id: 'f-template', order_index: 1 },
      { id: 'q3', form_id: 'f-template', order_index: 2 },
    ],
    user_activity_progress: [
      {
        id: 'g1',
        user_id: USER,
        session_id: SESSION,
        activity_id: 'a-own',
        status: 'completed',
        completion_percentage: 100,
      },
      {
        id: 'g2',
        user_id: 'u-other',
        session_id: SESSION,
        activity_id: 'a-own',
        status: 'in_progress',
        completion_percentage: 50,
      },
    ],
    assignment_submissions: [{ id: 'sub1', form_id: 'f-template', user_id: USER, answers: {}, status: 'submitted' }],
    ai_suggestions: [
      { id: 'sg1', activity_id: 'a-own', user_id: USER, status: 'new', generated_at: '2026-01-01T00:00:00Z' },
    ],
    team_chat_messages: [
      {
        id: 'm1',
        team_id: 't1',
        session_id: SESSION,
        sender_id: 'u-coach',
        sender_role: 'coach',
        message: 'Ciao',
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
  };
  const matches = (row: Row, where: Where) =>
    Object.entries(where.eq ?? {}).every(([column, value]) => row[column] === value) &&
    (where.in ?? []).every(([column, values]) => values.includes(row[column] as string)) &&
    (where.isNull ?? []).every((column) => row[column] == null);
  const select: Select = async (table, _columns, where) => {
    if (table === failOn) throw new Error(`${table}: network error`);
    return (tables[table] ?? []).filter((row) => matches(row, where));
  };
  return select;
}

const sessionSteps = prepSteps.filter((step) => SESSION_STEP_KEYS.includes(step.key));
const freshDb = () => new OfflineDb(`prepare-sessions-${crypto.randomUUID()}`);

describe("a member's sessions prepared for offline use", () => {
  it('stores the template form of step 4 with its questions, progress, submissions, suggestions and chat, then marks the session', async () => {
    const db = freshDb();
    await prepareOffline(USER, server(), { total: 0, steps: sessionSteps, db });

    expect(await readFormOfActivity(USER, STEP4_ACTIVITY, db)).toBeNull();
    expect(await readTemplateFormId(USER, 'tpl1', db)).toBe('f-template');
    expect(await readForm(USER, 'f-template', db)).toMatchObject({ id: 'f-template' });
    expect((await readFormQuestions(USER, 'f-template', db)).map((q) => q.id)).toEqual(['q2', 'q3']);
    expect(await readSubmission(USER, 'f-template', db)).toMatchObject({ id: 'sub1', status: 'submitted' });
    expect((await readTeamProgress(USER, SESSION, db)).map((row) => row.id).sort()).toEqual(['g1', 'g2']);
    expect((await readSuggestions(USER, 'a-own', USER, db)).map((row) => row.id)).toEqual(['sg1']);
    expect((await readChatMessages(USER, 't1', SESSION, db)).map((row) => row.message)).toEqual(['Ciao']);
    expect(await listReadyOffline(db, USER)).toEqual([expect.objectContaining({ scope: 'session', id: SESSION })]);
  });

  it.each(['coaching_activity_templates', 'ai_suggestions', 'team_chat_messages'])(
    'leaves no "pronto offline" mark when reading %s fails',
    async (table) => {
      const db = freshDb();
      await expect(prepareOffline(USER, server(table), { total: 0, steps: sessionSteps, db })).rejects.toThrow(table);
      expect(await listReadyOffline(db, USER)).toEqual([]);
    },
  );

  it("runs the app's own preparation of each session before the mark, and a failure there leaves no mark", async () => {
    const db = freshDb();
    const prepared: string[] = [];
    await prepareOffline(USER, server(), {
      total: 0,
      steps: sessionSteps,
      db,
      prepareSession: async (_user, id) => void prepared.push(id),
    });
    expect(prepared).toEqual([SESSION]);

    const other = freshDb();
    const failing = () => Promise.reject(new Error('team screen: offline'));
    await expect(
      prepareOffline(USER, server(), { total: 0, steps: sessionSteps, db: other, prepareSession: failing }),
    ).rejects.toThrow('team screen');
    expect(await listReadyOffline(other, USER)).toEqual([]);
  });
});
