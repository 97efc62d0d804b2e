import type { Database } from '../db/database.ts';
import { LIMIT_CODE, MAX_RESPONSE_ROWS } from './limits.ts';

/*
 * Rows per response, embedded rows included. Depth and embed limits bound the shape of a read,
 * but not how many rows each level multiplies into (organizations(profiles(organizations(profiles)))
 * grows with the square of the data). So every row that a response is built from calls
 * rest_limits.count_row(), which counts in a transaction-local setting and raises once the budget
 * is spent: the statement stops there, instead of running to the end and being refused after.
 * A read without embedded resources counts its rows once, with rest_limits.count_rows(), over at
 * most one row more than the budget (the statement stops there too), instead of a call per row.
 * The schema is not exposed through rest/v1 (only public is).
 */
const INSTALL_SQL = `
create schema if not exists rest_limits;
create or replace function rest_limits.count_rows(n integer, max_rows integer) returns integer
language plpgsql volatile as $$
declare
  total integer := coalesce(nullif(pg_catalog.current_setting('rest_limits.rows', true), ''), '0')::integer + n;
begin
  if total > max_rows then
    raise exception 'Response refused: it would hold more than % rows, embedded rows included', max_rows
      using errcode = '${LIMIT_CODE}', hint = 'Add filters or a limit, or embed fewer resources';
  end if;
  perform pg_catalog.set_config('rest_limits.rows', total::text, true);
  return n;
end $$;
create or replace function rest_limits.count_row(max_rows integer) returns boolean
language plpgsql volatile as $$
begin
  perform rest_limits.count_rows(1, max_rows);
  return true;
end $$;
revoke all on function rest_limits.count_row(integer) from public;
revoke all on function rest_limits.count_rows(integer, integer) from public;
grant usage on schema rest_limits to anon, authenticated, service_role;
grant execute on function rest_limits.count_row(integer) to anon, authenticated, service_role;
grant execute on function rest_limits.count_rows(integer, integer) to anon, authenticated, service_role;
`;

export async function installRowBudget(db: Database): Promise<void> {
  await db.exec(INSTALL_SQL);
}

/** A condition true for every row, that raises once the response holds more than MAX_RESPONSE_ROWS rows. */
export function countRowSql(): string {
  return `rest_limits.count_row(${MAX_RESPONSE_ROWS})`;
}

/** The most rows a counted-once read needs to produce: one more than the budget shows it is exceeded. */
export const COUNTED_ROWS_LIMIT = MAX_RESPONSE_ROWS + 1;

/** `n` rows at once (an integer SQL expression) added to the budget, raising if it is exceeded; its value is `n`. */
export function countRowsSql(n: string): string {
  return `rest_limits.count_rows(${n}, ${MAX_RESPONSE_ROWS})`;
}
