create table public.admin_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  admin_level text not null default 'org_admin' check (admin_level in ('super_admin', 'org_admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.admin_profiles is 'Administrators by user id; admin_level super_admin marks a super admin.';

create trigger set_updated_at before update on public.admin_profiles
  for each row execute function private.set_updated_at();

alter table public.admin_profiles enable row level security;

create policy "admins read their own admin profile" on public.admin_profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_super_admin()));

create policy "super admins create admin profiles" on public.admin_profiles
  for insert to authenticated
  with check ((select private.is_super_admin()));

create policy "super admins update admin profiles" on public.admin_profiles
  for update to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

create policy "super admins delete admin profiles" on public.admin_profiles
  for delete to authenticated
  using ((select private.is_super_admin()));
