create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  member_id uuid not null references public.profiles (user_id) on delete cascade,
  role text not null default 'member' check (role in ('member', 'coordinator', 'leader')),
  joined_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (team_id, member_id)
);
comment on table public.team_members is 'Membership of users in teams, with the team role (member, coordinator, leader).';

create index team_members_member_id_idx on public.team_members (member_id);

create trigger set_updated_at before update on public.team_members
  for each row execute function private.set_updated_at();

alter table public.team_members enable row level security;

create policy "members read the membership of their own teams" on public.team_members
  for select to authenticated
  using (member_id = (select auth.uid()) or private.can_see_team(team_id));

create policy "org admins add team members" on public.team_members
  for insert to authenticated
  with check (private.can_manage_org(private.team_org(team_id)));

create policy "org admins change team members" on public.team_members
  for update to authenticated
  using (private.can_manage_org(private.team_org(team_id)))
  with check (private.can_manage_org(private.team_org(team_id)));

create policy "org admins remove team members" on public.team_members
  for delete to authenticated
  using (private.can_manage_org(private.team_org(team_id)));
