-- A role is granted by a user_roles row whose granted_by names who granted
-- it, and revoked by setting it inactive. A signed-in client cannot choose granted_by: the database
-- writes the caller (auth.uid()). Reactivating a revoked role is a new grant by the caller. The
-- service role (the admin-users edge function) passes the administrator it acts for.
-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.stamp_role_grantor()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' or (new.is_active and not old.is_active) then
    new.granted_by := auth.uid();
  else
    new.granted_by := old.granted_by;
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_role_grantor() from public;
comment on function private.stamp_role_grantor() is 'BEFORE INSERT OR UPDATE on user_roles: granted_by is the signed-in caller who grants (or re-grants), never a value sent by the client.';

-- Named to run before same_organisation, which then judges the stamped grantor.
create trigger a_stamp_grantor before insert or update on public.user_roles
  for each row execute function private.stamp_role_grantor();
