import type { SupabaseClient } from '@supabase/supabase-js';
import { Refusal } from './http.ts';
import type { PersonInput } from './person-input.ts';

/** A database refusal as the caller should see it. */
export function fromDatabase(error: { code?: string; message: string }): Refusal {
  if (error.code === '23505')
    return new Refusal(409, 'email_exists', 'A user with this email address has already been registered');
  if (error.code === '42501') return new Refusal(403, 'forbidden', error.message);
  if (error.code === '23514' && error.message.startsWith('last_super_admin'))
    return new Refusal(409, 'last_super_admin', 'The last super administrator cannot be removed');
  if (error.code?.startsWith('22') || error.code?.startsWith('23'))
    return new Refusal(400, 'invalid_body', error.message);
  if (error.code === 'P0002') return new Refusal(404, 'not_found', 'Person not found');
  return new Refusal(500, 'unexpected_failure', error.message);
}

/** The auth user (e-mail confirmed, with the given password); 409 when the address is taken. */
async function createAuthUser(svc: SupabaseClient, person: PersonInput): Promise<string> {
  const { data, error } = await svc.auth.admin.createUser({
    email: person.email,
    password: person.password,
    email_confirm: true,
    user_metadata: { first_name: person.profile.first_name, last_name: person.profile.last_name },
  });
  if (error || !data.user) {
    if (error?.code === 'email_exists' || /already (been )?registered/i.test(error?.message ?? '')) {
      throw new Refusal(409, 'email_exists', 'A user with this email address has already been registered', {
        email: 'Email already registered',
      });
    }
    throw new Refusal(
      error?.status && error.status < 500 ? 400 : 500,
      error?.code ?? 'unexpected_failure',
      error?.message ?? 'Error creating user',
    );
  }
  return data.user.id;
}

/**
 * One unit: the auth user, then the rest in one transaction (`write`, an RPC). If that fails the
 * auth user is deleted again, so a failure leaves nothing behind.
 */
export async function createPerson(
  svc: SupabaseClient,
  person: PersonInput,
  write: (userId: string) => PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
): Promise<{ userId: string; data: unknown }> {
  const userId = await createAuthUser(svc, person);
  let failure: Refusal;
  try {
    const { data, error } = await write(userId);
    if (!error) return { userId, data };
    failure = fromDatabase(error);
  } catch (error) {
    failure = new Refusal(500, 'unexpected_failure', error instanceof Error ? error.message : String(error));
  }
  await svc.auth.admin.deleteUser(userId);
  throw failure;
}

/** admin_create_person for a member of an organisation. */
export const writeMember =
  (svc: SupabaseClient, person: PersonInput, organizationId: string | null, teamId: string | null, caller: string) =>
  (userId: string) =>
    svc.rpc('admin_create_person', {
      _user_id: userId,
      _organization_id: organizationId,
      _profile: person.profile,
      _team_id: teamId,
      _team_role: teamId ? person.teamRole : null,
      _roles: person.roles,
      _granted_by: caller,
    });
