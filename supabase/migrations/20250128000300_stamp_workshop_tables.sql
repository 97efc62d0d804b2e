-- Every table carries created_at and updated_at, the latter kept by private.set_updated_at, so any
-- row can be told apart by when it was written and last changed; the workshop tables lacked them.
-- Their own times (prepared_at, received_at, applied_at) keep saying what they say.

alter table public.workshop_devices
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
alter table public.workshop_batches
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
alter table public.workshop_refusals
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
alter table public.workshop_deliveries
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();

create trigger set_updated_at before update on public.workshop_devices
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.workshop_batches
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.workshop_refusals
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.workshop_deliveries
  for each row execute function private.set_updated_at();
