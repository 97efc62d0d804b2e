-- What the admin-users edge function writes, each call one transaction: the profile, the team
-- membership and the roles of a person whose auth user it has just created (if this fails, the
-- function deletes that user again, so nothing is left behind), an organisation with its first
-- admin, a super admin's removal. Only the service role may call them: the function checks first
-- that its caller (passed as _granted_by / _caller) may administer the organisation.

-- Whether _caller may administer _org_id (null: the platform, super admins only). Mirrors
-- private.can_manage_org for a user other than auth.uid(), and refuses inactive accounts.
create or replace function public.admin_caller_may_manage(_caller uuid, _org_id uuid)
returns boolean language plpgsql stable set search_path = '' as $$
declare
  _super boolean := exists (
    select 1 from public.user_roles r where r.user_id = _caller and r.role_type = 'super_admin' and r.is_active
  ) or exists (select 1 from public.admin_profiles a where a.id = _caller and a.admin_level = 'super_admin');
begin
  if exists (select 1 from public.profiles p where p.user_id = _caller and p.status = 'inactive') then
    return false;
  end if;
  if _super then
    return true;
  end if;
  return _org_id is not null
    and exists (select 1 from public.organizations o where o.id = _org_id and o.status = 'active')
    and exists (
      select 1 from public.user_roles r
      where r.user_id = _caller and r.role_type = 'org_admin' and r.organization_id = _org_id and r.is_active
    );
end;
$$;

create or replace function public.admin_create_person(
  _user_id uuid, _organization_id uuid, _profile jsonb, _team_id uuid, _team_role text, _roles text[], _granted_by uuid
)
returns void language plpgsql set search_path = '' as $$
declare
  _role text;
begin
  insert into public.profiles (
    user_id, email, organization_id, first_name, last_name, team_role, position, department, division, phone,
    hire_date, age, gender, job_description, status, language, must_set_password
  ) values (
    _user_id, lower(_profile ->> 'email'), _organization_id, _profile ->> 'first_name', _profile ->> 'last_name',
    case when _team_id is not null then coalesce(_team_role, 'member') end,
    _profile ->> 'position', _profile ->> 'department', _profile ->> 'division', _profile ->> 'phone',
    (_profile ->> 'hire_date')::date, (_profile ->> 'age')::integer, _profile ->> 'gender', _profile ->> 'job_description',
    coalesce(_profile ->> 'status', 'active'), _profile ->> 'language', coalesce((_profile ->> 'must_set_password')::boolean, false)
  );
  if _team_id is not null then
    insert into public.team_members (team_id, member_id, role) values (_team_id, _user_id, coalesce(_team_role, 'member'));
  end if;
  foreach _role in array coalesce(_roles, '{}') loop
    insert into public.user_roles (user_id, role_type, organization_id, team_id, granted_by, role_metadata)
    values (
      _user_id, _role, case when _role <> 'super_admin' then _organization_id end,
      case when _role in ('team_member', 'team_leader') then _team_id end, _granted_by,
      jsonb_build_object('role', case _role
        when 'team_member' then coalesce(_team_role, 'member') when 'team_leader' then 'leader'
        when 'org_admin' then 'admin' when 'super_admin' then 'admin' else _role end)
    );
    if _role in ('org_admin', 'super_admin') then
      insert into public.admin_profiles (id, admin_level) values (_user_id, _role)
      on conflict (id) do update set admin_level = case
        when public.admin_profiles.admin_level = 'super_admin' then 'super_admin' else excluded.admin_level end;
    end if;
  end loop;
end;
$$;

create or replace function public.admin_update_person(_user_id uuid, _profile jsonb)
returns void language plpgsql set search_path = '' as $$
begin
  update public.profiles p set
    first_name = case when _profile ? 'first_name' then _profile ->> 'first_name' else p.first_name end,
    last_name = case when _profile ? 'last_name' then _profile ->> 'last_name' else p.last_name end,
    position = case when _profile ? 'position' then _profile ->> 'position' else p.position end,
    department = case when _profile ? 'department' then _profile ->> 'department' else p.department end,
    division = case when _profile ? 'division' then _profile ->> 'division' else p.division end,
    phone = case when _profile ? 'phone' then _profile ->> 'phone' else p.phone end,
    hire_date = case when _profile ? 'hire_date' then (_profile ->> 'hire_date')::date else p.hire_date end,
    age = case when _profile ? 'age' then (_profile ->> 'age')::integer else p.age end,
    gender = case when _profile ? 'gender' then _profile ->> 'gender' else p.gender end,
    job_description = case when _profile ? 'job_description' then _profile ->> 'job_description' else p.job_description end,
    status = case when _profile ? 'status' then _profile ->> 'status' else p.status end,
    must_set_password = case when _profile ? 'must_set_password' then (_profile ->> 'must_set_password')::boolean else p.must_set_password end
  where p.user_id = _user_id;
  if not found then
    raise exception 'profile_not_found: %', _user_id using errcode = 'P0002';
  end if;
end;
$$;

create or replace function public.admin_create_organization(
  _name text, _logo_url text, _status text, _admin_user_id uuid, _admin_profile jsonb, _granted_by uuid
)
returns uuid language plpgsql set search_path = '' as $$
declare
  _org_id uuid;
begin
  insert into public.organizations (name, logo_url, status) values (_name, _logo_url, coalesce(_status, 'active'))
  returning id into _org_id;
  perform public.admin_create_person(_admin_user_id, _org_id, _admin_profile, null, null, array['org_admin'], _granted_by);
  return _org_id;
end;
$$;

-- Demotes a super admin (the account stays); the keep_a_super_admin triggers refuse the last one.
create or replace function public.admin_remove_super_admin(_user_id uuid)
returns boolean language plpgsql set search_path = '' as $$
declare
  _roles integer;
  _profiles integer;
begin
  update public.user_roles set is_active = false where user_id = _user_id and role_type = 'super_admin' and is_active;
  get diagnostics _roles = row_count;
  delete from public.admin_profiles where id = _user_id and admin_level = 'super_admin';
  get diagnostics _profiles = row_count;
  return _roles + _profiles > 0;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'admin_caller_may_manage(uuid, uuid)', 'admin_create_person(uuid, uuid, jsonb, uuid, text, text[], uuid)',
    'admin_update_person(uuid, jsonb)', 'admin_create_organization(text, text, text, uuid, jsonb, uuid)',
    'admin_remove_super_admin(uuid)'
  ] loop
    execute format('revoke execute on function public.%s from public, anon, authenticated', fn);
    execute format('grant execute on function public.%s to service_role', fn);
    execute format('comment on function public.%s is %L', fn, 'For the admin-users edge function (service role only).');
  end loop;
end;
$$;
