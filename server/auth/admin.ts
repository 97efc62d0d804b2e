import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { Caller } from '../auth/caller.ts';
import { send } from '../http/send.ts';
import { authError } from './errors.ts';
import { parseBanDuration } from './ban-duration.ts';
import { readJson } from './json-body.ts';
import { changePassword } from './password-change.ts';
import { createUser, findUserByEmail, findUserById, userJson } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Bans for the given duration (or lifts the ban with "none"); a ban ends every session of the user. */
async function ban(ctx: BackendContext, userId: string, duration: string): Promise<void> {
  const ms = parseBanDuration(duration);
  if (ms === undefined)
    throw authError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${duration}"`);
  if (ms === null) {
    await ctx.db.query('update auth.users set banned_until = null where id = $1', [userId]);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query(`update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1`, [
      userId,
      ms / 1000,
    ]);
    await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  });
}

/** auth/v1/admin/users[/<id>]: only the service role key may call these. */
export async function handleAdmin(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller,
  path: string,
): Promise<void> {
  if (caller.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
  const method = req.method ?? 'GET';
  if (path === '/users' && method === 'POST') {
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email))
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (typeof body.password === 'string' && body.password.length < 6)
      throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
    if (await findUserByEmail(ctx.db, email))
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    const id = await createUser(
      ctx.db,
      {
        email,
        password: typeof body.password === 'string' ? body.password : undefined,
        emailConfirm: body.email_confirm === true,
        userMetadata: obj(body.user_metadata),
        appMetadata: obj(body.app_metadata),
      },
      ctx.auth.passwordHashCost,
    );
    return send(res, 200, userJson((await findUserById(ctx.db, id))!));
  }
  if (path === '/users' && method === 'GET') {
    const { rows } = await ctx.db.query<{ id: string }>(
      'select id from auth.users where deleted_at is null order by created_at',
    );
    const users = [];
    for (const row of rows) users.push(userJson((await findUserById(ctx.db, row.id))!));
    return send(res, 200, { users, aud: 'authenticated' });
  }
  const match = /^\/users\/([^/]+)$/.exec(path);
  const id = match?.[1];
  if (!id || !UUID.test(id)) throw authError(404, 'user_not_found', 'User not found');
  const user = await findUserById(ctx.db, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  if (method === 'GET') return send(res, 200, userJson(user));
  if (method === 'DELETE') {
    await ctx.db.query('delete from auth.users where id = $1', [id]);
    return send(res, 200, {});
  }
  if (method === 'PUT') {
    const body = await readJson(req);
    // First: an invalid duration refuses the whole update.
    if (typeof body.ban_duration === 'string') await ban(ctx, id, body.ban_duration);
    if (typeof body.password === 'string') await changePassword(ctx.db, id, body.password, ctx.auth.passwordHashCost);
    if (body.email_confirm === true)
      await ctx.db.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [id],
      );
    if (body.user_metadata)
      await ctx.db.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb where id = $1`,
        [id, JSON.stringify(obj(body.user_metadata))],
      );
    return send(res, 200, userJson((await findUserById(ctx.db, id))!));
  }
  throw authError(405, 'method_not_allowed', 'Method not allowed');
}
