-- When a coaching session moves to another phase (coaching_sessions.current_phase
-- changes), each member of the session's team is told that the phase is open. Priority medium.
-- Not told: changes outside an API request (seed, migrations, restores), and the person who moved
-- the session on.
create or replace function private.notify_opened_coaching_phase()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _phase_title text;
  _team_name text;
begin
  if auth.role() is null then
    return null;
  end if;
  select ph.title into _phase_title from public.coaching_phases ph
  where ph.program_id = new.program_id and ph.phase_number = new.current_phase;
  select t.name into _team_name from public.teams t where t.id = new.team_id;
  insert into public.notifications (
    user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link
  )
  select tm.member_id,
    private.team_org(new.team_id),
    'Nuova fase di coaching',
    format('È iniziata la fase %s: %s.', new.current_phase, coalesce(_phase_title, '')),
    'coaching_phase_opened',
    'coaching_phase_opened',
    jsonb_strip_nulls(jsonb_build_object(
      'session_id', new.id,
      'session_name', new.name,
      'team_name', _team_name,
      'phase_number', new.current_phase,
      'phase_title', _phase_title
    )),
    'medium',
    format('/coaching/%s', new.id)
  from public.team_members tm
  where tm.team_id = new.team_id and tm.member_id is distinct from auth.uid();
  return null;
end;
$$;
revoke execute on function private.notify_opened_coaching_phase() from public;
comment on function private.notify_opened_coaching_phase() is 'AFTER UPDATE OF current_phase on coaching_sessions: each team member gets a notification (type and key coaching_phase_opened, priority medium) linking to the session timeline.';

create trigger notify_opened_phase after update of current_phase on public.coaching_sessions
  for each row when (new.current_phase is distinct from old.current_phase)
  execute function private.notify_opened_coaching_phase();
