/**
 * The team coaching screen's backend calls: the session with its phases, activities and people;
 * the team's progress; the chat; and the live feed (Realtime postgres_changes) of both.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { startWithLoadedClient } from '../../../backend/deferred-client';
import { cacheChatMessages, latestChatTime, type ChatMessageRow } from '../../../offline/chat';
import { cacheTeamProgress, type TeamProgressFields } from '../../../offline/coaching';
import type { BackendClient } from '../../../backend/backend-client';

export type ChatRole = 'coach' | 'team_leader' | 'member';

export interface TeamPerson {
  userId: string;
  name: string;
  role: ChatRole;
}

export interface TeamActivity {
  id: string;
  title: string;
  activity_type: string;
  order_index: number;
  is_required: boolean;
  team_leader_only: boolean;
  phase_id: string;
}

export interface TeamPhase {
  id: string;
  title: string;
  phase_number: number;
  activities: TeamActivity[];
}

export interface TeamSession {
  id: string;
  name: string | null;
  status: string;
  currentPhase: number;
  startDate: string | null;
  endDate: string | null;
  teamId: string;
  teamName: string;
  program: { id: string; name: string; totalPhases: number; durationWeeks: number | null };
  coach: { userId: string | null; name: string; email: string | null } | null;
}

/** Everything the four tabs show apart from the live parts (chat, progress). */
export interface TeamSessionView {
  session: TeamSession;
  phases: TeamPhase[];
  people: TeamPerson[];
}

