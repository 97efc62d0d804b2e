-- What one user can store is bounded, so that no account can fill the disk. Three limits, refused
-- with SQLSTATE PT413 (PostgREST answers HTTP 413; the outbox batch answers the operation 'failed'):
--   row_too_large  a row written through the API (role authenticated) is at most N bytes, per table;
--   storage_quota  a user holds at most N rows of a table they write themselves;
--   storage_quota  a user's rows in those tables take at most 50 MiB (52428800 bytes) together.
-- A row's size is the size of its jsonb form (pg_column_size(to_jsonb(row))): every column counted
-- as stored in binary, uncompressed, so that a value made of many small arrays counts what it takes.
-- A change that does not grow a row or a user's rows is never refused: a user over a limit can still
-- shrink or delete. Rows written by the service role or by security definer code are counted but
-- not refused (they are the server's, not the user's, decision).
--
--   table                    owner column  row at most   rows per user
--   outbox_receipts          user_id           2048 B         50000
--   team_chat_messages       sender_id        20480 B         10000
--   assessments              user_id         262144 B           300
--   assignment_submissions   user_id         262144 B          1000
--   ai_suggestions           user_id         131072 B          2000
--   user_activity_progress   user_id          65536 B          5000
--   device_sync_health       user_id           8192 B            50
--   profiles, taas_coaches   (one per user)   16384 B             -
--   coaching_sessions        (admin's)        65536 B             -

create table private.storage_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  table_name text not null,
  row_count bigint not null default 0,
  byte_count bigint not null default 0,
  primary key (user_id, table_name)
);
comment on table private.storage_usage is 'Per user and table: the rows a user owns and their size in bytes (jsonb form), kept by private.track_storage_usage() so that quotas are checked without counting.';

alter table private.storage_usage enable row level security;
revoke all on private.storage_usage from public, anon, authenticated;

create or replace function private.user_storage_limit_bytes()
returns bigint language sql immutable set search_path = '' as $$
  select 52428800::bigint
$$;
comment on function private.user_storage_limit_bytes() is 'The most one user''s rows in the tables with a storage quota may take together: 50 MiB.';

-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.limit_row_size()
returns trigger language plpgsql set search_path = '' as $$
declare
  _max integer := tg_argv[0]::integer;
  _size integer;
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  _size := pg_column_size(to_jsonb(new));
  if _size > _max and (tg_op = 'INSERT' or _size > pg_column_size(to_jsonb(old))) then
    raise exception 'row_too_large: a row of % may take at most % bytes (this one takes %)', tg_table_name, _max, _size
      using errcode = 'PT413',
        detail = format('limit %s bytes, row %s bytes', _max, _size),
        hint = 'Store less text or fewer answers in one row';
  end if;
  return new;
end;
$$;
comment on function private.limit_row_size() is 'BEFORE INSERT OR UPDATE: refuses (PT413 row_too_large:) a row written by role authenticated whose jsonb form grows past tg_argv[0] bytes.';
revoke execute on function private.limit_row_size() from public;

-- Adds a change to a user's usage of one table and answers the new totals.
create or replace function private.add_storage_usage(_user uuid, _table text, _rows bigint, _bytes bigint)
returns private.storage_usage language plpgsql security definer set search_path = '' as $$
declare
  _usage private.storage_usage;
begin
  insert into private.storage_usage as u (user_id, table_name, row_count, byte_count)
  values (_user, _table, greatest(_rows, 0), greatest(_bytes, 0))
  on conflict (user_id, table_name) do update
    set row_count = greatest(u.row_count + _rows, 0), byte_count = greatest(u.byte_count + _bytes, 0)
  returning u.* into _usage;
  return _usage;
end;
$$;
comment on function private.add_storage_usage(uuid, text, bigint, bigint) is 'Adds rows and bytes (negative to remove) to a user''s usage of one table; answers the new totals.';
revoke execute on function private.add_storage_usage(uuid, text, bigint, bigint) from public, anon, authenticated;

