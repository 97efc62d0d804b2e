-- A deactivated coach (taas_coaches.is_active false) keeps nothing their coach row gave them: the
-- sessions they ran, their team's chat, members, submissions and suggestions, and mentions in the
-- chat. Every helper that recognises a coach now asks for an active row, so deactivating one takes
-- effect at the coach's next request. Only a super admin changes whether a coach row is active or
-- whose it is: a coach editing their own profile cannot reactivate it.

create or replace function private.my_coach_id()
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select c.id from public.taas_coaches c where c.user_id = auth.uid() and c.is_active);
end;
$$;

create or replace function private.coaches_team(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.team_id = _team_id and c.user_id = auth.uid() and c.is_active
  );
end;
$$;

create or replace function private.coaches_session(_session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _session_id is not null and exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.id = _session_id and c.user_id = auth.uid() and c.is_active
  );
end;
$$;

create or replace function private.coaches_user_on_activity(_user_id uuid, _activity_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    join public.team_members tm on tm.team_id = s.team_id
    join public.coaching_phases ph on ph.program_id = s.program_id
    join public.coaching_activities a on a.phase_id = ph.id
    where c.user_id = auth.uid() and c.is_active and tm.member_id = _user_id and a.id = _activity_id
  );
end;
$$;

create or replace function private.chat_role_of(_user_id uuid, _team_id uuid, _session_id uuid)
returns text language plpgsql stable security definer set search_path = '' as $$
begin
  if _session_id is not null and exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.id = _session_id and s.team_id = _team_id and c.user_id = _user_id and c.is_active
  ) then
    return 'coach';
  end if;
  if exists (select 1 from public.teams t where t.id = _team_id and t.team_leader_id = _user_id)
     or exists (
       select 1 from public.user_roles r
       where r.user_id = _user_id and r.role_type = 'team_leader' and r.team_id = _team_id and r.is_active
     )
     or exists (
       select 1 from public.team_manager_assignments m
       where m.manager_id = _user_id and m.team_id = _team_id and m.is_active
     ) then
    return 'team_leader';
  end if;
  if exists (select 1 from public.team_members tm where tm.team_id = _team_id and tm.member_id = _user_id) then
    return 'member';
  end if;
  return null;
end;
$$;

-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_coach_status()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and (new.is_active is distinct from old.is_active or new.user_id is distinct from old.user_id)
     and not private.is_super_admin() then
    raise exception 'coach_status: only a super admin activates, deactivates or reassigns a coach'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_coach_status() from public;
comment on function private.guard_coach_status() is 'BEFORE UPDATE on taas_coaches: is_active and user_id change only by a super admin (42501 coach_status:).';

create trigger guard_status before update on public.taas_coaches
  for each row execute function private.guard_coach_status();

-- A deactivated coach is no longer told of mentions in the chat of the sessions they ran (the
-- notification would carry the message's first 200 characters).
create or replace function private.notify_chat_mentions()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _sender_name text;
  _sender text;
  _excerpt text := left(new.message, 200);
begin
  -- Rows written outside an API request (seed, migrations, restores) notify nobody.
  if auth.role() is null then
    return null;
  end if;
  if position('@' in new.message) = 0 then
    return null;
  end if;
  select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), c.first_name) into _sender_name
  from (select new.sender_id as id) s
  left join public.profiles p on p.user_id = s.id
  left join public.taas_coaches c on c.user_id = s.id;
  _sender := coalesce(_sender_name, 'Qualcuno');

  insert into public.notifications (
    user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link, chat_message_id
  )
  select distinct on (people.user_id)
    people.user_id,
    private.user_org(people.user_id),
    'Sei stato menzionato nella chat del team',
    format('%s: %s', _sender, _excerpt),
    'chat_mention',
    'chat_mention',
    jsonb_strip_nulls(jsonb_build_object(
      'sender_name', _sender_name,
      'excerpt', _excerpt,
      'team_id', new.team_id,
      'session_id', new.session_id,
      'chat_message_id', new.id
    )),
    'high',
    case when new.session_id is not null then format('/user/coaching/session/%s', new.session_id) else '/team-coaching' end,
    new.id
  from (
    select tm.member_id as user_id from public.team_members tm where tm.team_id = new.team_id
    union
    select t.team_leader_id from public.teams t where t.id = new.team_id and t.team_leader_id is not null
    union
    select r.user_id from public.user_roles r where r.team_id = new.team_id and r.role_type = 'team_leader' and r.is_active
    union
    select m.manager_id from public.team_manager_assignments m where m.team_id = new.team_id and m.is_active
    union
    select c.user_id from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.id = new.session_id and s.team_id = new.team_id and c.is_active
  ) people
  left join public.profiles p on p.user_id = people.user_id
  left join public.taas_coaches c on c.user_id = people.user_id
  join (
    select distinct lower(m[2]) as name
    from regexp_matches(new.message, '(^|[[:space:][:punct:]])@([^[:space:][:punct:]]+)', 'g') as m
  ) mentioned on mentioned.name = lower(coalesce(p.first_name, c.first_name))
  where people.user_id <> new.sender_id;
  return null;
end;
$$;
revoke execute on function private.notify_chat_mentions() from public;