const fail = (what: string, error: { message: string } | null): never => {
  throw new Error(`${what}: ${error?.message ?? 'no data'}`);
};
const fullName = (first: string | null | undefined, last: string | null | undefined, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

/** The session to show: the one asked for, else the newest active session the user may see. */
async function sessionId(client: BackendClient, requested: string | null): Promise<string | null> {
  if (requested) return requested;
  const { data, error } = await client
    .from('coaching_sessions')
    .select('id, status')
    .order('start_date', { ascending: false });
  if (error) fail('coaching_sessions', error);
  const rows = data ?? [];
  return (rows.find((row) => row.status === 'active') ?? rows[0])?.id ?? null;
}

/** null when the session does not exist or the user may not see it. */
export async function loadTeamSession(
  client: BackendClient,
  requested: string | null,
): Promise<TeamSessionView | null> {
  const id = await sessionId(client, requested);
  if (!id) return null;
  const found = await client
    .from('coaching_sessions')
    .select('id, name, status, current_phase, start_date, end_date, team_id, program_id, coach_id')
    .eq('id', id)
    .maybeSingle();
  if (found.error) fail('coaching_sessions', found.error);
  const row = found.data;
  if (!row) return null;
  const [program, team, coach, phases, members] = await Promise.all([
    client
      .from('coaching_programs')
      .select('id, name, total_phases, duration_weeks')
      .eq('id', row.program_id)
      .maybeSingle(),
    client.from('teams').select('id, name, team_leader_id').eq('id', row.team_id).maybeSingle(),
    row.coach_id
      ? client.from('taas_coaches').select('user_id, first_name, last_name, email').eq('id', row.coach_id).maybeSingle()
      : Promise.resolve({ data: null, error: null }),
    client
      .from('coaching_phases')
      .select('id, title, phase_number')
      .eq('program_id', row.program_id)
      .eq('is_active', true)
      .order('phase_number'),
    client.from('team_members').select('member_id, role').eq('team_id', row.team_id),
  ]);
  if (phases.error) fail('coaching_phases', phases.error);
  if (members.error) fail('team_members', members.error);
  const phaseIds = (phases.data ?? []).map((phase) => phase.id);
  const activities = phaseIds.length
    ? await client
        .from('coaching_activities')
        .select('id, title, activity_type, order_index, is_required, team_leader_only, phase_id')
        .in('phase_id', phaseIds)
        .eq('is_active', true)
        .order('order_index')
    : { data: [], error: null };
  if (activities.error) fail('coaching_activities', activities.error);
  const memberIds = (members.data ?? []).map((member) => member.member_id);
  const profiles = memberIds.length
    ? await client.from('profiles').select('user_id, first_name, last_name, email').in('user_id', memberIds)
    : { data: [], error: null };
  const leaderId = team.data?.team_leader_id ?? null;

  const people: TeamPerson[] = (members.data ?? []).map((member) => {
    const profile = (profiles.data ?? []).find((p) => p.user_id === member.member_id);
    const isLeader = member.member_id === leaderId || member.role === 'leader';
    return {
      userId: member.member_id,
      name: fullName(profile?.first_name, profile?.last_name, profile?.email ?? member.member_id),
      role: isLeader ? 'team_leader' : 'member',
    };
  });
  const coachRow = coach.data;
  if (coachRow?.user_id && !people.some((person) => person.userId === coachRow.user_id)) {
    people.push({
      userId: coachRow.user_id,
      name: fullName(coachRow.first_name, coachRow.last_name, coachRow.email ?? ''),
      role: 'coach',
    });
  }
  return {
    session: {
      id: row.id,
      name: row.name,
      status: row.status,
      currentPhase: row.current_phase,
      startDate: row.start_date,
      endDate: row.end_date,
      teamId: row.team_id,
      teamName: team.data?.name ?? '',
      program: {
        id: row.program_id,
        name: program.data?.name ?? '',
        totalPhases: program.data?.total_phases ?? phaseIds.length,
        durationWeeks: program.data?.duration_weeks ?? null,
      },
      coach: coachRow
        ? {
            userId: coachRow.user_id,
            name: fullName(coachRow.first_name, coachRow.last_name, coachRow.email ?? ''),
            email: coachRow.email,
          }
        : null,
    },
    phases: (phases.data ?? []).map((phase) => ({
      ...phase,
      activities: (activities.data ?? []).filter((activity) => activity.phase_id === phase.id),
    })),
    people,
  };
}

/** The session's progress rows the user may read (their own; all of them for leaders and the coach). */
export async function refreshTeamProgress(
  client: BackendClient,
  ownerId: string,
  sessionIdValue: string,
): Promise<void> {
  const { data, error } = await client.from('user_activity_progress').select('*').eq('session_id', sessionIdValue);
  if (error) fail('user_activity_progress', error);
  await cacheTeamProgress(ownerId, (data ?? []) as TeamProgressFields[]);
}

const CHAT_COLUMNS = 'id, client_id, team_id, session_id, sender_id, sender_role, message, created_at, updated_at';

/** The team's chat, or only what is newer than the device's newest message. */
export async function refreshChat(client: BackendClient, ownerId: string, teamId: string): Promise<void> {
  const since = await latestChatTime(ownerId, teamId);
  let query = client.from('team_chat_messages').select(CHAT_COLUMNS).eq('team_id', teamId);
  if (since) query = query.gte('updated_at', since);
  // the newest 500 (a first read of a long chat), stored oldest first by the device's read
  const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
  if (error) fail('team_chat_messages', error);
  await cacheChatMessages(ownerId, (data ?? []) as ChatMessageRow[]);
}

export type LiveStatus = 'connecting' | 'live' | 'polling';

/**
 * New chat messages and progress changes pushed by Realtime into the device's copy (the screen
 * follows through its live reads). Reports 'live' once the channel is joined, 'polling' when it
 * cannot join; the caller polls meanwhile. Returns the unsubscribe function.
 */
export function subscribeTeamLive(
  client: BackendClient,
  ownerId: string,
  scope: { teamId: string; sessionId: string },
  onStatus: (status: LiveStatus) => void,
): () => void {
  return startWithLoadedClient(
    client,
    (loaded) => {
      const channel: RealtimeChannel = loaded
        .channel(`team-coaching:${scope.sessionId}:${crypto.randomUUID()}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'team_chat_messages', filter: `team_id=eq.${scope.teamId}` },
          (change) => {
            if (change.eventType !== 'DELETE') void cacheChatMessages(ownerId, [change.new as ChatMessageRow]);
          },
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'user_activity_progress', filter: `session_id=eq.${scope.sessionId}` },
          (change) => {
            if (change.eventType !== 'DELETE') void cacheTeamProgress(ownerId, [change.new as TeamProgressFields]);
          },
        );
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') onStatus('live');
        else onStatus('polling');
      });
      return () => {
        void loaded.removeChannel(channel);
      };
    },
    () => onStatus('polling'),
  );
}