-- tg_argv: the owner column, the most rows one user may hold.
create or replace function private.track_storage_usage()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _owner_column text := tg_argv[0];
  _max_rows bigint := tg_argv[1]::bigint;
  _new_owner uuid;
  _old_owner uuid;
  _new_bytes bigint := 0;
  _old_bytes bigint := 0;
  _added_rows bigint := 0;
  _added_bytes bigint := 0;
  _usage private.storage_usage;
  _total bigint;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    _new_owner := (to_jsonb(new) ->> _owner_column)::uuid;
    _new_bytes := pg_column_size(to_jsonb(new));
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    _old_owner := (to_jsonb(old) ->> _owner_column)::uuid;
    _old_bytes := pg_column_size(to_jsonb(old));
  end if;

  if _old_owner is not null and _old_owner is distinct from _new_owner then
    update private.storage_usage u
      set row_count = greatest(u.row_count - 1, 0), byte_count = greatest(u.byte_count - _old_bytes, 0)
      where u.user_id = _old_owner and u.table_name = tg_table_name;
  end if;
  if _new_owner is null then
    return null;
  end if;
  if _old_owner is distinct from _new_owner then
    _added_rows := 1;
    _added_bytes := _new_bytes;
  else
    _added_bytes := _new_bytes - _old_bytes;
  end if;
  -- A user deleted in this same transaction has no usage to keep.
  if not exists (select 1 from auth.users where id = _new_owner) then
    return null;
  end if;
  _usage := private.add_storage_usage(_new_owner, tg_table_name, _added_rows, _added_bytes);

  if _new_owner is distinct from auth.uid() or auth.role() is distinct from 'authenticated' then
    return null;
  end if;
  if _added_rows > 0 and _usage.row_count > _max_rows then
    raise exception 'storage_quota: a user may hold at most % rows of % (you hold %)', _max_rows, tg_table_name, _usage.row_count - 1
      using errcode = 'PT413',
        detail = format('limit %s rows', _max_rows),
        hint = 'Delete rows you no longer need';
  end if;
  if _added_bytes > 0 then
    select sum(u.byte_count) into _total from private.storage_usage u where u.user_id = _new_owner;
    if _total > private.user_storage_limit_bytes() then
      raise exception 'storage_quota: a user''s data may take at most % bytes (this change would make it %)', private.user_storage_limit_bytes(), _total
        using errcode = 'PT413',
          detail = format('limit %s bytes', private.user_storage_limit_bytes()),
          hint = 'Delete rows you no longer need';
    end if;
  end if;
  return null;
end;
$$;
comment on function private.track_storage_usage() is 'AFTER INSERT OR UPDATE OR DELETE: keeps private.storage_usage and refuses (PT413 storage_quota:) a user''s own write past tg_argv[1] rows of the table or past private.user_storage_limit_bytes() in all; tg_argv[0] names the owner column.';
revoke execute on function private.track_storage_usage() from public;

-- zz_: after every other BEFORE trigger (the per-question merge decides what is stored).
create trigger zz_limit_row_size before insert or update on public.outbox_receipts
  for each row execute function private.limit_row_size('2048');
create trigger zz_limit_row_size before insert or update on public.team_chat_messages
  for each row execute function private.limit_row_size('20480');
create trigger zz_limit_row_size before insert or update on public.assessments
  for each row execute function private.limit_row_size('262144');
create trigger zz_limit_row_size before insert or update on public.assignment_submissions
  for each row execute function private.limit_row_size('262144');
create trigger zz_limit_row_size before insert or update on public.ai_suggestions
  for each row execute function private.limit_row_size('131072');
create trigger zz_limit_row_size before insert or update on public.user_activity_progress
  for each row execute function private.limit_row_size('65536');
create trigger zz_limit_row_size before insert or update on public.device_sync_health
  for each row execute function private.limit_row_size('8192');
create trigger zz_limit_row_size before insert or update on public.profiles
  for each row execute function private.limit_row_size('16384');
create trigger zz_limit_row_size before insert or update on public.taas_coaches
  for each row execute function private.limit_row_size('16384');
create trigger zz_limit_row_size before insert or update on public.coaching_sessions
  for each row execute function private.limit_row_size('65536');

create trigger zz_track_storage_usage after insert or update or delete on public.outbox_receipts
  for each row execute function private.track_storage_usage('user_id', '50000');
create trigger zz_track_storage_usage after insert or update or delete on public.team_chat_messages
  for each row execute function private.track_storage_usage('sender_id', '10000');
create trigger zz_track_storage_usage after insert or update or delete on public.assessments
  for each row execute function private.track_storage_usage('user_id', '300');
create trigger zz_track_storage_usage after insert or update or delete on public.assignment_submissions
  for each row execute function private.track_storage_usage('user_id', '1000');
create trigger zz_track_storage_usage after insert or update or delete on public.ai_suggestions
  for each row execute function private.track_storage_usage('user_id', '2000');
create trigger zz_track_storage_usage after insert or update or delete on public.user_activity_progress
  for each row execute function private.track_storage_usage('user_id', '5000');
create trigger zz_track_storage_usage after insert or update or delete on public.device_sync_health
  for each row execute function private.track_storage_usage('user_id', '50');

-- The rows already stored.
insert into private.storage_usage (user_id, table_name, row_count, byte_count)
select owner, table_name, count(*), sum(bytes)
from (
  select r.user_id as owner, 'outbox_receipts' as table_name, pg_column_size(to_jsonb(r)) as bytes from public.outbox_receipts r
  union all select m.sender_id, 'team_chat_messages', pg_column_size(to_jsonb(m)) from public.team_chat_messages m
  union all select a.user_id, 'assessments', pg_column_size(to_jsonb(a)) from public.assessments a
  union all select s.user_id, 'assignment_submissions', pg_column_size(to_jsonb(s)) from public.assignment_submissions s
  union all select g.user_id, 'ai_suggestions', pg_column_size(to_jsonb(g)) from public.ai_suggestions g
  union all select p.user_id, 'user_activity_progress', pg_column_size(to_jsonb(p)) from public.user_activity_progress p
  union all select d.user_id, 'device_sync_health', pg_column_size(to_jsonb(d)) from public.device_sync_health d
) stored
group by owner, table_name;
