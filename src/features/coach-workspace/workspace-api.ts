/** The coach workspace's read (/coach): per coached session, who completed what, and what to review. */
import type { BackendClient } from '../../backend/backend-client';
import type { Json } from '../../offline/store';
import type { WorkshopLogistics } from '../../offline/coaching';

export interface WorkspaceActivity {
  id: string;
  title: string;
  activity_type: string;
  /** A workshop's venue, date and time and notes, which the coach may edit; null for other types. */
  logistics: WorkshopLogistics | null;
}
/** An edit of this coach that a later one replaced (notification field_edit_replaced, unread). */
export interface WorkspaceNotice {
  id: string;
  field: string;
  byName: string;
  rowId: string;
}
export interface WorkspacePhase {
  id: string;
  title: string;
  phase_number: number;
  activities: WorkspaceActivity[];
}
export interface WorkspaceMember {
  userId: string;
  name: string;
}
export interface WorkspaceProgress {
  user_id: string;
  activity_id: string;
  status: string;
}
export interface WorkspaceSubmission {
  id: string;
  user_id: string;
  form_id: string;
  formTitle: string;
  status: string;
  submitted_at: string | null;
  answers: Json;
}
export interface WorkspaceSuggestion {
  id: string;
  user_id: string;
  activity_id: string;
  status: string;
  generated_at: string;
  content: Json;
}

export interface WorkspaceSession {
  id: string;
  name: string | null;
  status: string;
  currentPhase: number;
  startDate: string | null;
  endDate: string | null;
  teamId: string;
  teamName: string;
  programName: string;
  phases: WorkspacePhase[];
  members: WorkspaceMember[];
  progress: WorkspaceProgress[];
  submissions: WorkspaceSubmission[];
  suggestions: WorkspaceSuggestion[];
  notices: WorkspaceNotice[];
}

const one = <T>(value: T | T[] | null): T | null => (Array.isArray(value) ? (value[0] ?? null) : value);

async function rows<T>(
  what: string,
  query: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw new Error(`${what}: ${error.message}`);
  return (data ?? []) as T[];
}

/** The forms the activities use: their own and the source forms they name. */
async function formsOf(
  client: BackendClient,
  activityIds: string[],
  sourceIds: (string | null)[],
): Promise<{ id: string; title: string }[]> {
  const own = await rows<{ id: string; title: string }>(
    'assignment_forms',
    client.from('assignment_forms').select('id, title').in('activity_id', activityIds),
  );
  const others = [...new Set(sourceIds.filter((id): id is string => !!id && !own.some((form) => form.id === id)))];
  return others.length
    ? [
        ...own,
        ...(await rows<{ id: string; title: string }>(
          'assignment_forms',
          client.from('assignment_forms').select('id, title').in('id', others),
        )),
      ]
    : own;
}

