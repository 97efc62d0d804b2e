-- A workshop tablet's pushed batches are kept so that a batch sent again answers its first answer.
-- Once the tablet's upload window has ended every push of it is refused before that check, so its
-- batches serve nothing more; and after 90 days the outbox receipts, which make each operation apply
-- once, are pruned too. Batches of either kind are deleted hourly, like the receipts.
create or replace function private.prune_workshop_batches(max_rows integer default null)
returns integer language plpgsql security definer set search_path = '' as $$
declare
  _pruned integer;
begin
  delete from public.workshop_batches b
  where (b.device_id, b.batch_id) in (
    select x.device_id, x.batch_id from public.workshop_batches x
    join public.workshop_devices d on d.id = x.device_id
    where d.upload_until < now() or x.received_at < now() - interval '90 days'
    limit max_rows
  );
  get diagnostics _pruned = row_count;
  return _pruned;
end;
$$;
comment on function private.prune_workshop_batches(integer) is
  'Deletes workshop batches of tablets past their upload window or received over 90 days ago, at most max_rows (null: all); answers how many.';
revoke execute on function private.prune_workshop_batches(integer) from public, anon, authenticated;
grant execute on function private.prune_workshop_batches(integer) to service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('prune-workshop-batches', '37 * * * *', 'select private.prune_workshop_batches()')$cron$;
  end if;
end;
$$;
