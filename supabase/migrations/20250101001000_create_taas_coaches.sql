create table public.taas_coaches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  email text,
  bio text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.taas_coaches is 'Coaches of the platform; a row marks its user as a coach.';

create trigger set_updated_at before update on public.taas_coaches
  for each row execute function private.set_updated_at();

alter table public.taas_coaches enable row level security;

create policy "coaches read their own row" on public.taas_coaches
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_super_admin()));

create policy "session participants read their coach" on public.taas_coaches
  for select to authenticated
  using (private.coaches_a_team_i_see(id));

create policy "super admins create coaches" on public.taas_coaches
  for insert to authenticated
  with check ((select private.is_super_admin()));

create policy "super admins and coaches themselves update coaches" on public.taas_coaches
  for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_super_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_super_admin()));

create policy "super admins delete coaches" on public.taas_coaches
  for delete to authenticated
  using ((select private.is_super_admin()));