export async function loadCoachWorkspace(client: BackendClient, userId: string): Promise<WorkspaceSession[]> {
  const coaches = await rows<{ id: string }>(
    'taas_coaches',
    client.from('taas_coaches').select('id').eq('user_id', userId),
  );
  if (coaches.length === 0) return [];
  type SessionRow = {
    id: string;
    name: string | null;
    status: string;
    current_phase: number;
    start_date: string | null;
    end_date: string | null;
    team_id: string;
    program_id: string;
    team: { name: string } | null;
    program: { name: string } | null;
  };
  const sessions = await rows<SessionRow>(
    'coaching_sessions',
    client
      .from('coaching_sessions')
      .select(
        'id, name, status, current_phase, start_date, end_date, team_id, program_id, team:teams(name), program:coaching_programs(name)',
      )
      .in(
        'coach_id',
        coaches.map((c) => c.id),
      )
      .order('start_date', { ascending: false }),
  );
  const notices = await loadNotices(client, userId);
  return Promise.all(sessions.map((session) => loadSession(client, session)));

  async function loadSession(client: BackendClient, session: SessionRow): Promise<WorkspaceSession> {
    const phases = await rows<{ id: string; title: string; phase_number: number }>(
      'coaching_phases',
      client
        .from('coaching_phases')
        .select('id, title, phase_number')
        .eq('program_id', session.program_id)
        .eq('is_active', true)
        .order('phase_number'),
    );
    const phaseIds = phases.map((p) => p.id);
    const activities = phaseIds.length
      ? await rows<
          WorkspaceActivity & {
            phase_id: string;
            source_form_activity_id: string | null;
            source_form_template_id: string | null;
            content_data: Json;
          }
        >(
          'coaching_activities',
          client
            .from('coaching_activities')
            .select(
              'id, title, activity_type, phase_id, source_form_activity_id, source_form_template_id, content_data',
            )
            .in('phase_id', phaseIds)
            .eq('is_active', true)
            .order('order_index'),
        )
      : [];
    const activityIds = activities.map((a) => a.id);
    const [members, progress, forms, suggestions] = await Promise.all([
      rows<{ member_id: string }>(
        'team_members',
        client.from('team_members').select('member_id').eq('team_id', session.team_id),
      ),
      rows<WorkspaceProgress>(
        'user_activity_progress',
        client.from('user_activity_progress').select('user_id, activity_id, status').eq('session_id', session.id),
      ),
      activityIds.length
        ? formsOf(
            client,
            activityIds,
            activities.flatMap((a) => [a.source_form_activity_id, a.source_form_template_id]),
          )
        : Promise.resolve([]),
      activityIds.length
        ? rows<Omit<WorkspaceSuggestion, 'content'> & { generated_content: Json; user_modifications: Json | null }>(
            'ai_suggestions',
            client
              .from('ai_suggestions')
              .select('id, user_id, activity_id, status, generated_at, generated_content, user_modifications')
              .in('activity_id', activityIds)
              .order('generated_at', { ascending: false }),
          )
        : Promise.resolve([]),
    ]);
    const memberIds = members.map((m) => m.member_id);
    const profiles = memberIds.length
      ? await rows<{ user_id: string; first_name: string | null; last_name: string | null; email: string | null }>(
          'profiles',
          client.from('profiles').select('user_id, first_name, last_name, email').in('user_id', memberIds),
        )
      : [];
    const submissions =
      forms.length && memberIds.length
        ? await rows<Omit<WorkspaceSubmission, 'formTitle'>>(
            'assignment_submissions',
            client
              .from('assignment_submissions')
              .select('id, user_id, form_id, status, submitted_at, answers')
              .in(
                'form_id',
                forms.map((f) => f.id),
              )
              .in('user_id', memberIds),
          )
        : [];
    return {
      id: session.id,
      name: session.name,
      status: session.status,
      currentPhase: session.current_phase,
      startDate: session.start_date,
      endDate: session.end_date,
      teamId: session.team_id,
      teamName: one(session.team)?.name ?? '',
      programName: one(session.program)?.name ?? '',
      phases: phases.map((phase) => ({
        ...phase,
        activities: activities
          .filter((a) => a.phase_id === phase.id)
          .map(({ id, title, activity_type, content_data }) => ({
            id,
            title,
            activity_type,
            logistics: activity_type === 'workshop' ? logisticsOf(content_data) : null,
          })),
      })),
      members: memberIds.map((id) => {
        const profile = profiles.find((p) => p.user_id === id);
        return {
          userId: id,
          name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || profile?.email || id,
        };
      }),
      progress,
      notices: notices.filter((n) => n.rowId === session.id || activityIds.includes(n.rowId)),
      submissions: submissions.map((s) => ({ ...s, formTitle: forms.find((f) => f.id === s.form_id)?.title ?? '' })),
      suggestions: suggestions
        .filter((s) => memberIds.includes(s.user_id))
        .map(({ generated_content, user_modifications, ...s }) => ({
          ...s,
          content: user_modifications ?? generated_content,
        })),
    };
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function logisticsOf(content: Json): WorkshopLogistics {
  const data = (content && typeof content === 'object' && !Array.isArray(content) ? content : {}) as Record<
    string,
    unknown
  >;
  return {
    venue_address: text(data.venue_address),
    scheduled_datetime: text(data.scheduled_datetime),
    logistics_notes: text(data.logistics_notes),
  };
}

/** The coach's unread notices of a replaced edit, newest first. */
async function loadNotices(client: BackendClient, userId: string): Promise<WorkspaceNotice[]> {
  const found = await rows<{ id: string; message_params: Record<string, unknown> | null }>(
    'notifications',
    client
      .from('notifications')
      .select('id, message_params')
      .eq('user_id', userId)
      .eq('message_key', 'field_edit_replaced')
      .is('read_at', null)
      .order('created_at', { ascending: false }),
  );
  return found.map((n) => ({
    id: n.id,
    field: text(n.message_params?.field) ?? '',
    byName: text(n.message_params?.by_name) ?? '',
    rowId: text(n.message_params?.row_id) ?? '',
  }));
}
