-- A coaching session tells the people it concerns: when an admin starts one, each member of the team
-- learns it (and finds it in the coaching list) and its coach learns they run it (and finds it in the
-- coach's workspace); a coach put on an existing session learns it too; when the session is completed
-- the members learn it. Not told: changes outside an API request (seed, migrations, restores) and the
-- person who made the change. A session's current phase is a phase its program has.

create or replace function private.check_session_phase()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if (tg_op = 'INSERT' and new.current_phase = 1)
     or (tg_op = 'UPDATE' and new.current_phase is not distinct from old.current_phase and new.program_id is not distinct from old.program_id) then
    return new;
  end if;
  if not exists (
    select 1 from public.coaching_phases ph where ph.program_id = new.program_id and ph.phase_number = new.current_phase
  ) then
    raise exception 'session_phase: the program has no phase %', new.current_phase using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_session_phase() from public;
comment on function private.check_session_phase() is 'BEFORE INSERT OR UPDATE on coaching_sessions: current_phase names a phase of the program (23514 session_phase:); a new session may start at phase 1 before the program has phases.';

-- Named to fire after the organisation and ownership triggers, which judge the program first.
create trigger session_phase_exists before insert or update of current_phase, program_id on public.coaching_sessions
  for each row execute function private.check_session_phase();

-- One notification per person; members of the team, or the session's coach.
create or replace function private.notify_session_people(
  _session public.coaching_sessions, _key text, _title text, _message text, _to_members boolean, _to_coach boolean
)
returns void language plpgsql security definer set search_path = '' as $$
declare
  _team_name text := (select t.name from public.teams t where t.id = _session.team_id);
  _params jsonb := jsonb_strip_nulls(jsonb_build_object(
    'session_id', _session.id, 'session_name', _session.name, 'team_name', _team_name,
    'start_date', _session.start_date, 'end_date', _session.end_date
  ));
begin
  if _to_members then
    insert into public.notifications (user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link)
    select tm.member_id, private.team_org(_session.team_id), _title, _message, _key, _key, _params, 'medium', '/coaching-list'
    from public.team_members tm
    where tm.team_id = _session.team_id and tm.member_id is distinct from auth.uid();
  end if;
  if _to_coach then
    insert into public.notifications (user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link)
    select c.user_id, private.user_org(c.user_id), _title, _message, _key, _key, _params, 'medium', '/coach'
    from public.taas_coaches c
    where c.id = _session.coach_id and c.is_active and c.user_id is distinct from auth.uid();
  end if;
end;
$$;
revoke execute on function private.notify_session_people(public.coaching_sessions, text, text, text, boolean, boolean) from public, anon, authenticated;
comment on function private.notify_session_people(public.coaching_sessions, text, text, text, boolean, boolean) is
  'Inserts one notification (key _key, medium priority) per member of the session''s team and/or for its active coach, leaving out the caller.';

create or replace function private.notify_coaching_session()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _name text := coalesce(new.name, '');
begin
  if auth.role() is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.notify_session_people(new, 'coaching_session_started', 'Nuova sessione di coaching',
      format('Il tuo team partecipa alla sessione di coaching "%s".', _name), true, false);
    perform private.notify_session_people(new, 'coaching_session_assigned', 'Nuova sessione da seguire',
      format('Sei il coach della sessione "%s".', _name), false, true);
    return null;
  end if;
  if new.coach_id is distinct from old.coach_id then
    perform private.notify_session_people(new, 'coaching_session_assigned', 'Nuova sessione da seguire',
      format('Sei il coach della sessione "%s".', _name), false, true);
  end if;
  if new.status = 'completed' and old.status is distinct from 'completed' then
    perform private.notify_session_people(new, 'coaching_session_completed', 'Sessione di coaching completata',
      format('La sessione di coaching "%s" è completata.', _name), true, false);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_coaching_session() from public;
comment on function private.notify_coaching_session() is 'AFTER INSERT OR UPDATE on coaching_sessions: a new session tells its team''s members and its coach, a new coach learns they run it, a completion tells the members.';

create trigger notify_session after insert or update of coach_id, status on public.coaching_sessions
  for each row execute function private.notify_coaching_session();
