-- A year of use must not leave any table growing without bound per user. Outbox receipts are pruned
-- after 90 days (20250112000200_prune_outbox_receipts.sql); the two other tables every user's activity
-- keeps adding to are pruned here, on the same schedule (the embedded backend's maintenance timer in
-- server/db/pruning.ts: a minute after start, then hourly; pg_cron on a hosted project, below):
--   notifications        a read notification 90 days after it was read; any notification a year
--                        after it was made (read or not: what it announced has long been acted on
--                        or missed, and the screen it links to still shows the thing itself);
--   device_sync_health   a device's report 180 days after its last one: the installation is gone
--                        (reinstalled, wiped, replaced). Without this, a member who reinstalls the
--                        app often reaches the 50-report quota and their new device can no longer
--                        report; a device that reports again simply writes a new row.

create index notifications_read_at_idx on public.notifications (read_at) where read_at is not null;
create index notifications_created_at_idx on public.notifications (created_at);
create index device_sync_health_updated_at_idx on public.device_sync_health (updated_at);

create or replace function private.prune_notifications(max_rows integer default null)
returns integer language plpgsql security definer set search_path = '' as $$
declare
  _pruned integer;
begin
  delete from public.notifications n
  where n.id in (
    select x.id from public.notifications x
    where x.read_at < now() - interval '90 days' or x.created_at < now() - interval '365 days'
    limit max_rows
  );
  get diagnostics _pruned = row_count;
  return _pruned;
end;
$$;
comment on function private.prune_notifications(integer) is 'Deletes notifications read more than 90 days ago, and any made more than 365 days ago, at most max_rows (null: all); answers how many.';
revoke execute on function private.prune_notifications(integer) from public, anon, authenticated;
grant execute on function private.prune_notifications(integer) to service_role;

create or replace function private.prune_device_sync_health(max_rows integer default null)
returns integer language plpgsql security definer set search_path = '' as $$
declare
  _pruned integer;
begin
  delete from public.device_sync_health d
  where (d.installation_id, d.user_id) in (
    select x.installation_id, x.user_id from public.device_sync_health x
    where x.updated_at < now() - interval '180 days'
    limit max_rows
  );
  get diagnostics _pruned = row_count;
  return _pruned;
end;
$$;
comment on function private.prune_device_sync_health(integer) is 'Deletes device health reports not renewed for 180 days, at most max_rows (null: all); answers how many.';
revoke execute on function private.prune_device_sync_health(integer) from public, anon, authenticated;
grant execute on function private.prune_device_sync_health(integer) to service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('prune-notifications', '23 * * * *', 'select private.prune_notifications()')$cron$;
    execute $cron$select cron.schedule('prune-device-sync-health', '29 * * * *', 'select private.prune_device_sync_health()')$cron$;
  end if;
end;
$$;
