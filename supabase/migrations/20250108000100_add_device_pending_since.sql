-- Dispositivi: "since when" a device holds unsent work, as the device knows it (the time
-- its oldest waiting or failed outbox entry was queued), instead of guessing from the last
-- successful sync.
alter table public.device_sync_health add column pending_since timestamptz;
comment on column public.device_sync_health.pending_since is 'When the oldest change still unsent on the device was queued; null when nothing is unsent.';

-- Nothing unsent: no "since". Unsent work reported without a time (an app older than this column)
-- keeps the time of the first report that had it, else this report's time.
create or replace function private.stamp_device_pending_since()
returns trigger language plpgsql set search_path = '' as $$
begin
  if new.pending_changes + new.failed_changes = 0 then
    new.pending_since := null;
  elsif new.pending_since is null then
    new.pending_since := case
      when tg_op = 'UPDATE' and old.pending_changes + old.failed_changes > 0 then coalesce(old.pending_since, old.updated_at)
      else now()
    end;
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_device_pending_since() from public;
comment on function private.stamp_device_pending_since() is 'BEFORE INSERT OR UPDATE on device_sync_health: pending_since is null when nothing is unsent and never missing when something is.';

create trigger stamp_pending_since before insert or update on public.device_sync_health
  for each row execute function private.stamp_device_pending_since();
