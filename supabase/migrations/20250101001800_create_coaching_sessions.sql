create table public.coaching_sessions (
  id uuid primary key default gen_random_uuid(),
  name text,
  program_id uuid not null references public.coaching_programs (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  coach_id uuid references public.taas_coaches (id) on delete set null,
  status text not null default 'active' check (status in ('active', 'completed')),
  current_phase integer not null default 1 check (current_phase >= 1),
  start_date date,
  end_date date check (end_date is null or start_date is null or end_date >= start_date),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.coaching_sessions is 'A coaching program run for one team with one coach.';

create index coaching_sessions_team_id_idx on public.coaching_sessions (team_id);
create index coaching_sessions_coach_id_idx on public.coaching_sessions (coach_id);
create index coaching_sessions_program_id_idx on public.coaching_sessions (program_id);

create trigger set_updated_at before update on public.coaching_sessions
  for each row execute function private.set_updated_at();

alter table public.coaching_sessions enable row level security;

create policy "team members, overseers and the coach read a session" on public.coaching_sessions
  for select to authenticated
  using (private.can_see_team(team_id) or coach_id = private.my_coach_id());

create policy "org admins create sessions for their teams" on public.coaching_sessions
  for insert to authenticated
  with check (private.can_manage_org(private.team_org(team_id)));

create policy "org admins and the coach update a session" on public.coaching_sessions
  for update to authenticated
  using (private.can_manage_org(private.team_org(team_id)) or coach_id = private.my_coach_id())
  with check (private.can_manage_org(private.team_org(team_id)) or coach_id = private.my_coach_id());

create policy "org admins delete sessions of their teams" on public.coaching_sessions
  for delete to authenticated
  using (private.can_manage_org(private.team_org(team_id)));
