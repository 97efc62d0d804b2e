-- A coach works on the sessions they run: they see those sessions, their chat, and the
-- submissions and suggestions of the team's members for the activities of those sessions'
-- programs; not the team's other sessions run by other coaches.

create or replace function private.coaches_session(_session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _session_id is not null and exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.id = _session_id and c.user_id = auth.uid()
  );
end;
$$;

create or replace function private.session_team(_session_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select s.team_id from public.coaching_sessions s where s.id = _session_id);
end;
$$;

-- Team results without the coaches: the team's overseers and members.
create or replace function private.takes_part_in_team(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_oversee_team(_team_id) or private.is_team_member(_team_id);
end;
$$;

-- Overseeing a person without being their coach: their organisation's admins and managers, their team leaders.
create or replace function private.manages_user(_user_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_oversee_org(private.user_org(_user_id)) or exists (
    select 1 from public.team_members tm where tm.member_id = _user_id and private.leads_team(tm.team_id)
  );
end;
$$;

-- The caller coaches this session, and the user is a member of its team.
create or replace function private.coaches_user_in_session(_user_id uuid, _session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.coaches_session(_session_id) and exists (
    select 1 from public.team_members tm
    where tm.member_id = _user_id and tm.team_id = private.session_team(_session_id)
  );
end;
$$;

-- The caller coaches a session of one of the user's teams whose program contains the activity.
create or replace function private.coaches_user_on_activity(_user_id uuid, _activity_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    join public.team_members tm on tm.team_id = s.team_id
    join public.coaching_phases ph on ph.program_id = s.program_id
    join public.coaching_activities a on a.phase_id = ph.id
    where c.user_id = auth.uid() and tm.member_id = _user_id and a.id = _activity_id
  );
end;
$$;

-- The same for a form: the form of such an activity, or the form such an activity points at.
create or replace function private.coaches_user_on_form(_user_id uuid, _form_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_activities a
    where (a.source_form_template_id = _form_id or a.source_form_activity_id = _form_id
      or a.id = (select f.activity_id from public.assignment_forms f where f.id = _form_id))
      and private.coaches_user_on_activity(_user_id, a.id)
  );
end;
$$;

-- A session is seen by the team's overseers and members and by its own coach.
create or replace function private.can_see_session(_session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.takes_part_in_team(private.session_team(_session_id)) or private.coaches_session(_session_id);
end;
$$;

-- Posting in a team chat under a sender role the author really holds, in a session of that team.
create or replace function private.may_post_in(_team_id uuid, _session_id uuid, _sender_role text)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  if _session_id is not null and private.session_team(_session_id) is distinct from _team_id then
    return false;
  end if;
  return case _sender_role
    when 'coach' then private.coaches_session(_session_id)
    when 'team_leader' then private.leads_team(_team_id)
    when 'member' then private.is_team_member(_team_id)
    else false
  end;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'coaches_session(uuid)', 'session_team(uuid)', 'takes_part_in_team(uuid)', 'manages_user(uuid)',
    'coaches_user_in_session(uuid, uuid)', 'coaches_user_on_activity(uuid, uuid)', 'coaches_user_on_form(uuid, uuid)', 'may_post_in(uuid, uuid, text)'
  ] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;

drop policy "team members, overseers and the coach read a session" on public.coaching_sessions;
create policy "team members, overseers and the session's own coach read a session" on public.coaching_sessions
  for select to authenticated
  using (private.takes_part_in_team(team_id) or coach_id = private.my_coach_id());

drop policy "team members, overseers and the coach read the team chat" on public.team_chat_messages;
create policy "team members, overseers and the session's coach read the team chat" on public.team_chat_messages
  for select to authenticated
  using (private.takes_part_in_team(team_id) or private.coaches_session(session_id));

drop policy "participants post under a role they hold" on public.team_chat_messages;
create policy "participants post under a role they hold" on public.team_chat_messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()) and private.may_post_in(team_id, session_id, sender_role));

drop policy "senders edit their own messages" on public.team_chat_messages;
create policy "senders edit their own messages" on public.team_chat_messages
  for update to authenticated
  using (sender_id = (select auth.uid()))
  with check (sender_id = (select auth.uid()) and private.may_post_in(team_id, session_id, sender_role));

drop policy "users read their own submissions and leaders and coaches those of their teams" on public.assignment_submissions;
create policy "users read their own submissions, their overseers and their coach those of the coached program" on public.assignment_submissions
  for select to authenticated
  using (user_id = (select auth.uid()) or private.manages_user(user_id) or private.coaches_user_on_form(user_id, form_id));

drop policy "users read their own suggestions and leaders and coaches those of their teams" on public.ai_suggestions;
create policy "users read their own suggestions, their overseers and their coach those of the coached session" on public.ai_suggestions
  for select to authenticated
  using (
    user_id = (select auth.uid()) or private.manages_user(user_id)
    or (session_id is null and private.coaches_user_on_activity(user_id, activity_id))
    or private.coaches_user_in_session(user_id, session_id)
  );
