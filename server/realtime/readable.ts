import type { RealtimeDb } from './db.ts';

/**
 * The tables among `tables` that `role` may not read: no SELECT privilege, or row-level security on and
 * no permissive SELECT policy that applies to the role (then every row is hidden from it). A channel on
 * such a table could never receive anything, so its join is refused rather than kept at the cost of
 * reading every change back for nothing. Fails closed: a table the query does not vouch for is unreadable.
 */
export async function unreadableTables(db: RealtimeDb, role: string, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_roles r on r.rolname = $1
      where n.nspname = 'public' and c.relname = any($2::text[])
        and pg_catalog.has_table_privilege(r.oid, c.oid, 'select')
        and (not c.relrowsecurity or r.rolbypassrls or exists (
          select 1 from pg_catalog.pg_policy p
           where p.polrelid = c.oid and p.polcmd in ('r', '*') and p.polpermissive
             and (0 = any(p.polroles) or exists (
               select 1 from unnest(p.polroles) as applies(oid) where pg_catalog.pg_has_role(r.oid, applies.oid, 'member')))))`,
    [role, tables],
  );
  const readable = new Set(rows.map((r) => r.name));
  return tables.filter((t) => !readable.has(t));
}
