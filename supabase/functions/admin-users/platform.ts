/** Super admin actions: create-organization, create-super-admin, remove-super-admin. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireManager } from './clients.ts';
import { createPerson, fromDatabase } from './create-person.ts';
import { Refusal, badRequest } from './http.ts';
import { MIN_PASSWORD_LENGTH, isUuid, readPerson, type Body, type PersonInput } from './person-input.ts';

const ORGANISATION_STATUSES = ['active', 'inactive', 'suspended'];

/** The organisation and its first org admin, who sets their own password at first sign-in. */
export async function createOrganization(svc: SupabaseClient, caller: string, body: Body) {
  await requireManager(svc, caller, null);
  const errors: Record<string, string> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = 'Required field';
  else if (name.length > 200) errors.name = 'At most 200 characters';
  const status = typeof body.status === 'string' && body.status ? body.status : 'active';
  if (!ORGANISATION_STATUSES.includes(status)) errors.status = 'Status must be active, inactive or suspended';
  const logoUrl = typeof body.logoUrl === 'string' && body.logoUrl.trim() ? body.logoUrl.trim() : null;
  if (logoUrl && logoUrl.length > 2000) errors.logoUrl = 'At most 2000 characters';
  const adminErrors: Record<string, string> = {};
  const adminBody = typeof body.admin === 'object' && body.admin !== null ? (body.admin as Body) : {};
  const admin = readPerson({ ...adminBody, roles: ['org_admin'] }, adminErrors, {
    mustSetPassword: adminBody.mustSetPassword !== false,
  });
  for (const [key, message] of Object.entries(adminErrors)) errors[`admin.${key}`] = message;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const { userId, data } = await createPerson(svc, admin, (id) =>
    svc.rpc('admin_create_organization', {
      _name: name,
      _logo_url: logoUrl,
      _status: status,
      _admin_user_id: id,
      _admin_profile: admin.profile,
      _granted_by: caller,
    }),
  );
  return { status: 201, body: { organizationId: data as string, userId } };
}

const SUPER_ADMIN_ERROR = 'Error creating super administrator';

export async function createSuperAdmin(svc: SupabaseClient, caller: string, body: Body) {
  await requireManager(svc, caller, null);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password)
    throw badRequest(
      { ...(email ? {} : { email: 'Required field' }), ...(password ? {} : { password: 'Required field' }) },
      'Email and password are required',
    );
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    throw badRequest({ password: message }, message);
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
  const person: PersonInput = {
    email,
    password,
    teamRole: 'member',
    roles: ['super_admin'],
    profile: { email, first_name: text(body.firstName), last_name: text(body.lastName), status: 'active' },
  };
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw badRequest({ email: 'Invalid email' }, SUPER_ADMIN_ERROR);
  try {
    const { userId } = await createPerson(svc, person, (id) =>
      svc.rpc('admin_create_person', {
        _user_id: id,
        _organization_id: null,
        _profile: person.profile,
        _team_id: null,
        _team_role: null,
        _roles: ['super_admin'],
        _granted_by: caller,
      }),
    );
    return { status: 201, body: { userId } };
  } catch (error) {
    const refusal = error instanceof Refusal ? error : undefined;
    throw new Refusal(
      refusal?.status ?? 500,
      refusal?.code ?? 'unexpected_failure',
      SUPER_ADMIN_ERROR,
      refusal?.fields,
    );
  }
}

/** Demotes a super admin (the account stays); the database refuses the last one (409). */
export async function removeSuperAdmin(svc: SupabaseClient, caller: string, body: Body) {
  await requireManager(svc, caller, null);
  if (!isUuid(body.userId)) throw badRequest({ userId: 'Required field' });
  const { data, error } = await svc.rpc('admin_remove_super_admin', { _user_id: body.userId });
  if (error) throw fromDatabase(error);
  if (data !== true) throw new Refusal(404, 'not_found', 'Not a super administrator');
  return { status: 200, body: { userId: body.userId } };
}
