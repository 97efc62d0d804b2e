/** The coach dashboard's reads: the sessions this coach runs (spec part 2, /coach). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../backend/database.types';

/** The app's client, handed in by src/app (features never import the singleton). */
export type Client = SupabaseClient<Database>;

export interface CoachedSession {
  id: string;
  name: string | null;
  status: string;
  currentPhase: number;
  teamName: string | null;
  programName: string | null;
}

const nameOf = (value: unknown): string | null => {
  const row = Array.isArray(value) ? value[0] : value;
  return row && typeof row === 'object' && 'name' in row ? String((row as { name: unknown }).name) : null;
};

export async function loadCoachedSessions(client: Client, userId: string): Promise<CoachedSession[]> {
  const coach = await client.from('taas_coaches').select('id').eq('user_id', userId).maybeSingle();
  if (coach.error) throw new Error(coach.error.message);
  if (!coach.data) return [];
  const { data, error } = await client
    .from('coaching_sessions')
    .select('id, name, status, current_phase, team:teams(name), program:coaching_programs(name)')
    .eq('coach_id', coach.data.id)
    .order('start_date', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    currentPhase: row.current_phase,
    teamName: nameOf(row.team),
    programName: nameOf(row.program),
  }));
}
