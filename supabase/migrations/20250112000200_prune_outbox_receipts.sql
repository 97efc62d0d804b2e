-- Outbox receipts are kept 90 days, then pruned. A receipt only matters while a device may still
-- resend an operation it already pushed (its answer was lost, the device went offline, it retries
-- when it is back). The app keeps an unsent operation until it is sent, with no deadline, so no
-- retention covers every device; 90 days covers a tablet shelved for a school term, and is what
-- apply_outbox_batch already drops for the user who pushes. A replay later than that is still
-- harmless: chat messages are keyed by their client id, submissions by form and user, progress
-- never goes back, answers merge by the time they were given and a completed assessment is final.
--
-- The embedded backend runs private.prune_outbox_receipts() on a timer (server/db/pruning.ts: a
-- minute after start, then hourly). A hosted project schedules it with pg_cron, done below when the
-- extension is enabled, or by hand after enabling it:
--   select cron.schedule('prune-outbox-receipts', '17 * * * *', 'select private.prune_outbox_receipts()');

create index outbox_receipts_created_idx on public.outbox_receipts (created_at);

create or replace function private.outbox_receipt_retention()
returns interval language sql immutable set search_path = '' as $$
  select interval '90 days'
$$;
comment on function private.outbox_receipt_retention() is 'How long an outbox receipt is kept after the operation was applied: 90 days.';

create or replace function private.prune_outbox_receipts(max_rows integer default null)
returns integer language plpgsql security definer set search_path = '' as $$
declare
  _pruned integer;
begin
  delete from public.outbox_receipts r
  where (r.user_id, r.op_id) in (
    select x.user_id, x.op_id from public.outbox_receipts x
    where x.created_at < now() - private.outbox_receipt_retention()
    order by x.created_at
    limit max_rows
  );
  get diagnostics _pruned = row_count;
  return _pruned;
end;
$$;
comment on function private.prune_outbox_receipts(integer) is 'Deletes outbox receipts older than private.outbox_receipt_retention(), oldest first, at most max_rows (null: all); answers how many.';
revoke execute on function private.prune_outbox_receipts(integer) from public, anon, authenticated;
grant execute on function private.prune_outbox_receipts(integer) to service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('prune-outbox-receipts', '17 * * * *', 'select private.prune_outbox_receipts()')$cron$;
  end if;
end;
$$;
