create table public.team_manager_assignments (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  manager_id uuid not null references auth.users (id) on delete cascade,
  is_active boolean not null default true,
  assigned_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (team_id, manager_id)
);
comment on table public.team_manager_assignments is 'Managers assigned to lead teams; an active row makes the manager a leader of the team.';

create index team_manager_assignments_manager_id_idx on public.team_manager_assignments (manager_id, is_active);

create trigger set_updated_at before update on public.team_manager_assignments
  for each row execute function private.set_updated_at();

alter table public.team_manager_assignments enable row level security;

create policy "managers read their own assignments and admins those of their organisation" on public.team_manager_assignments
  for select to authenticated
  using (manager_id = (select auth.uid()) or private.can_oversee_team(team_id));

create policy "org admins assign managers to teams" on public.team_manager_assignments
  for insert to authenticated
  with check (private.can_manage_org(private.team_org(team_id)));

create policy "org admins change manager assignments" on public.team_manager_assignments
  for update to authenticated
  using (private.can_manage_org(private.team_org(team_id)))
  with check (private.can_manage_org(private.team_org(team_id)));

create policy "org admins remove manager assignments" on public.team_manager_assignments
  for delete to authenticated
  using (private.can_manage_org(private.team_org(team_id)));
