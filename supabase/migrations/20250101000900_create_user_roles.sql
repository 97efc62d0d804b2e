create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role_type text not null check (role_type in ('super_admin', 'org_admin', 'manager', 'team_leader', 'team_member', 'coach')),
  organization_id uuid references public.organizations (id) on delete cascade,
  team_id uuid references public.teams (id) on delete cascade,
  granted_by uuid references auth.users (id) on delete set null,
  role_metadata jsonb not null default '{"role": "member"}'::jsonb,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_roles is 'Granted roles; revoking sets is_active false. Scoped by organization_id and, for team roles, team_id.';

create index user_roles_user_id_idx on public.user_roles (user_id, is_active, created_at desc);
create index user_roles_organization_id_idx on public.user_roles (organization_id, role_type);
create index user_roles_team_id_idx on public.user_roles (team_id);

create trigger set_updated_at before update on public.user_roles
  for each row execute function private.set_updated_at();

alter table public.user_roles enable row level security;

create policy "users read their own roles and admins those of their organisation" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_oversee_org(organization_id) or (select private.is_super_admin()));

-- Org admins grant roles within their organisation (never super_admin); super admins grant any.
create policy "org admins grant roles in their organisation" on public.user_roles
  for insert to authenticated
  with check (
    (select private.is_super_admin())
    or (role_type <> 'super_admin' and private.is_org_admin(organization_id)
        and (team_id is null or private.team_org(team_id) = organization_id))
  );

create policy "org admins change roles in their organisation" on public.user_roles
  for update to authenticated
  using ((select private.is_super_admin()) or (role_type <> 'super_admin' and private.is_org_admin(organization_id)))
  with check (
    (select private.is_super_admin())
    or (role_type <> 'super_admin' and private.is_org_admin(organization_id)
        and (team_id is null or private.team_org(team_id) = organization_id))
  );

create policy "org admins delete roles in their organisation" on public.user_roles
  for delete to authenticated
  using ((select private.is_super_admin()) or (role_type <> 'super_admin' and private.is_org_admin(organization_id)));
