-- The teams a caller coaches count only while their coach row is active, as private.coaches_team
-- has it: a deactivated coach stops reading the people, teams and results of the teams they coached
-- at once. The set version of the scope (20250131000100) had left the check out.
create or replace function private.my_team_ids()
returns uuid[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select unnest(private.led_team_ids())
    union
    select tm.team_id from public.team_members tm where tm.member_id = auth.uid()
    union
    select s.team_id from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where c.user_id = auth.uid() and c.is_active and s.team_id is not null
  ) x (id)
$$;
