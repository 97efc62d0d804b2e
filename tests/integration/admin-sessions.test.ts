/**
 * Coaching sessions and coaches over HTTP: an org admin starts a session for a team with a coach; the
 * team's members and the coach are told and read it; the admin changes its dates (never an end before
 * the start), its current phase (one the program has) and completes it. An org admin makes a person of
 * their organisation a coach of that organisation only, and stops them; the platform's coaches stay a
 * super admin's. Acme's admin does not touch Globex's sessions, and a member writes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, COACH_ID, ORG, PROGRAM_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL, GLOBEX } from '../../supabase/tests/support/cross-org-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let orgAdmin: TestClient;
let member: TestClient;
let coach: TestClient;
let superAdmin: TestClient;

type Row = Record<string, unknown>;
const table = (client: TestClient, name: string) =>
  client.from(name as never) as never as ReturnType<TestClient['from']>;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(CROSS_ORG_FIXTURE_SQL);
  [orgAdmin, member, coach, superAdmin] = await Promise.all([
    backend.signIn(ACCOUNTS.admin.email),
    backend.signIn(ACCOUNTS.member.email),
    backend.signIn(ACCOUNTS.coach.email),
    backend.signIn(ACCOUNTS.super.email),
  ]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

async function startSession(name: string, coachId: string | null = COACH_ID): Promise<string> {
  const { data, error } = await table(orgAdmin, 'coaching_sessions')
    .insert({
      name,
      program_id: PROGRAM_ID,
      team_id: TEAM.alpha,
      coach_id: coachId,
      start_date: '2027-02-01',
      end_date: '2027-05-31',
    } as never)
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

const notificationsOf = async (userId: string, sessionId: string) =>
  (
    await backend.db.query<{ message_key: string; link: string }>(
      `select message_key, link from public.notifications where user_id = $1 and message_params ->> 'session_id' = $2 order by created_at`,
      [userId, sessionId],
    )
  ).rows;

describe('an org admin runs a session', () => {
  it('starts one: the members and the coach are told and read it', async () => {
    const sessionId = await startSession('Alpha – Primavera');
    expect(await notificationsOf(ACCOUNTS.member.userId, sessionId)).toEqual([
      { message_key: 'coaching_session_started', link: '/coaching-list' },
    ]);
    expect(await notificationsOf(ACCOUNTS.coach.userId, sessionId)).toEqual([
      { message_key: 'coaching_session_assigned', link: '/coach' },
    ]);
    expect(await notificationsOf(ACCOUNTS.admin.userId, sessionId)).toEqual([]);
    const seenByMember = await table(member, 'coaching_sessions')
      .select('name, program:coaching_programs(name)')
      .eq('id', sessionId);
    expect(seenByMember.data).toEqual([{ name: 'Alpha – Primavera', program: { name: 'Percorso Team Performance' } }]);
    const seenByCoach = await table(coach, 'coaching_sessions').select('name').eq('id', sessionId);
    expect(seenByCoach.data).toEqual([{ name: 'Alpha – Primavera' }]);
  });

  it('changes dates but never to an end before the start', async () => {
    const sessionId = await startSession('Date');
    const moved = await table(orgAdmin, 'coaching_sessions')
      .update({ start_date: '2027-03-01', end_date: '2027-06-30' } as never)
      .eq('id', sessionId)
      .select('start_date, end_date');
    expect(moved.data).toEqual([{ start_date: '2027-03-01', end_date: '2027-06-30' }]);
    const backwards = await table(orgAdmin, 'coaching_sessions')
      .update({ end_date: '2027-01-01' } as never)
      .eq('id', sessionId);
    expect(backwards.error?.code).toBe('23514');
    expect(backwards.error?.message).toContain('coaching_sessions_check');
  });

  it('sets a current phase the program has, and completes the session telling the members', async () => {
    const sessionId = await startSession('Fasi');
    const second = await table(orgAdmin, 'coaching_sessions')
      .update({ current_phase: 2 } as never)
      .eq('id', sessionId);
    expect(second.error).toBeNull();
    const ninth = await table(orgAdmin, 'coaching_sessions')
      .update({ current_phase: 9 } as never)
      .eq('id', sessionId);
    expect(ninth.error?.code).toBe('23514');
    expect(ninth.error?.message).toContain('session_phase');
    const done = await table(orgAdmin, 'coaching_sessions')
      .update({ status: 'completed' } as never)
      .eq('id', sessionId);
    expect(done.error).toBeNull();
    expect((await notificationsOf(ACCOUNTS.member.userId, sessionId)).map((n) => n.message_key)).toEqual([
      'coaching_session_started',
      'coaching_phase_opened',
      'coaching_session_completed',
    ]);
  });

  it("changes the coach, telling the new one; keeps Acme's admin off Globex's sessions", async () => {
    const sessionId = await startSession('Senza coach', null);
    const assigned = await table(orgAdmin, 'coaching_sessions')
      .update({ coach_id: COACH_ID } as never)
      .eq('id', sessionId);
    expect(assigned.error).toBeNull();
    expect(await notificationsOf(ACCOUNTS.coach.userId, sessionId)).toEqual([
      { message_key: 'coaching_session_assigned', link: '/coach' },
    ]);
    const globexEdit = await table(orgAdmin, 'coaching_sessions')
      .update({ name: 'Presa' } as never)
      .eq('id', GLOBEX.session)
      .select('id');
    expect(globexEdit.data ?? []).toEqual([]);
    const globexNew = await table(orgAdmin, 'coaching_sessions').insert({
      name: 'Presa',
      program_id: GLOBEX.program,
      team_id: TEAM.orion,
    } as never);
    expect(globexNew.error?.code).toBe('42501');
  });

  it('lets a member create and change no session', async () => {
    const created = await table(member, 'coaching_sessions').insert({
      name: 'Mia',
      program_id: PROGRAM_ID,
      team_id: TEAM.alpha,
    } as never);
    expect(created.error?.code).toBe('42501');
    const sessionId = await startSession('Intatta');
    const changed = await table(member, 'coaching_sessions')
      .update({ current_phase: 2 } as never)
      .eq('id', sessionId)
      .select('id');
    expect(changed.data ?? []).toEqual([]);
  });
});

describe('coaches', () => {
  it("lets an org admin choose among the platform's active coaches", async () => {
    const { data } = await table(orgAdmin, 'taas_coaches').select('id, organization_id').eq('id', COACH_ID);
    expect(data).toEqual([{ id: COACH_ID, organization_id: null }]);
  });

  it('lets an org admin make a person of the organisation its coach, assign and stop them', async () => {
    const made = await table(orgAdmin, 'taas_coaches')
      .insert({
        user_id: ACCOUNTS.manager.userId,
        organization_id: ORG.acme,
        first_name: 'Mario',
        email: ACCOUNTS.manager.email,
      } as never)
      .select('id')
      .single();
    expect(made.error).toBeNull();
    const coachId = (made.data as { id: string }).id;
    await startSession('Con coach interno', coachId);
    const asGlobexCoach = await table(superAdmin, 'coaching_sessions')
      .update({ coach_id: coachId } as never)
      .eq('id', GLOBEX.session);
    expect(asGlobexCoach.error?.code).toBe('42501');
    expect(asGlobexCoach.error?.message).toContain('session_coach');
    const stopped = await table(orgAdmin, 'taas_coaches')
      .update({ is_active: false } as never)
      .eq('id', coachId)
      .select('is_active');
    expect(stopped.data).toEqual([{ is_active: false }]);
    const { data, error } = await table(orgAdmin, 'coaching_sessions')
      .insert({ name: 'Ancora', program_id: PROGRAM_ID, team_id: TEAM.alpha, coach_id: coachId } as never)
      .select('id');
    expect(error?.message).toContain('session_coach');
    expect(data).toBeNull();
  });

  it("keeps the platform's coaches and other organisations' people out of an org admin's reach", async () => {
    const platform = await table(orgAdmin, 'taas_coaches').insert({
      user_id: ACCOUNTS.leader.userId,
      organization_id: null,
    } as never);
    expect(platform.error?.code).toBe('42501');
    const globexPerson = await table(orgAdmin, 'taas_coaches').insert({
      user_id: ACCOUNTS.globex.userId,
      organization_id: ORG.acme,
    } as never);
    expect(globexPerson.error?.code).toBe('42501');
    const stopPlatform = await table(orgAdmin, 'taas_coaches')
      .update({ is_active: false } as never)
      .eq('id', COACH_ID)
      .select('id');
    expect(stopPlatform.data ?? []).toEqual([]);
    const { rows } = await backend.db.query<Row>('select is_active from public.taas_coaches where id = $1', [COACH_ID]);
    expect(rows).toEqual([{ is_active: true }]);
  });

  it('lets a super admin make anyone a platform coach', async () => {
    const { error } = await table(superAdmin, 'taas_coaches').insert({
      user_id: ACCOUNTS.newMember.userId,
      organization_id: null,
      first_name: 'Nuovo',
    } as never);
    expect(error).toBeNull();
  });
});
