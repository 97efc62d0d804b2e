-- Columns that only an administrator, the database or the scoring decides, refused to every other
-- signed-in writer (REST, the outbox batch, any security-invoker function). Functions and triggers
-- that run as the owner (assign_assessments, record_recalculated_score, the notification triggers,
-- the admin-users service role) are not affected: current_user tells them apart.
--   profiles          must_set_password: set by an administrator, cleared by the database when the
--                     person's password changes, never by the person themselves; team_role: admins.
--   assessments       answers, answer_times, score, results, started_at, completed_at: only the
--                     person taking it writes them, an assessment is created unanswered, and a
--                     completed one's results change only through a recalculation.
--   assignments       status, completed_at, needs_recalculation: completion and recalculation only;
--                     assigned_by is the caller who assigns (as user_roles.granted_by).
--   manager assignments  assigned_by is the caller who assigns or reactivates.
--   activity progress names an activity of the session's program, and only a leader of the
--                     session's team completes a team_leader_only activity.
--   AI suggestions    the user changes status, accepted_at, user_modifications and status_changed_at,
--                     not what was generated, for what, or when; a stored suggestion starts 'new'.
--   notifications     an administrator's notification carries a title, message, priority, type
--                     and an in-app link; message keys, sources (suggestion, chat message), read_at
--                     and the database's own notification types are the database's.

-- Security invoker on purpose (every guard below): current_user must be the caller's role, not the owner.
create or replace function private.guard_profile_decided_columns()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if new.must_set_password is distinct from old.must_set_password
     and (old.user_id = auth.uid() or not private.can_manage_org(old.organization_id)) then
    raise exception 'must_set_password: set by an administrator, cleared only by choosing a new password'
      using errcode = '42501';
  end if;
  if new.team_role is distinct from old.team_role and not private.can_manage_org(old.organization_id) then
    raise exception 'team_role: only administrators change a person''s team role' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_profile_decided_columns() from public;
comment on function private.guard_profile_decided_columns() is 'BEFORE UPDATE on profiles: must_set_password changes only by an administrator of someone else (or the password trigger), team_role only by administrators (42501).';

create trigger guard_decided_columns before update on public.profiles
  for each row execute function private.guard_profile_decided_columns();

create or replace function private.guard_assessment_taker()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.score is not null or new.results is not null or new.started_at is not null or new.completed_at is not null
       or new.answers <> '{}'::jsonb or new.answer_times <> '{}'::jsonb then
      raise exception 'assessment_answering: an assessment is created unanswered; only its taker answers it'
        using errcode = '42501';
    end if;
    return new;
  end if;
  if old.completed_at is not null and new.results is distinct from old.results then
    raise exception 'assessment_completed: assessment % was completed at % and its results change only by recalculation', old.id, old.completed_at
      using errcode = '23514';
  end if;
  if auth.uid() is distinct from old.user_id
     and (new.answers, new.answer_times, new.score, new.results, new.started_at, new.completed_at)
       is distinct from (old.answers, old.answer_times, old.score, old.results, old.started_at, old.completed_at) then
    raise exception 'assessment_answering: only the person taking an assessment answers, starts, scores or completes it'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_assessment_taker() from public;
comment on function private.guard_assessment_taker() is 'BEFORE INSERT OR UPDATE on assessments: created unanswered, answered only by its taker, results fixed once completed (42501 assessment_answering:, 23514 assessment_completed:).';

-- b_guard_taker: after the merge (a_) and the completion guard (b_guard_completed), before the answer keys (c_).
create trigger b_guard_taker before insert or update on public.assessments
  for each row execute function private.guard_assessment_taker();

create or replace function private.guard_assignment_decided_columns()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' or new.completed_at is not null or new.needs_recalculation then
      raise exception 'assignment_status: an assignment is created pending; completing its assessment completes it'
        using errcode = '42501';
    end if;
    new.assigned_by := auth.uid();
    return new;
  end if;
  if new.status is distinct from old.status or new.completed_at is distinct from old.completed_at
     or new.needs_recalculation is distinct from old.needs_recalculation then
    raise exception 'assignment_status: status, completed_at and needs_recalculation follow the assessment''s completion and recalculation'
      using errcode = '42501';
  end if;
  new.assigned_by := old.assigned_by;
  return new;
end;
$$;
revoke execute on function private.guard_assignment_decided_columns() from public;
comment on function private.guard_assignment_decided_columns() is 'BEFORE INSERT OR UPDATE on assessment_assignments: created pending, status and flags follow completion and recalculation (42501 assignment_status:); assigned_by is the caller.';

-- a_ so that same_organisation judges the stamped assigned_by.
create trigger a_guard_decided_columns before insert or update on public.assessment_assignments
  for each row execute function private.guard_assignment_decided_columns();

create or replace function private.stamp_manager_assigner()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' or (new.is_active and not old.is_active) then
    new.assigned_by := auth.uid();
  else
    new.assigned_by := old.assigned_by;
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_manager_assigner() from public;
comment on function private.stamp_manager_assigner() is 'BEFORE INSERT OR UPDATE on team_manager_assignments: assigned_by is the signed-in caller who assigns (or reactivates), never a value sent by the client.';

