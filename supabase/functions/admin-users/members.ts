/** Actions on an organisation's people: create, create-batch, update, delete. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createPerson, fromDatabase, writeMember } from './create-person.ts';
import { requireManager, requirePersonManager } from './clients.ts';
import { Refusal, badRequest } from './http.ts';
import { isUuid, readPassword, readPerson, readProfile, type Body } from './person-input.ts';

export const MAX_BATCH_ROWS = 1000;

interface Team {
  id: string;
  name: string;
}

async function teamsOf(svc: SupabaseClient, organizationId: string): Promise<Team[]> {
  const { data, error } = await svc.from('teams').select('id, name').eq('organization_id', organizationId);
  if (error) throw fromDatabase(error);
  return (data ?? []) as Team[];
}

/** teamId, or team (its id or its name, as a CSV has it), among the organisation's teams; null for none. */
function resolveTeam(body: Body, teams: Team[], errors: Record<string, string>): string | null {
  const given =
    typeof body.teamId === 'string' && body.teamId
      ? body.teamId
      : typeof body.team === 'string'
        ? body.team.trim()
        : '';
  if (!given) return null;
  const team =
    teams.find((t) => t.id === given) ?? teams.find((t) => t.name.trim().toLowerCase() === given.toLowerCase());
  if (!team) errors[body.teamId ? 'teamId' : 'team'] = `Unknown team: ${given}`;
  return team?.id ?? null;
}

/** A team_leader role is the leadership of a team: it needs one. */
function requireTeamForLeader(roles: string[], teamId: string | null, errors: Record<string, string>): void {
  if (roles.includes('team_leader') && !teamId && !errors.team && !errors.teamId)
    errors.roles = 'A team leader needs a team';
}

function requireOrganisation(body: Body): string {
  if (!isUuid(body.organizationId)) throw badRequest({ organizationId: 'Required field' });
  return body.organizationId;
}

export async function create(svc: SupabaseClient, caller: string, body: Body) {
  const organizationId = requireOrganisation(body);
  await requireManager(svc, caller, organizationId);
  const errors: Record<string, string> = {};
  const person = readPerson(body, errors);
  const teamId = resolveTeam(body, await teamsOf(svc, organizationId), errors);
  requireTeamForLeader(person.roles, teamId, errors);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const { userId } = await createPerson(svc, person, writeMember(svc, person, organizationId, teamId, caller));
  return { status: 201, body: { userId } };
}

export interface RowResult {
  row: number;
  ok: boolean;
  userId?: string;
  /** Why the server refused the row ('email_exists' when the address has an account already). */
  code?: string;
  error?: string;
  fields?: Record<string, string>;
}

/** Up to 1,000 people: invalid rows are reported, valid ones created, each row all or nothing. `row` counts from 1. */
export async function createBatch(svc: SupabaseClient, caller: string, body: Body) {
  const organizationId = requireOrganisation(body);
  await requireManager(svc, caller, organizationId);
  const rows = body.rows;
  if (!Array.isArray(rows) || rows.length === 0) throw badRequest({ rows: 'Required field' });
  if (rows.length > MAX_BATCH_ROWS) throw badRequest({ rows: `At most ${MAX_BATCH_ROWS} rows per call` });
  const defaults = {
    password: typeof body.defaultPassword === 'string' ? body.defaultPassword : undefined,
    mustSetPassword: body.mustSetPassword === true,
  };
  const teams = await teamsOf(svc, organizationId);
  const seen = new Set<string>();
  const results: RowResult[] = [];
  for (const [index, raw] of rows.entries()) {
    const row = index + 1;
    const errors: Record<string, string> = {};
    const input = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Body) : {};
    const person = readPerson(input, errors, defaults);
    const teamId = resolveTeam(input, teams, errors);
    requireTeamForLeader(person.roles, teamId, errors);
    if (person.email && seen.has(person.email)) errors.email = 'Duplicate email in this import';
    if (person.email) seen.add(person.email);
    if (Object.keys(errors).length > 0) {
      results.push({ row, ok: false, error: Object.values(errors).join('; '), fields: errors });
      continue;
    }
    try {
      const { userId } = await createPerson(svc, person, writeMember(svc, person, organizationId, teamId, caller));
      results.push({ row, ok: true, userId });
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, 'unexpected_failure', String(error));
      results.push({
        row,
        ok: false,
        code: refusal.code,
        error: refusal.message,
        ...(refusal.fields ? { fields: refusal.fields } : {}),
      });
    }
  }
  const created = results.filter((r) => r.ok).length;
  return { status: 200, body: { results, created, failed: results.length - created } };
}

const BANNED_FOR_GOOD = '876000h';

/** Profile fields and status; a new password only when one is given (empty keeps the current one). */
export async function update(svc: SupabaseClient, caller: string, body: Body) {
  if (!isUuid(body.userId)) throw badRequest({ userId: 'Required field' });
  const userId = body.userId;
  await requirePersonManager(svc, caller, userId);
  const errors: Record<string, string> = {};
  const profile = readProfile(body, errors, true);
  const password = readPassword(body, errors, false);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const { data: before } = await svc.from('profiles').select('status').eq('user_id', userId).single();
  const wasInactive = (before as { status: string } | null)?.status === 'inactive';
  // The password first: changing it clears must_set_password, which the profile may then set again.
  if (password) {
    const { error } = await svc.auth.admin.updateUserById(userId, { password });
    if (error) throw new Refusal(400, 'invalid_body', error.message, { password: error.message });
  }
  const { error } = await svc.rpc('admin_update_person', { _user_id: userId, _profile: profile });
  if (error) throw fromDatabase(error);
  // An inactive member cannot sign in: the auth server refuses a banned account and ends its sessions.
  if (profile.status && (profile.status === 'inactive') !== wasInactive) {
    await svc.auth.admin.updateUserById(userId, {
      ban_duration: profile.status === 'inactive' ? BANNED_FOR_GOOD : 'none',
    });
  }
  return { status: 200, body: { userId } };
}

/** Removes the person: auth user, profile, memberships and roles (the database cascades from the auth user). */
export async function remove(svc: SupabaseClient, caller: string, body: Body) {
  if (!isUuid(body.userId)) throw badRequest({ userId: 'Required field' });
  const userId = body.userId;
  await requirePersonManager(svc, caller, userId);
  if (userId === caller)
    throw new Refusal(400, 'invalid_body', 'You cannot delete your own account', {
      userId: 'You cannot delete your own account',
    });
  // A super admin is demoted first, where the database refuses the last one with a clear reason.
  const demoted = await svc.rpc('admin_remove_super_admin', { _user_id: userId });
  if (demoted.error) throw fromDatabase(demoted.error);
  const { error } = await svc.auth.admin.deleteUser(userId);
  if (error) throw new Refusal(500, 'unexpected_failure', 'Error deleting member');
  return { status: 200, body: { userId } };
}
