-- Notifications now name their source (20250103000250): a suggestion or a chat message of the
-- notified user's organisation, as every other end of a notification. The notified user may belong
-- to no organisation: a coach is told about a mention in the chat of a team they coach.

create or replace function private.suggestion_org(_suggestion_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return private.activity_org((select s.activity_id from public.ai_suggestions s where s.id = _suggestion_id));
end;
$$;

create or replace function private.chat_message_org(_message_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return private.team_org((select m.team_id from public.team_chat_messages m where m.id = _message_id));
end;
$$;

revoke execute on function private.suggestion_org(uuid) from public, anon;
revoke execute on function private.chat_message_org(uuid) from public, anon;
grant execute on function private.suggestion_org(uuid) to authenticated, service_role;
grant execute on function private.chat_message_org(uuid) to authenticated, service_role;

drop trigger same_organisation on public.notifications;
create trigger same_organisation before insert or update on public.notifications
  for each row execute function private.keep_one_organisation(
    'organization_id:self', 'user_id:user_org', 'ai_suggestion_id:suggestion_org', 'chat_message_id:chat_message_org');
