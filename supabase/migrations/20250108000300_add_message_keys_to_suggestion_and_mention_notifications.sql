-- The notifications of a generated AI suggestion and of a chat mention carry a message
-- key and its parameters (as assessment_assigned and coaching_phase_opened do since
-- 20250104000500), so the app shows them in the reader's language; title and message keep the
-- Italian text for older apps.
--   ai_suggestion  {activity_id, activity_title, session_id, suggestion_id}
--   chat_mention   {sender_name (absent when the sender has no name), excerpt (the message's first 200 characters), team_id, session_id, chat_message_id}
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
    where s.id = new.session_id and s.team_id = new.team_id
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

-- Rows written before this migration get their key and parameters from their sources.
update public.notifications n
set message_key = 'ai_suggestion',
  message_params = jsonb_strip_nulls(jsonb_build_object(
    'activity_id', g.activity_id, 'activity_title', a.title, 'session_id', g.session_id, 'suggestion_id', g.id))
from public.ai_suggestions g
left join public.coaching_activities a on a.id = g.activity_id
where n.notification_type = 'ai_suggestion' and n.message_key is null and g.id = n.ai_suggestion_id;

update public.notifications n
set message_key = 'chat_mention',
  message_params = jsonb_strip_nulls(jsonb_build_object(
    'sender_name', nullif(split_part(n.message, ': ', 1), 'Qualcuno'), 'excerpt', left(m.message, 200),
    'team_id', m.team_id, 'session_id', m.session_id, 'chat_message_id', m.id))
from public.team_chat_messages m
where n.notification_type = 'chat_mention' and n.message_key is null and m.id = n.chat_message_id;
