-- Notifications carry a priority (urgent, high, medium, low): when an
-- AI suggestion is stored for a user, the database tells that user, whoever stored it (the
-- ai-suggestion function, an import, the service role). Priority medium: the user usually asked for it.
create or replace function private.notify_generated_suggestion()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _title text;
begin
  -- Rows written outside an API request (seed, migrations, restores) notify nobody.
  if auth.role() is null then
    return null;
  end if;
  select a.title into _title from public.coaching_activities a where a.id = new.activity_id;
  insert into public.notifications (user_id, organization_id, title, message, notification_type, priority, link, ai_suggestion_id)
  values (
    new.user_id,
    private.user_org(new.user_id),
    'Suggestion generata',
    format('Una nuova suggestion AI è pronta per l''attività "%s".', coalesce(_title, '')),
    'ai_suggestion',
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
comment on function private.notify_generated_suggestion() is 'AFTER INSERT on ai_suggestions: a notification (type ai_suggestion, priority medium) for the suggestion''s user, linking to the activity.';

create trigger notify_generated after insert on public.ai_suggestions
  for each row execute function private.notify_generated_suggestion();
