-- The team coaching screen's AI assistant suggests next steps for a whole team: such a suggestion
-- belongs to the team's coaching session, not to an activity. A team suggestion has no activity_id
-- and names its session; like every suggestion it is stored only by the ai-suggestion function
-- (service role), for the member or coach who asked. The session's team members and its coach read
-- it and set its status (accept, reject, edit) as a user does their own activity suggestion; what
-- was generated stays the generator's (private.guard_generated_suggestion). It goes with its session,
-- as the session's chat and progress do. Organisation administrators, managers and leaders who read
-- the asker's suggestions (the existing select policy) read it too.
alter table public.ai_suggestions alter column activity_id drop not null;
alter table public.ai_suggestions add constraint ai_suggestions_team_suggestion_has_session
  check (activity_id is not null or session_id is not null);
comment on column public.ai_suggestions.activity_id is 'The activity the suggestion is for; null for a team suggestion, which belongs to session_id (the team coaching screen''s assistant).';

create index ai_suggestions_team_session_idx on public.ai_suggestions (session_id, created_at desc)
  where activity_id is null;

create or replace function private.takes_part_in_session(_session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _session_id is not null
    and (private.coaches_session(_session_id) or private.is_team_member(private.session_team(_session_id)));
end;
$$;
revoke execute on function private.takes_part_in_session(uuid) from public, anon;
grant execute on function private.takes_part_in_session(uuid) to authenticated, service_role;
comment on function private.takes_part_in_session(uuid) is 'The caller is a member of the session''s team or its (active) coach.';

create policy "the session's team and coach read its team suggestions" on public.ai_suggestions
  for select to authenticated
  using (activity_id is null and private.takes_part_in_session(session_id));

create policy "the session's team and coach set the status of its team suggestions" on public.ai_suggestions
  for update to authenticated
  using (activity_id is null and private.takes_part_in_session(session_id))
  with check (activity_id is null and private.takes_part_in_session(session_id));

-- The session's chat and progress are deleted with it; its team suggestions too (before the foreign
-- key would set their session to null, which a team suggestion cannot have).
create or replace function private.delete_team_suggestions_of_session()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  delete from public.ai_suggestions g where g.session_id = old.id and g.activity_id is null;
  return old;
end;
$$;
revoke execute on function private.delete_team_suggestions_of_session() from public;
comment on function private.delete_team_suggestions_of_session() is 'BEFORE DELETE on coaching_sessions: deletes the session''s team suggestions (ai_suggestions without an activity).';

create trigger delete_team_suggestions before delete on public.coaching_sessions
  for each row execute function private.delete_team_suggestions_of_session();

-- A team suggestion is asked for on the team screen, where it appears at once for everyone in the
-- team: it notifies nobody. An activity suggestion still tells its user (as since 20250108000300).
create or replace function private.notify_generated_suggestion()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _title text;
begin
  -- Rows written outside an API request (seed, migrations, restores) notify nobody.
  if auth.role() is null or new.activity_id is null then
    return null;
  end if;
  select a.title into _title from public.coaching_activities a where a.id = new.activity_id;
  insert into public.notifications (
    user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link, ai_suggestion_id
  ) values (
    new.user_id,
    private.user_org(new.user_id),
    'Suggestion generata',
    format('Una nuova suggestion AI è pronta per l''attività "%s".', coalesce(_title, '')),
    'ai_suggestion',
    'ai_suggestion',
    jsonb_strip_nulls(jsonb_build_object(
      'activity_id', new.activity_id,
      'activity_title', _title,
      'session_id', new.session_id,
      'suggestion_id', new.id
    )),
    'medium',
    case when new.session_id is not null
      then format('/coaching/%s/activity/%s', new.session_id, new.activity_id)
      else '/coaching-list'
    end,
    new.id
  );
  return null;
end;
$$;
revoke execute on function private.notify_generated_suggestion() from public;
comment on function private.notify_generated_suggestion() is 'AFTER INSERT on ai_suggestions: a notification (type ai_suggestion, priority medium) for the user of an activity suggestion, linking to the activity; a team suggestion notifies nobody.';
