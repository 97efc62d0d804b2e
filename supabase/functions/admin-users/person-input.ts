/** Reads and checks a person as the admin screens send it; per-field messages for the form. */

export const STATUSES = ['active', 'inactive', 'pending'] as const;
export const TEAM_ROLES = ['member', 'coordinator', 'leader'] as const;
/** Roles an administrator grants with a person; super_admin has its own action and coach its own table. */
export const GRANTABLE_ROLES = ['org_admin', 'manager', 'team_leader', 'team_member'] as const;
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The profile columns admin_create_person / admin_update_person read (snake_case, as stored). */
export type ProfileFields = Partial<
  Record<
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'position'
    | 'department'
    | 'division'
    | 'phone'
    | 'hire_date'
    | 'gender'
    | 'job_description'
    | 'status',
    string | null
  >
> & { age?: number | null; must_set_password?: boolean };

export interface PersonInput {
  email: string;
  password: string;
  profile: ProfileFields;
  teamRole: (typeof TEAM_ROLES)[number];
  roles: string[];
}

type Fields = Record<string, string>;
export type Body = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v).trim());

function optionalText(
  body: Body,
  key: string,
  column: keyof ProfileFields,
  max: number,
  out: ProfileFields,
  errors: Fields,
  update: boolean,
) {
  if (update && !(key in body)) return;
  const value = text(body[key]);
  if (value.length > max) errors[key] = `At most ${max} characters`;
  else (out as Record<string, unknown>)[column] = value || null;
}

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The profile fields of a body (camelCase keys). For an update only the keys present are read; an
 * empty string clears an optional field.
 */
export function readProfile(body: Body, errors: Fields, update = false): ProfileFields {
  const profile: ProfileFields = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (update && !(key in body)) continue;
    const value = text(body[key]);
    if (!value) errors[key] = 'Required field';
    else if (value.length > 100) errors[key] = 'At most 100 characters';
    else profile[key === 'firstName' ? 'first_name' : 'last_name'] = value;
  }
  optionalText(body, 'position', 'position', 200, profile, errors, update);
  optionalText(body, 'department', 'department', 200, profile, errors, update);
  optionalText(body, 'division', 'division', 200, profile, errors, update);
  optionalText(body, 'phone', 'phone', 40, profile, errors, update);
  optionalText(body, 'jobDescription', 'job_description', 2000, profile, errors, update);
  if (!update || 'status' in body) {
    const status = text(body.status) || 'active';
    if ((STATUSES as readonly string[]).includes(status)) profile.status = status;
    else errors.status = 'Status must be active, inactive or pending';
  }
  if (!update || 'gender' in body) {
    const gender = text(body.gender).toLowerCase();
    if (gender && gender !== 'male' && gender !== 'female') errors.gender = 'Gender must be male or female';
    else profile.gender = gender || null;
  }
  if (!update || 'hireDate' in body) {
    const hireDate = text(body.hireDate);
    if (hireDate && !validDate(hireDate)) errors.hireDate = 'Date must be YYYY-MM-DD';
    else profile.hire_date = hireDate || null;
  }
  if (!update || 'age' in body) {
    const age = text(body.age);
    const n = Number(age);
    if (age && (!Number.isInteger(n) || n < 14 || n > 120))
      errors.age = 'Age must be a whole number between 14 and 120';
    else profile.age = age ? n : null;
  }
  if ('mustSetPassword' in body) profile.must_set_password = body.mustSetPassword === true;
  return profile;
}

export function readEmail(body: Body, errors: Fields): string {
  const email = text(body.email).toLowerCase();
  if (!email) errors.email = 'Required field';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'Invalid email';
  return email;
}

export function readPassword(body: Body, errors: Fields, required = true): string {
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password && required) errors.password = 'Required field';
  else if (password && password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  else if (password.length > 72) errors.password = 'At most 72 characters';
  return password;
}

/** roles (a list) or role (one, as a CSV column has it); team_member when none is given. */
export function readRoles(body: Body, errors: Fields): string[] {
  const given = Array.isArray(body.roles)
    ? body.roles.map(text)
    : text(body.role)
      ? text(body.role)
          .split(/[;|]/)
          .map((r) => r.trim())
      : [];
  const roles = [...new Set(given.filter(Boolean))];
  const unknown = roles.filter((r) => !(GRANTABLE_ROLES as readonly string[]).includes(r));
  if (unknown.length > 0) errors.roles = `Unknown role: ${unknown.join(', ')}`;
  return roles.length > 0 ? roles : ['team_member'];
}

export function readTeamRole(body: Body, errors: Fields): PersonInput['teamRole'] {
  const role = text(body.teamRole) || 'member';
  if ((TEAM_ROLES as readonly string[]).includes(role)) return role as PersonInput['teamRole'];
  errors.teamRole = 'Team role must be member, coordinator or leader';
  return 'member';
}

/** A person to create; errors collects per-field messages. */
export function readPerson(
  body: Body,
  errors: Fields,
  defaults: { password?: string; mustSetPassword?: boolean } = {},
): PersonInput {
  const email = readEmail(body, errors);
  const withDefaults = {
    ...body,
    password: body.password || defaults.password,
    mustSetPassword: body.mustSetPassword ?? defaults.mustSetPassword ?? false,
  };
  const password = readPassword(withDefaults, errors);
  const profile = { ...readProfile(withDefaults, errors), email };
  return { email, password, profile, teamRole: readTeamRole(body, errors), roles: readRoles(body, errors) };
}
