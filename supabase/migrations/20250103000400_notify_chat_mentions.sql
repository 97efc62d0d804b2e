-- A team chat message that mentions someone taking part in the chat notifies them.
-- A mention is '@' (at the start or after a space or punctuation, so e-mail addresses are not
-- mentions) followed by the person's first name, compared without case and ended by a space,
-- punctuation or the end of the message ("@Mario, ci sei?" mentions every Mario of the chat). Taking
-- part: whoever may post there (private.chat_role_of): the team's members, its leaders and managers,
-- and the coach of the message's session (a name comes from the profile, else from taas_coaches). The sender is not told of their own
-- mention. Priority high: someone is waiting for an answer. Linear in the message (at most 4000
-- characters): the mentions are read once, then matched by name.
create or replace function private.notify_chat_mentions()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _sender text;
begin
  -- Rows written outside an API request (seed, migrations, restores) notify nobody.
  if auth.role() is null then
    return null;
  end if;
  if position('@' in new.message) = 0 then
    return null;
  end if;
  select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), c.first_name, 'Qualcuno') into _sender
  from (select new.sender_id as id) s
  left join public.profiles p on p.user_id = s.id
  left join public.taas_coaches c on c.user_id = s.id;

  insert into public.notifications (user_id, organization_id, title, message, notification_type, priority, link, chat_message_id)
  select distinct on (people.user_id)
    people.user_id,
    private.user_org(people.user_id),
    'Sei stato menzionato nella chat del team',
    format('%s: %s', _sender, left(new.message, 200)),
    'chat_mention',
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
comment on function private.notify_chat_mentions() is 'AFTER INSERT on team_chat_messages: each participant of the chat mentioned as @first_name (case-insensitive) gets a notification (type chat_mention, priority high).';

create trigger notify_mentions after insert on public.team_chat_messages
  for each row execute function private.notify_chat_mentions();
