-- Nobody but a super admin grants themselves a role or makes a revoked role of theirs active again:
-- a revocation must not be undone by the person it was aimed at (an org admin holding a revoked
-- manager or team role, say). Another administrator, or a super admin, grants it again.
-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.refuse_own_role_grant()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and new.user_id = auth.uid()
     and new.is_active
     and (tg_op = 'INSERT' or not old.is_active or new.user_id is distinct from old.user_id
       or new.role_type is distinct from old.role_type or new.organization_id is distinct from old.organization_id
       or new.team_id is distinct from old.team_id)
     and not private.is_super_admin() then
    raise exception 'own_role: a role of one''s own is granted or restored by another administrator'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.refuse_own_role_grant() from public;
comment on function private.refuse_own_role_grant() is 'BEFORE INSERT OR UPDATE on user_roles: a signed-in user other than a super admin cannot grant, restore or change an active role of their own (42501 own_role:).';

create trigger a_refuse_own_grant before insert or update on public.user_roles
  for each row execute function private.refuse_own_role_grant();
