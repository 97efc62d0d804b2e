import type { BackendClient } from '../../backend/backend-client';
import type { WorkshopBundle } from '../../offline/workshop';

/** The workshop rpcs are newer than the generated types: called through this narrow shape. */
type UntypedRpc = {
  rpc: (
    name: string,
    args: Record<string, unknown>,
  ) => PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>;
};

async function call<T>(client: BackendClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await (client as unknown as UntypedRpc).rpc(name, args);
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return data as T;
}

export interface PreparableSession {
  id: string;
  name: string | null;
  teamId: string;
  teamName: string;
}

export interface PreparableTeam {
  id: string;
  name: string;
}

/** The coaching sessions the caller may see (a coach: their own), with their team. */
export async function listSessions(client: BackendClient): Promise<PreparableSession[]> {
  const { data, error } = await client.from('coaching_sessions').select('id, name, team_id, team:teams(id, name)');
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => {
    const team = row.team as { id: string; name: string } | null;
    return { id: row.id, name: row.name, teamId: row.team_id, teamName: team?.name ?? '' };
  });
}

/** The teams of an organisation (an org admin reads them all). */
export async function listTeams(client: BackendClient, organizationId: string): Promise<PreparableTeam[]> {
  const { data, error } = await client
    .from('teams')
    .select('id, name')
    .eq('organization_id', organizationId)
    .order('name');
  if (error) throw new Error(error.message);
  return data ?? [];
}

export interface RegisterArgs {
  teamId: string;
  sessionId: string | null;
  label: string;
  publicJwk: JsonWebKey;
  workshopDate: string;
}

export function registerDevice(client: BackendClient, args: RegisterArgs) {
  return call<{ id: string; upload_until: string }>(client, 'register_workshop_device', {
    p_team_id: args.teamId,
    p_session_id: args.sessionId,
    p_label: args.label,
    p_public_key: args.publicJwk,
    p_workshop_date: args.workshopDate,
  });
}

export function fetchBundle(client: BackendClient, deviceId: string) {
  return call<WorkshopBundle>(client, 'workshop_device_bundle', { p_device_id: deviceId });
}

export function revokeDevice(client: BackendClient, deviceId: string) {
  return call<unknown>(client, 'revoke_workshop_device', { p_device_id: deviceId });
}

/** The active scoring rules (the bundle names a template's rule; the scorer needs the rules themselves). */
export async function fetchScoringRules(client: BackendClient) {
  const { data, error } = await client.from('scoring_rule_templates').select('*').eq('is_active', true);
  if (error) throw new Error(error.message);
  return data ?? [];
}

export interface PreparedTablet {
  id: string;
  label: string;
  upload_until: string;
  revoked_at: string | null;
  last_contact_at: string | null;
}

/** The tablets this user prepared (row-level security lets them read those). */
export async function listPreparedTablets(client: BackendClient, userId: string): Promise<PreparedTablet[]> {
  const query = (
    client as unknown as {
      from: (t: string) => {
        select: (c: string) => {
          eq: (c: string, v: string) => PromiseLike<{ data: unknown; error: { message: string } | null }>;
        };
      };
    }
  )
    .from('workshop_devices')
    .select('id, label, upload_until, revoked_at, last_contact_at, prepared_at')
    .eq('prepared_by', userId);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return ((data ?? []) as (PreparedTablet & { prepared_at: string })[]).sort((a, b) =>
    b.prepared_at.localeCompare(a.prepared_at),
  );
}
