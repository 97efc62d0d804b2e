-- Each installed app reports, when it syncs, its device's health, so an org admin can see
-- which (shared, often offline) tablets still hold unsent work before anyone wipes them.
create table public.device_sync_health (
  installation_id uuid not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  app_version text check (length(app_version) <= 64),
  pending_changes integer not null default 0 check (pending_changes >= 0),
  failed_changes integer not null default 0 check (failed_changes >= 0),
  last_successful_sync_at timestamptz,
  last_error text check (length(last_error) <= 2000),
  storage_used_bytes bigint check (storage_used_bytes >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (installation_id, user_id)
);
comment on table public.device_sync_health is 'One row per installation and user: changes waiting and failed, last successful sync, last error, storage used. Written by the user''s own app.';
comment on column public.device_sync_health.installation_id is 'A UUID the installed app generates once and keeps on the device.';
comment on column public.device_sync_health.organization_id is 'The user''s organisation, set by the database from the profile (null for users without one).';

create index device_sync_health_user_id_idx on public.device_sync_health (user_id);
create index device_sync_health_organization_id_idx on public.device_sync_health (organization_id, pending_changes desc);

-- The row's organisation is the reporter's, whatever the client sends.
create or replace function private.stamp_device_sync_health_org()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  new.organization_id := private.user_org(new.user_id);
  return new;
end;
$$;
revoke execute on function private.stamp_device_sync_health_org() from public;

create trigger stamp_organisation before insert or update on public.device_sync_health
  for each row execute function private.stamp_device_sync_health_org();
create trigger set_updated_at before update on public.device_sync_health
  for each row execute function private.set_updated_at();

alter table public.device_sync_health enable row level security;

create policy "users read their own devices and admins those of their organisation" on public.device_sync_health
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_manage_org(organization_id) or (select private.is_super_admin()));

create policy "users report their own devices" on public.device_sync_health
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "users update their own devices' reports" on public.device_sync_health
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users and admins of their organisation remove device reports" on public.device_sync_health
  for delete to authenticated
  using (user_id = (select auth.uid()) or private.can_manage_org(organization_id));

create policy "only active accounts of active organisations reach the data" on public.device_sync_health as restrictive
  for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

revoke truncate on public.device_sync_health from anon, authenticated;
