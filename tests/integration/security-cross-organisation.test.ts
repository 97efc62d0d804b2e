/**
 * Cross-organisation leaks: each attack as the role that tried it, over HTTP with
 * supabase-js, against the demo data plus the Globex rows of support/cross-org-fixtures.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  COACH_ID,
  ORG,
  PROGRAM_ID,
  SESSION_ID,
  TEAM,
  activityId,
  formId,
  type RoleKey,
} from '../../supabase/tests/support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL, GLOBEX, OTHER_COACH } from '../../supabase/tests/support/cross-org-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const as = {} as Record<Extract<RoleKey, 'super' | 'admin' | 'coach' | 'member' | 'globex'>, TestClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(CROSS_ORG_FIXTURE_SQL);
  for (const role of ['super', 'admin', 'coach', 'member', 'globex'] as const)
    as[role] = await backend.signIn(ACCOUNTS[role].email);
});
afterAll(async () => {
  await backend?.close();
});

const column = async (table: string, name: string, id: string): Promise<unknown> =>
  (await backend.db.query<{ v: unknown }>(`select ${name}::text as v from public.${table} where id = $1`, [id])).rows[0]
    ?.v;

describe('a coach re-points a session (finding 1)', () => {
  it.each([
    ['team_id', 'a Globex team', TEAM.orion],
    ['team_id', 'another Acme team', TEAM.beta],
    ['program_id', 'a Globex program', GLOBEX.program],
    ['coach_id', 'another coach', OTHER_COACH.coachId],
  ])('refuses changing %s to %s', async (name, _what, value) => {
    const { error } = await as.coach
      .from('coaching_sessions')
      .update({ [name]: value } as never)
      .eq('id', SESSION_ID)
      .select('id');
    expect(error?.code).toBe('42501');
    expect(await column('coaching_sessions', name, SESSION_ID)).toBe(
      { team_id: TEAM.alpha, program_id: PROGRAM_ID, coach_id: COACH_ID }[name],
    );
  });

  it('still lets the coach move their session to the next phase', async () => {
    const { data, error } = await as.coach
      .from('coaching_sessions')
      .update({ current_phase: 2 })
      .eq('id', SESSION_ID)
      .select('current_phase');
    expect(error).toBeNull();
    expect(data).toEqual([{ current_phase: 2 }]);
  });

  it('shows the coach no Globex member, chat, submission or suggestion, and refuses a post in Orion', async () => {
    expect((await as.coach.from('profiles').select('id').eq('user_id', ACCOUNTS.globex.userId)).data).toEqual([]);
    expect((await as.coach.from('team_chat_messages').select('id').eq('team_id', TEAM.orion)).data).toEqual([]);
    expect((await as.coach.from('assignment_submissions').select('id').eq('id', GLOBEX.submission)).data).toEqual([]);
    expect((await as.coach.from('ai_suggestions').select('id').eq('id', GLOBEX.suggestion)).data).toEqual([]);
    const post = await as.coach.from('team_chat_messages').insert({
      team_id: TEAM.orion,
      session_id: GLOBEX.session,
      sender_id: ACCOUNTS.coach.userId,
      sender_role: 'coach',
      message: 'Ciao',
    });
    expect(post.error?.code).toBe('42501');
  });
});

describe('a coach of one session sees only their own sessions (finding 5)', () => {
  it("does not show another coach's session of the same team, its chat or its submissions", async () => {
    expect((await as.coach.from('coaching_sessions').select('id')).data).toEqual([{ id: SESSION_ID }]);
    expect((await as.coach.from('team_chat_messages').select('id').eq('id', OTHER_COACH.chatMessage)).data).toEqual([]);
    expect((await as.coach.from('assignment_submissions').select('id').eq('id', OTHER_COACH.submission)).data).toEqual(
      [],
    );
    expect((await as.coach.from('ai_suggestions').select('id').eq('id', OTHER_COACH.suggestion)).data).toEqual([]);
  });

  it("still shows the members of the team the session is for, and the session's own chat", async () => {
    expect((await as.coach.from('profiles').select('id').eq('user_id', ACCOUNTS.member.userId)).data).toHaveLength(1);
    expect(
      (await as.coach.from('team_chat_messages').select('id').eq('session_id', SESSION_ID)).data?.length,
    ).toBeGreaterThan(0);
  });
});

describe('an org admin enrols a foreign person (finding 2)', () => {
  it('refuses adding the Globex member to Alpha', async () => {
    const { error } = await as.admin
      .from('team_members')
      .insert({ team_id: TEAM.alpha, member_id: ACCOUNTS.globex.userId });
    expect(error?.code).toBe('42501');
  });

  it('refuses naming the Globex member manager of Alpha, and the admin manager of Orion', async () => {
    const foreignManager = await as.admin
      .from('team_manager_assignments')
      .insert({ team_id: TEAM.alpha, manager_id: ACCOUNTS.globex.userId });
    expect(foreignManager.error?.code).toBe('42501');
    const foreignTeam = await as.admin
      .from('team_manager_assignments')
      .insert({ team_id: TEAM.orion, manager_id: ACCOUNTS.admin.userId });
    expect(foreignTeam.error?.code).toBe('42501');
  });

  it("refuses granting the Globex member a role in Acme, or making them Alpha's leader", async () => {
    const role = await as.admin
      .from('user_roles')
      .insert({ user_id: ACCOUNTS.globex.userId, role_type: 'manager', organization_id: ORG.acme });
    expect(role.error?.code).toBe('42501');
    const leader = await as.admin
      .from('teams')
      .update({ team_leader_id: ACCOUNTS.globex.userId })
      .eq('id', TEAM.alpha)
      .select('id');
    expect(leader.error?.code).toBe('42501');
  });

  it('still lets the admin name themselves manager of Alpha', async () => {
    const { error } = await as.admin
      .from('team_manager_assignments')
      .insert({ team_id: TEAM.alpha, manager_id: ACCOUNTS.admin.userId });
    expect(error).toBeNull();
  });

  it('leaves the Globex member without any Acme profile in sight', async () => {
    const { data } = await as.globex.from('profiles').select('organization_id');
    expect(data).toEqual([{ organization_id: ORG.globex }]);
  });
});

describe('an org admin changes organisation (finding 3)', () => {
  it('refuses moving their own profile to Globex', async () => {
    const { error } = await as.admin
      .from('profiles')
      .update({ organization_id: ORG.globex })
      .eq('user_id', ACCOUNTS.admin.userId)
      .select('id');
    expect(error?.code).toBe('42501');
    expect(await column('profiles', 'organization_id', '21000000-0000-4000-8000-000000000002')).toBe(ORG.acme);
    expect((await as.admin.from('organizations').select('id')).data).toEqual([{ id: ORG.acme }]);
  });

  it('lets a super admin move a person who holds nothing in their organisation', async () => {
    const profileId = '21000000-0000-4000-8000-000000000009';
    await backend.db.query(`update public.user_roles set is_active = false where user_id = $1`, [
      '20000000-0000-4000-8000-000000000009',
    ]);
    const { data, error } = await as.super
      .from('profiles')
      .update({ organization_id: ORG.globex })
      .eq('id', profileId)
      .select('organization_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ organization_id: ORG.globex }]);
  });
});

describe('an org admin links forms across organisations (finding 5)', () => {
  it('refuses pointing an Acme activity at a Globex form', async () => {
    for (const name of ['source_form_template_id', 'source_form_activity_id'] as const) {
      const { error } = await as.admin
        .from('coaching_activities')
        .update({ [name]: GLOBEX.form } as never)
        .eq('id', activityId(6))
        .select('id');
      expect(error?.code, name).toBe('42501');
    }
  });

  it('refuses attaching an Acme form to a Globex activity', async () => {
    const insert = await as.admin
      .from('assignment_forms')
      .insert({ title: 'F', organization_id: ORG.acme, activity_id: GLOBEX.activity });
    expect(insert.error?.code).toBe('42501');
    const update = await as.admin
      .from('assignment_forms')
      .update({ activity_id: GLOBEX.activity })
      .eq('id', formId(2))
      .select('id');
    expect(update.error?.code).toBe('42501');
  });
});
