-- A team chat message carries its sender's role (coach, team
-- leader, member), and the database decides it from the sender's roles, not the client. A client may
-- omit sender_role; a value that is not the sender's role is refused (42501), so nobody posts "as the
-- coach". One person holding several roles posts under the highest: the session's coach, then a
-- leader of the team (named leader, team_leader role or manager assignment), then a member.

create or replace function private.chat_role_of(_user_id uuid, _team_id uuid, _session_id uuid)
returns text language plpgsql stable security definer set search_path = '' as $$
begin
  if _session_id is not null and exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.id = _session_id and s.team_id = _team_id and c.user_id = _user_id
  ) then
    return 'coach';
  end if;
  if exists (select 1 from public.teams t where t.id = _team_id and t.team_leader_id = _user_id)
     or exists (
       select 1 from public.user_roles r
       where r.user_id = _user_id and r.role_type = 'team_leader' and r.team_id = _team_id and r.is_active
     )
     or exists (
       select 1 from public.team_manager_assignments m
       where m.manager_id = _user_id and m.team_id = _team_id and m.is_active
     ) then
    return 'team_leader';
  end if;
  if exists (select 1 from public.team_members tm where tm.team_id = _team_id and tm.member_id = _user_id) then
    return 'member';
  end if;
  return null;
end;
$$;
revoke execute on function private.chat_role_of(uuid, uuid, uuid) from public, anon;
grant execute on function private.chat_role_of(uuid, uuid, uuid) to authenticated, service_role;
comment on function private.chat_role_of(uuid, uuid, uuid) is 'The role a user posts under in a team''s chat (coach of the session, team_leader, member), or null when they take no part in it.';

create or replace function private.stamp_chat_sender_role()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _role text;
begin
  if tg_op = 'UPDATE'
     and new.team_id is not distinct from old.team_id
     and new.session_id is not distinct from old.session_id
     and new.sender_id is not distinct from old.sender_id
     and new.sender_role is not distinct from old.sender_role then
    return new;
  end if;
  _role := private.chat_role_of(new.sender_id, new.team_id, new.session_id);
  if _role is null then
    raise exception 'chat_sender: the sender takes no part in this team''s chat' using errcode = '42501';
  end if;
  -- A value outside the three roles is left for the column's check constraint (23514).
  if new.sender_role in ('coach', 'team_leader', 'member') and new.sender_role <> _role then
    raise exception 'chat_sender_role: the sender posts here as %, not as %', _role, left(new.sender_role, 40)
      using errcode = '42501';
  end if;
  new.sender_role := coalesce(new.sender_role, _role);
  return new;
end;
$$;
revoke execute on function private.stamp_chat_sender_role() from public;
comment on function private.stamp_chat_sender_role() is 'BEFORE INSERT OR UPDATE on team_chat_messages: sender_role is the sender''s role for the team (given or not); another value, or a sender outside the chat, is refused (42501).';

-- Named to run before same_organisation and set_updated_at (triggers fire in name order).
create trigger a_stamp_sender_role before insert or update on public.team_chat_messages
  for each row execute function private.stamp_chat_sender_role();
