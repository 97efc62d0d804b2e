create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  logo_url text,
  status text not null default 'active' check (status in ('active', 'inactive', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organizations is 'Customer organisations; every member, team and assessment belongs to one.';

create trigger set_updated_at before update on public.organizations
  for each row execute function private.set_updated_at();

alter table public.organizations enable row level security;

create policy "members read their own organisation" on public.organizations
  for select to authenticated
  using (private.is_super_admin() or private.is_org_member(id));

create policy "super admins create organisations" on public.organizations
  for insert to authenticated
  with check ((select private.is_super_admin()));

create policy "org admins update their own organisation" on public.organizations
  for update to authenticated
  using (private.can_manage_org(id))
  with check (private.can_manage_org(id));

create policy "super admins delete organisations" on public.organizations
  for delete to authenticated
  using ((select private.is_super_admin()));
