-- The times a client sends for its coaching work are bounded by the server's clock: never later than
-- now, never before the thing they belong to began. Each is clipped, not refused, so a device whose
-- clock is wrong still delivers the user's work:
--   user_activity_progress  updated_at (the action time), completed_at: from the session's beginning;
--   team_chat_messages      created_at (when the user pressed send): from the session's beginning, or
--                           the team's creation for a message outside a session; fixed once sent;
--   assignment_submissions  submitted_at: from the form's creation;
--   ai_suggestions          status_changed_at, accepted_at: from the suggestion's generation, which
--                           (like created_at) is the server's now for a row a client stores;
--   notifications           read_at: from the notification's creation.
-- a1_ so that they run after a0_stamp_row_birth and before the tables' merges (keep_newest_progress,
-- keep_newest_status) and finality guards (guard_submitted), which then compare bounded times.

-- A session began when it was created or a day before its start date, whichever is earlier (the
-- day covers a start date read in any time zone).
create or replace function private.session_began(_session_id uuid)
returns timestamptz language sql stable security definer set search_path = '' as $$
  select least(s.created_at, s.start_date::timestamp at time zone 'UTC' - interval '1 day')
  from public.coaching_sessions s where s.id = _session_id;
$$;
revoke execute on function private.session_began(uuid) from public, anon;
grant execute on function private.session_began(uuid) to authenticated, service_role;
comment on function private.session_began(uuid) is 'The earliest moment anything can happen in a coaching session: its creation or the day before its start date.';

create or replace function private.bound_progress_times()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _floor timestamptz;
begin
  if not private.is_client_write() then
    return new;
  end if;
  _floor := private.session_began(new.session_id);
  if tg_op = 'INSERT' or new.updated_at is distinct from old.updated_at then
    new.updated_at := private.bound_client_time(new.updated_at, _floor);
  end if;
  if tg_op = 'INSERT' or new.completed_at is distinct from old.completed_at then
    new.completed_at := private.bound_client_time(new.completed_at, _floor);
  end if;
  return new;
end;
$$;
revoke execute on function private.bound_progress_times() from public;
comment on function private.bound_progress_times() is 'BEFORE INSERT OR UPDATE on user_activity_progress: a client''s updated_at and completed_at clipped to [the session''s beginning, now].';

create trigger a1_bound_client_times before insert or update on public.user_activity_progress
  for each row execute function private.bound_progress_times();

create or replace function private.bound_chat_message_times()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    return new;
  end if;
  new.updated_at := now();
  new.created_at := private.bound_client_time(
    coalesce(new.created_at, now()),
    coalesce(private.session_began(new.session_id), (select t.created_at from public.teams t where t.id = new.team_id))
  );
  return new;
end;
$$;
revoke execute on function private.bound_chat_message_times() from public;
comment on function private.bound_chat_message_times() is 'BEFORE INSERT OR UPDATE on team_chat_messages: a client''s created_at clipped to [the session''s (or team''s) beginning, now], and fixed once sent.';

create trigger a1_bound_client_times before insert or update on public.team_chat_messages
  for each row execute function private.bound_chat_message_times();

create or replace function private.bound_submission_times()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' or new.submitted_at is distinct from old.submitted_at then
    new.submitted_at := private.bound_client_time(
      new.submitted_at, (select f.created_at from public.assignment_forms f where f.id = new.form_id));
  end if;
  return new;
end;
$$;
revoke execute on function private.bound_submission_times() from public;
comment on function private.bound_submission_times() is 'BEFORE INSERT OR UPDATE on assignment_submissions: a client''s submitted_at clipped to [the form''s creation, now].';

create trigger a1_bound_client_times before insert or update on public.assignment_submissions
  for each row execute function private.bound_submission_times();

create or replace function private.bound_suggestion_times()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _floor timestamptz;
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.generated_at := now();
  else
    new.generated_at := old.generated_at;
  end if;
  _floor := least(new.generated_at, coalesce(case when tg_op = 'UPDATE' then old.created_at end, new.created_at));
  if tg_op = 'INSERT' or new.status_changed_at is distinct from old.status_changed_at then
    new.status_changed_at := private.bound_client_time(new.status_changed_at, _floor);
  end if;
  if tg_op = 'INSERT' or new.accepted_at is distinct from old.accepted_at then
    new.accepted_at := private.bound_client_time(new.accepted_at, _floor);
  end if;
  return new;
end;
$$;
revoke execute on function private.bound_suggestion_times() from public;
comment on function private.bound_suggestion_times() is 'BEFORE INSERT OR UPDATE on ai_suggestions: generated_at is the server''s; a client''s status_changed_at and accepted_at clipped to [the suggestion''s generation, now].';

create trigger a1_bound_client_times before insert or update on public.ai_suggestions
  for each row execute function private.bound_suggestion_times();

create trigger a1_bound_client_times before insert or update on public.notifications
  for each row execute function private.bound_columns_to_creation('read_at');
