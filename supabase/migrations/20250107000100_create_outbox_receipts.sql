-- The outbox is pushed in batches (public.apply_outbox_batch). A device that lost the
-- answer to a batch sends it again; the receipt of each applied operation, keyed by the user and
-- the device's operation id, makes that replay a no-op that answers what the first application did,
-- even for inserts (a chat message, a submission). Owner-only: a receipt tells nobody else anything.
create table public.outbox_receipts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  op_id uuid not null,
  kind text not null check (length(kind) between 1 and 64),
  answer jsonb not null check (jsonb_typeof(answer) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, op_id)
);
comment on table public.outbox_receipts is 'One row per outbox operation applied by apply_outbox_batch: (user, client operation id) -> the answer given, so a replayed operation has no second effect.';
comment on column public.outbox_receipts.op_id is 'The client operation id (for an entry with folded-in operations, the id of the last one folded in).';

create index outbox_receipts_user_created_idx on public.outbox_receipts (user_id, created_at);

create trigger set_updated_at before update on public.outbox_receipts
  for each row execute function private.set_updated_at();

alter table public.outbox_receipts enable row level security;

create policy "users read the receipts of their own operations" on public.outbox_receipts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "users record receipts of their own operations" on public.outbox_receipts
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "users update the receipts of their own operations" on public.outbox_receipts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete the receipts of their own operations" on public.outbox_receipts
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "only active accounts of active organisations reach the data" on public.outbox_receipts as restrictive
  for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

revoke truncate on public.outbox_receipts from anon, authenticated;
