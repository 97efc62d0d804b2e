-- What a coach may change, and nothing more: of a session they coach, its start date, end date and
-- current phase; of a workshop activity of a program one of their sessions runs, its logistics (the
-- venue, date and time, and notes in content_data). A session's name and status, and an activity's
-- title, type, content or any other key of content_data, stay as the organisation's admins set them.
-- Row-level security says which rows (the update policies); these triggers say which fields, since a
-- policy cannot. Owner-run functions and the server's own work are not clients and pass, as in
-- 20250101003400_guard_coaching_session_ownership.sql.

-- The caller coaches an active-coach session of the program that holds this phase, and the program
-- is an organisation's (library content is the super admins').
create or replace function private.coaches_phase_program(_phase_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_phases ph
    join public.coaching_programs p on p.id = ph.program_id
    join public.coaching_sessions s on s.program_id = p.id
    where ph.id = _phase_id and p.organization_id is not null
      and s.coach_id = private.my_coach_id()
  );
end;
$$;
revoke execute on function private.coaches_phase_program(uuid) from public, anon;
grant execute on function private.coaches_phase_program(uuid) to authenticated, service_role;
comment on function private.coaches_phase_program(uuid) is 'True when the caller is the active coach of a session whose (organisation-owned) program holds the phase.';

create policy "coaches change the logistics of workshops in programs they run" on public.coaching_activities
  for update to authenticated
  using (activity_type = 'workshop' and private.coaches_phase_program(phase_id))
  with check (activity_type = 'workshop' and private.coaches_phase_program(phase_id));

-- Security invoker on purpose (both guards): current_user must be the caller's role, not the owner.
create or replace function private.guard_coach_session_edits()
returns trigger language plpgsql set search_path = '' as $$
declare
  _free text[] := array['start_date', 'end_date', 'current_phase', 'field_times', 'created_at', 'updated_at'];
begin
  if current_user <> 'authenticated' or private.can_manage_org(private.team_org(old.team_id)) then
    return new;
  end if;
  if (to_jsonb(new) - _free) is distinct from (to_jsonb(old) - _free) then
    raise exception 'session_coach_edit: a coach changes only the start date, end date and current phase of a session'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_coach_session_edits() from public;
comment on function private.guard_coach_session_edits() is 'BEFORE UPDATE on coaching_sessions: a caller who does not manage the organisation changes only start_date, end_date and current_phase (42501 session_coach_edit:).';

create trigger guard_coach_edits before update on public.coaching_sessions
  for each row execute function private.guard_coach_session_edits();

create or replace function private.guard_coach_logistics_edits()
returns trigger language plpgsql set search_path = '' as $$
declare
  _free text[] := array['venue_address', 'scheduled_datetime', 'logistics_notes'];
  _row_free text[] := array['content_data', 'field_times', 'created_at', 'updated_at'];
begin
  if current_user <> 'authenticated' or private.can_manage_org(private.activity_org(old.id)) then
    return new;
  end if;
  if (to_jsonb(new) - _row_free) is distinct from (to_jsonb(old) - _row_free)
     or (new.content_data - _free) is distinct from (old.content_data - _free) then
    raise exception 'workshop_coach_edit: a coach changes only the venue, date and time, and notes of a workshop'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_coach_logistics_edits() from public;
comment on function private.guard_coach_logistics_edits() is 'BEFORE UPDATE on coaching_activities: a caller who does not manage the organisation changes only content_data''s venue_address, scheduled_datetime and logistics_notes (42501 workshop_coach_edit:).';

create trigger guard_coach_edits before update on public.coaching_activities
  for each row execute function private.guard_coach_logistics_edits();
