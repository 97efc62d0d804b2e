-- A coach runs a session but does not decide what it is: which team, program and coach it belongs
-- to stay as the organisation's admins set them.
-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_session_ownership()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and (new.team_id is distinct from old.team_id
       or new.program_id is distinct from old.program_id
       or new.coach_id is distinct from old.coach_id)
     and not private.can_manage_org(private.team_org(old.team_id)) then
    raise exception 'only administrators may change the team, program or coach of a session'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_session_ownership() from public;

create trigger guard_ownership before update on public.coaching_sessions
  for each row execute function private.guard_session_ownership();