create trigger a_stamp_assigner before insert or update on public.team_manager_assignments
  for each row execute function private.stamp_manager_assigner();

-- The activity belongs to the program the session runs.
create or replace function private.activity_in_session(_activity_id uuid, _session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_activities a
    join public.coaching_phases ph on ph.id = a.phase_id
    join public.coaching_sessions s on s.program_id = ph.program_id
    where a.id = _activity_id and s.id = _session_id
  );
end;
$$;

-- Whether the activity is reserved to the leaders of the session's team and _user_id leads that team
-- (named leader, active team_leader role or active manager assignment, as private.leads_team).
create or replace function private.may_complete_activity(_user_id uuid, _activity_id uuid, _session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _team_id uuid := private.session_team(_session_id);
begin
  if not exists (select 1 from public.coaching_activities a where a.id = _activity_id and a.team_leader_only) then
    return true;
  end if;
  return exists (select 1 from public.teams t where t.id = _team_id and t.team_leader_id = _user_id)
    or exists (
      select 1 from public.user_roles r
      where r.user_id = _user_id and r.role_type = 'team_leader' and r.team_id = _team_id and r.is_active
    )
    or exists (
      select 1 from public.team_manager_assignments m
      where m.manager_id = _user_id and m.team_id = _team_id and m.is_active
    );
end;
$$;

revoke execute on function private.activity_in_session(uuid, uuid) from public, anon;
revoke execute on function private.may_complete_activity(uuid, uuid, uuid) from public, anon;
grant execute on function private.activity_in_session(uuid, uuid) to authenticated, service_role;
grant execute on function private.may_complete_activity(uuid, uuid, uuid) to authenticated, service_role;
comment on function private.activity_in_session(uuid, uuid) is 'True when the activity is one of the session''s program.';
comment on function private.may_complete_activity(uuid, uuid, uuid) is 'True unless the activity is team_leader_only and the user does not lead the session''s team.';

create or replace function private.check_progress_activity()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if (tg_op = 'INSERT' or new.activity_id is distinct from old.activity_id or new.session_id is distinct from old.session_id)
     and not private.activity_in_session(new.activity_id, new.session_id) then
    raise exception 'progress_activity: the activity is not part of the session''s program' using errcode = '42501';
  end if;
  if (new.status = 'completed' or new.completed_at is not null)
     and not private.may_complete_activity(new.user_id, new.activity_id, new.session_id) then
    raise exception 'progress_leaders_only: only a leader of the team completes this activity' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_progress_activity() from public;
comment on function private.check_progress_activity() is 'BEFORE INSERT OR UPDATE on user_activity_progress: the activity is of the session''s program, and a team_leader_only one is completed only by a leader of the team (42501).';

create trigger check_activity before insert or update on public.user_activity_progress
  for each row execute function private.check_progress_activity();

create or replace function private.guard_generated_suggestion()
returns trigger language plpgsql set search_path = '' as $$
declare
  _user_columns constant text[] := array['status', 'accepted_at', 'user_modifications', 'status_changed_at', 'updated_at'];
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'new' or new.accepted_at is not null or new.user_modifications is not null then
      raise exception 'suggestion_generated: a suggestion is stored new, before anyone accepts or changes it'
        using errcode = '42501';
    end if;
  elsif (to_jsonb(new) - _user_columns) is distinct from (to_jsonb(old) - _user_columns) then
    raise exception 'suggestion_generated: only a suggestion''s status, acceptance and the user''s modifications change'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_generated_suggestion() from public;
comment on function private.guard_generated_suggestion() is 'BEFORE INSERT OR UPDATE on ai_suggestions: stored as new; afterwards only status, accepted_at, user_modifications and status_changed_at change (42501 suggestion_generated:).';

create trigger guard_generated before insert or update on public.ai_suggestions
  for each row execute function private.guard_generated_suggestion();

create or replace function private.guard_notification_source()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if new.ai_suggestion_id is not null or new.chat_message_id is not null
     or new.message_key is not null or new.message_params <> '{}'::jsonb or new.read_at is not null
     or new.notification_type in ('assessment_assigned', 'coaching_phase_opened', 'ai_suggestion', 'chat_mention') then
    raise exception 'notification_source: message keys, sources, read_at and the database''s notification types are written by the database'
      using errcode = '42501';
  end if;
  -- An in-app path: '/' then not a second '/' or '\' (which browsers read as another host).
  if new.link is not null and new.link !~ '^/($|[^/\\])' then
    raise exception 'notification_link: a notification links to a page of the app (a path starting with /)'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_notification_source() from public;
comment on function private.guard_notification_source() is 'BEFORE INSERT on notifications: a signed-in writer (an administrator) sets title, message, priority, type and an in-app link only (42501).';

create trigger guard_source before insert on public.notifications
  for each row execute function private.guard_notification_source();
