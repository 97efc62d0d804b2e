/**
 * Coaching sessions and coaches for the organisation admin: a session runs a program for a team with
 * a coach; the database tells the team's members and the coach (see the session triggers), checks the
 * dates and the phase, and lets an org admin appoint only coaches of their own organisation.
 */
import type { BackendClient } from '../../../backend/backend-client';
import { fail } from '../../../backend/fail';
import type { SessionDraft } from './session-validation';

export interface SessionRow {
  id: string;
  name: string | null;
  status: string;
  current_phase: number;
  start_date: string | null;
  end_date: string | null;
  program_id: string;
  team_id: string;
  coach_id: string | null;
  program: { name: string; total_phases: number } | null;
  team: { name: string } | null;
}

export interface CoachRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  organization_id: string | null;
  is_active: boolean;
}

export interface ProgramChoice {
  id: string;
  name: string;
  total_phases: number;
}

export interface SessionsData {
  sessions: SessionRow[];
  coaches: CoachRow[];
  programs: ProgramChoice[];
}

/** The sessions of the organisation's teams, the coaches an admin may choose and the programs a session may run. */
export async function loadSessions(
  client: BackendClient,
  organizationId: string,
  teamIds: string[],
): Promise<SessionsData> {
  const [sessions, coaches, programs] = await Promise.all([
    client
      .from('coaching_sessions')
      .select(
        'id, name, status, current_phase, start_date, end_date, program_id, team_id, coach_id, program:coaching_programs(name, total_phases), team:teams(name)',
      )
      // No team, no session: the nil id keeps the filter a valid one that matches nothing.
      .in('team_id', teamIds.length ? teamIds : ['00000000-0000-0000-0000-000000000000'])
      .order('start_date', { ascending: false }),
    client
      .from('taas_coaches')
      .select('id, user_id, first_name, last_name, email, organization_id, is_active')
      .or(`organization_id.eq.${organizationId},organization_id.is.null`)
      .order('last_name'),
    client
      .from('coaching_programs')
      .select('id, name, total_phases')
      .or(`organization_id.eq.${organizationId},organization_id.is.null`)
      .eq('is_active', true)
      .order('name'),
  ]);
  if (sessions.error) fail(sessions.error);
  if (coaches.error) fail(coaches.error);
  if (programs.error) fail(programs.error);
  return {
    sessions: (sessions.data ?? []) as unknown as SessionRow[],
    coaches: coaches.data ?? [],
    programs: programs.data ?? [],
  };
}

const sessionFields = (draft: SessionDraft) => ({
  name: draft.name.trim(),
  program_id: draft.programId,
  team_id: draft.teamId,
  coach_id: draft.coachId || null,
  start_date: draft.startDate || null,
  end_date: draft.endDate || null,
});

export async function createSession(client: BackendClient, draft: SessionDraft): Promise<void> {
  const { error } = await client.from('coaching_sessions').insert(sessionFields(draft));
  if (error) fail(error);
}

/**
 * Changes name, coach, dates and current phase (the team and program of a running session stay as
 * they are). The dates and phase go only when changed from `opened`, the row the dialog showed: the
 * server keeps the later edit of each of them, so writing back an unchanged value would replace a
 * coach's edit that arrived while the dialog was open.
 */
export async function updateSession(
  client: BackendClient,
  sessionId: string,
  draft: SessionDraft,
  currentPhase: number,
  opened?: Pick<SessionRow, 'start_date' | 'end_date' | 'current_phase'>,
): Promise<void> {
  const { name, coach_id, start_date, end_date } = sessionFields(draft);
  const edited = {
    ...(start_date !== opened?.start_date ? { start_date } : {}),
    ...(end_date !== opened?.end_date ? { end_date } : {}),
    ...(currentPhase !== opened?.current_phase ? { current_phase: currentPhase } : {}),
  };
  const { error } = await client
    .from('coaching_sessions')
    .update({ name, coach_id, ...edited })
    .eq('id', sessionId);
  if (error) fail(error);
}

export async function setCurrentPhase(client: BackendClient, sessionId: string, phase: number): Promise<void> {
  const { error } = await client.from('coaching_sessions').update({ current_phase: phase }).eq('id', sessionId);
  if (error) fail(error);
}

export async function completeSession(client: BackendClient, sessionId: string): Promise<void> {
  const { error } = await client.from('coaching_sessions').update({ status: 'completed' }).eq('id', sessionId);
  if (error) fail(error);
}

/** Makes a person a coach of the organisation (its sessions only), or of the platform (organisation null: super admins only). */
export async function appointCoach(
  client: BackendClient,
  organizationId: string | null,
  person: { userId: string; firstName: string; lastName: string; email: string | null },
): Promise<void> {
  const { error } = await client.from('taas_coaches').insert({
    user_id: person.userId,
    organization_id: organizationId,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
  });
  if (error) fail(error);
}

export async function setCoachActive(client: BackendClient, coachId: string, active: boolean): Promise<void> {
  const { error } = await client.from('taas_coaches').update({ is_active: active }).eq('id', coachId);
  if (error) fail(error);
}

export const coachName = (coach: Pick<CoachRow, 'first_name' | 'last_name' | 'email'>) =>
  [coach.first_name, coach.last_name].filter(Boolean).join(' ') || coach.email || '—';

export interface ReplacedEdit {
  id: string;
  field: string;
  byName: string;
}

/** The caller's unread notices that a later edit replaced theirs on this session (field_edit_replaced). */
export async function loadReplacedEdits(client: BackendClient, sessionId: string): Promise<ReplacedEdit[]> {
  const { data, error } = await client
    .from('notifications')
    .select('id, message_params')
    .eq('message_key', 'field_edit_replaced')
    .is('read_at', null)
    .order('created_at', { ascending: false });
  if (error) fail(error);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return (data ?? [])
    .map((n) => ({ id: n.id, params: (n.message_params ?? {}) as Record<string, unknown> }))
    .filter((n) => n.params.session_id === sessionId)
    .map((n) => ({ id: n.id, field: text(n.params.field), byName: text(n.params.by_name) }));
}
