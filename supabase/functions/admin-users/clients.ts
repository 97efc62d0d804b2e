import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Refusal, requiredEnv } from './http.ts';

/** This function never opens Realtime; Node 20 (the embedded backend) has no WebSocket for supabase-js to find. */
class NoRealtime {
  constructor() {
    throw new Error('admin-users does not use Realtime');
  }
}
const transport = ((globalThis as { WebSocket?: unknown }).WebSocket ?? NoRealtime) as unknown as typeof WebSocket;

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport },
};

/** The service-role client: bypasses RLS, so every call is preceded by the caller's authorisation. */
export const serviceClient = (): SupabaseClient =>
  createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), options);

/** Who calls: the auth API answers for the bearer token (an anon key or a forged token is no user). */
export async function callerId(req: Request): Promise<string> {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) throw new Refusal(401, 'not_authenticated', 'Sign in first');
  const anon = createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), options);
  const { data, error } = await anon.auth.getUser(match[1]);
  if (error || !data.user) throw new Refusal(401, 'not_authenticated', 'Sign in first');
  return data.user.id;
}

/** Whether the caller is a super admin, or (with an organisation) an active org admin of exactly it. */
async function callerMayManage(svc: SupabaseClient, caller: string, organizationId: string | null): Promise<boolean> {
  const { data, error } = await svc.rpc('admin_caller_may_manage', { _caller: caller, _org_id: organizationId });
  if (error) throw new Refusal(500, 'unexpected_failure', error.message);
  return data === true;
}

/** Refuses unless the caller is a super admin, or (with an organisation) an active org admin of exactly it. */
export async function requireManager(
  svc: SupabaseClient,
  caller: string,
  organizationId: string | null,
): Promise<void> {
  if (await callerMayManage(svc, caller, organizationId)) return;
  throw organizationId
    ? new Refusal(403, 'forbidden', 'Only a super admin or an admin of this organisation may do this')
    : new Refusal(403, 'forbidden', 'Only super administrators can do this');
}

/** No organisation has this id: it lets a super admin through and no org admin. */
const NO_ORGANISATION = '00000000-0000-0000-0000-000000000000';
const personRefusal = () =>
  new Refusal(403, 'forbidden', "Only a super admin or an admin of this person's organisation may do this");

/**
 * Refuses unless the caller may act on this existing person: a super admin, or an org admin of the
 * person's organisation when none of the person's roles lies outside it (no super admin, no coach,
 * no role in another organisation). The profile alone would hand platform accounts to an org admin.
 */
export async function requirePersonManager(svc: SupabaseClient, caller: string, userId: string): Promise<void> {
  const organizationId = await organisationOf(svc, userId);
  // An unknown id, a platform account, a person of another organisation and one holding roles elsewhere
  // are refused alike: only a super admin learns which ids exist and whose they are.
  if (!(await callerMayManage(svc, caller, organizationId ?? NO_ORGANISATION))) throw personRefusal();
  if (organizationId === undefined) throw new Refusal(404, 'not_found', 'Person not found');
  const { data, error } = await svc.rpc('admin_caller_may_manage_person', { _caller: caller, _user_id: userId });
  if (error) throw new Refusal(500, 'unexpected_failure', error.message);
  if (data !== true) throw personRefusal();
}

/** The organisation a person belongs to (null for super admins and coaches); undefined for an unknown person. */
async function organisationOf(svc: SupabaseClient, userId: string): Promise<string | null | undefined> {
  const { data, error } = await svc.from('profiles').select('organization_id').eq('user_id', userId).maybeSingle();
  if (error) throw new Refusal(500, 'unexpected_failure', error.message);
  return data ? (data as { organization_id: string | null }).organization_id : undefined;
}
