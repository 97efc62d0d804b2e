-- Change capture for the embedded backend's Realtime websocket (server/realtime/). Installed at
-- every start, idempotent; never a migration: a hosted Supabase project gets its changes from
-- logical replication of the supabase_realtime publication instead.
--
-- Each row change of a captured table adds one row to embedded_realtime.changes in the writing
-- transaction (so a rolled-back write is never announced) and notifies 'embedded_realtime' (one
-- notification per transaction: Postgres folds identical payloads). The server drains the queue
-- and reads each row back under the role and claims of each group of subscribers that could receive it
-- (server/realtime/change-feed.ts), so RLS decides who receives what.

create schema if not exists embedded_realtime;
revoke all on schema embedded_realtime from public;

create table if not exists embedded_realtime.changes (
  id bigint generated always as identity primary key,
  table_name text not null,
  change_type text not null,
  record_key jsonb not null,
  old_record jsonb,
  committed_at timestamptz not null default now()
);
comment on table embedded_realtime.changes is 'Row changes waiting for the Realtime websocket of the embedded backend; drained by the server.';

-- The primary-key columns arrive as trigger arguments. The old row is kept for a DELETE only: it is
-- what the server checks a subscriber could have selected, the row being gone.
create or replace function embedded_realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  source jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  insert into embedded_realtime.changes (table_name, change_type, record_key, old_record)
  values (
    tg_table_name,
    tg_op,
    (select jsonb_object_agg(key_column, source -> key_column) from unnest(tg_argv) as key_column),
    case when tg_op = 'DELETE' then source end
  );
  perform pg_notify('embedded_realtime', '');
  return null;
end;
$$;
revoke execute on function embedded_realtime.capture() from public;
