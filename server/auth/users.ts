import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import { hashPasswordSql } from './passwords.ts';

type Queryable = Database | Transaction;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  is_anonymous: boolean;
}

const ts = (c: string) => `to_json(${c}) #>> '{}' as ${c}`;
const USER_COLUMNS = `id, aud, role, email, encrypted_password, ${ts('email_confirmed_at')}, ${ts('last_sign_in_at')}, raw_app_meta_data,
  raw_user_meta_data, ${ts('created_at')}, ${ts('updated_at')}, ${ts('banned_until')}, is_anonymous`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

const iso = (jsonText: string | null) => jsonText;

export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(user.raw_app_meta_data ?? {}) };
}

/** The user object GoTrue returns. */
export function userJson(user: UserRow): Record<string, unknown> {
  const identityData = {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  };
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user),
    user_metadata: { ...identityData, ...(user.raw_user_meta_data ?? {}) },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export interface NewUser {
  email: string;
  password?: string;
  emailConfirm: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
}

export async function createUser(db: Queryable, user: NewUser, hashCost?: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', lower($1),
       case when $2::text is null then null else ${hashPasswordSql('$2', hashCost)} end,
       case when $3::boolean then now() end, $4::jsonb, $5::jsonb) returning id`,
    [
      user.email,
      user.password ?? null,
      user.emailConfirm,
      JSON.stringify({ provider: 'email', providers: ['email'], ...user.appMetadata }),
      JSON.stringify(user.userMetadata),
    ],
  );
  const id = (rows[0] as { id: string }).id;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2::uuid, $3::jsonb, 'email')`,
    [id, id, JSON.stringify({ sub: id, email: user.email.toLowerCase(), email_verified: user.emailConfirm })],
  );
  return id;
}
