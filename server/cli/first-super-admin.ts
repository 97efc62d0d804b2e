import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

export interface SuperAdminInput {
  /** The project's URL: a hosted project's or the embedded backend's. */
  url: string;
  /** The project's service-role key: it never leaves the operator's machine. */
  serviceRoleKey: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

const MIN_PASSWORD_LENGTH = 8;

/**
 * The platform's first super admin, as a hosted project's operator makes one: the account through the
 * auth admin API (e-mail confirmed), then its profile and role through `admin_create_person`, the RPC
 * the `admin-users` function uses (service role only). If the second step fails the account is deleted
 * again, so nothing is left half made. Returns the new user's id.
 */
export async function createFirstSuperAdmin(input: SuperAdminInput): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  const svc = createClient(input.url, input.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own; nothing here subscribes, but the client builds its realtime part.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const created = await svc.auth.admin.createUser({ email, password: input.password, email_confirm: true });
  if (created.error || !created.data.user)
    throw new Error(`Creating the account ${email}: ${created.error?.message ?? 'no user returned'}`);
  const userId = created.data.user.id;
  const { error } = await svc.rpc('admin_create_person', {
    _user_id: userId,
    _organization_id: null,
    _profile: { email, first_name: input.firstName ?? null, last_name: input.lastName ?? null, status: 'active' },
    _team_id: null,
    _team_role: null,
    _roles: ['super_admin'],
    _granted_by: null,
  });
  if (error) {
    await svc.auth.admin.deleteUser(userId);
    throw new Error(`Making ${email} a super admin: ${error.message}`);
  }
  return userId;
}
