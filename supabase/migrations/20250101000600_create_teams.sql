create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  team_leader_id uuid references public.profiles (user_id) on delete set null,
  team_type text not null default 'operational' check (team_type in ('operational', 'project', 'management')),
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.teams is 'Teams of an organisation; team_type is the admin screens'' team type (operational, project, management).';

create index teams_organization_id_idx on public.teams (organization_id);
create index teams_team_leader_id_idx on public.teams (team_leader_id);

create trigger set_updated_at before update on public.teams
  for each row execute function private.set_updated_at();

alter table public.teams enable row level security;

create policy "members, leaders, coaches and admins read the teams they belong to" on public.teams
  for select to authenticated
  using (
    private.can_oversee_org(organization_id) or private.leads_team(id)
    or private.is_team_member(id) or private.coaches_team(id)
  );

create policy "org admins create teams in their organisation" on public.teams
  for insert to authenticated
  with check (private.can_manage_org(organization_id));

create policy "org admins update teams in their organisation" on public.teams
  for update to authenticated
  using (private.can_manage_org(organization_id))
  with check (private.can_manage_org(organization_id));

create policy "org admins delete teams in their organisation" on public.teams
  for delete to authenticated
  using (private.can_manage_org(organization_id));
