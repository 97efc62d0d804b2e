-- Every time the server keeps from a client is bounded by the server's clock: never later than the
-- server's now (a later time is stored as now, so a device whose clock runs ahead, or lies, cannot
-- win every later merge or date a row in the future), never earlier than the thing it belongs to
-- began (stored as that beginning). The tables' triggers apply this to every write, whatever its
-- path (REST, the outbox batch, any other function), so that no path can skip it.
-- Times only the server decides (a row's created_at, the updated_at of a new row) are the server's.

-- The JWT's role, not current_user: it still names the client inside security definer functions,
-- while migrations, the seed and the service role (the server's own code) are not clients.
create or replace function private.is_client_write()
returns boolean language sql stable security definer set search_path = '' as $$
  select coalesce(auth.role(), '') in ('authenticated', 'anon');
$$;
comment on function private.is_client_write() is 'True when the statement runs for a request signed as an API client (authenticated or anon), also inside security definer functions; false for the server''s own work (service role, migrations, seed).';

-- The upper bound is applied last, so a beginning the server got wrong can never date a time in the future.
create or replace function private.bound_client_time(_time timestamptz, _floor timestamptz)
returns timestamptz language sql stable security definer set search_path = '' as $$
  select case when _time is null then null else least(greatest(_time, _floor), now()) end;
$$;
comment on function private.bound_client_time(timestamptz, timestamptz) is 'A client''s time clipped to [_floor, now()] (a null floor bounds nothing below); null stays null.';

-- The common case as one trigger: a client's times in the columns tg_argv names, clipped to [the row's
-- creation, now]; a column the write leaves unchanged is not touched.
create or replace function private.bound_columns_to_creation()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _column text;
  _new jsonb := to_jsonb(new);
  _old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  _bounded jsonb := '{}';
begin
  if not private.is_client_write() then
    return new;
  end if;
  foreach _column in array tg_argv loop
    if tg_op = 'INSERT' or (_new -> _column) is distinct from (_old -> _column) then
      _bounded := _bounded || jsonb_build_object(_column,
        private.bound_client_time((_new ->> _column)::timestamptz, (_new ->> 'created_at')::timestamptz));
    end if;
  end loop;
  return jsonb_populate_record(new, _bounded);
end;
$$;
comment on function private.bound_columns_to_creation() is 'BEFORE INSERT OR UPDATE: a client''s times in the columns tg_argv names, clipped to [the row''s created_at, now()].';
revoke execute on function private.bound_columns_to_creation() from public;

revoke execute on function private.is_client_write() from public;
revoke execute on function private.bound_client_time(timestamptz, timestamptz) from public;
grant execute on function private.is_client_write() to authenticated, service_role;
grant execute on function private.bound_client_time(timestamptz, timestamptz) to authenticated, service_role;

-- tg_argv[0] = 'updated_at' when the table's updated_at is the server's (stamped on update by
-- set_updated_at); tables whose updated_at is the user's action time pass ''.
create or replace function private.stamp_row_birth()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    if tg_argv[0] = 'updated_at' then
      new.updated_at := now();
    end if;
  else
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_row_birth() from public;
comment on function private.stamp_row_birth() is 'BEFORE INSERT OR UPDATE: a client''s new row is created (and, when tg_argv[0] = ''updated_at'', updated) at the server''s now; created_at never changes afterwards.';

-- Every public table with a created_at, except the team chat, whose created_at is when the user
-- pressed send (bounded by its own trigger). a0_ so that it runs before the tables' other triggers.
do $$
declare
  _table record;
begin
  for _table in
    select c.relname,
      exists (select 1 from pg_catalog.pg_trigger g where g.tgrelid = c.oid and g.tgname = 'set_updated_at') as server_updated_at
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'team_chat_messages'
      and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attname = 'created_at' and not a.attisdropped)
    order by c.relname
  loop
    execute format(
      'create trigger a0_stamp_row_birth before insert or update on public.%I for each row execute function private.stamp_row_birth(%L)',
      _table.relname, case when _table.server_updated_at then 'updated_at' else '' end
    );
  end loop;
end;
$$;
