-- Who-may-see-what helpers used by the row-level security policies. They are security definer
-- (they run as the table owner and so bypass RLS), which is what keeps policies from recursing
-- into each other. PL/pgSQL binds table names at first call, so these may precede the tables.
-- Every helper answers for the signed-in user, auth.uid().

create or replace function private.is_super_admin()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and r.role_type = 'super_admin' and r.is_active
  ) or exists (
    select 1 from public.admin_profiles a
    where a.id = auth.uid() and a.admin_level = 'super_admin'
  );
end;
$$;

create or replace function private.has_org_role(_org_id uuid, _role_type text)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _org_id is not null and exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and r.role_type = _role_type
      and r.organization_id = _org_id and r.is_active
  );
end;
$$;

create or replace function private.is_org_admin(_org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.has_org_role(_org_id, 'org_admin');
end;
$$;

-- Super admins and the organisation's own admins may manage it.
create or replace function private.can_manage_org(_org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_super_admin() or private.is_org_admin(_org_id);
end;
$$;

-- Org admins and managers oversee every team and member of their organisation.
create or replace function private.can_oversee_org(_org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_super_admin() or private.is_org_admin(_org_id) or private.has_org_role(_org_id, 'manager');
end;
$$;

create or replace function private.is_org_member(_org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _org_id is not null and (
    exists (select 1 from public.profiles p where p.user_id = auth.uid() and p.organization_id = _org_id)
    or exists (
      select 1 from public.user_roles r
      where r.user_id = auth.uid() and r.organization_id = _org_id and r.is_active
    )
  );
end;
$$;

create or replace function private.team_org(_team_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select t.organization_id from public.teams t where t.id = _team_id);
end;
$$;

create or replace function private.user_org(_user_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select p.organization_id from public.profiles p where p.user_id = _user_id);
end;
$$;

-- Leading a team: named as its leader, an active team_leader role for it, or an active manager assignment.
create or replace function private.leads_team(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _team_id is not null and (
    exists (select 1 from public.teams t where t.id = _team_id and t.team_leader_id = auth.uid())
    or exists (
      select 1 from public.user_roles r
      where r.user_id = auth.uid() and r.role_type = 'team_leader' and r.team_id = _team_id and r.is_active
    )
    or exists (
      select 1 from public.team_manager_assignments m
      where m.manager_id = auth.uid() and m.team_id = _team_id and m.is_active
    )
  );
end;
$$;

create or replace function private.is_team_member(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.team_members tm where tm.team_id = _team_id and tm.member_id = auth.uid());
end;
$$;

create or replace function private.my_coach_id()
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select c.id from public.taas_coaches c where c.user_id = auth.uid());
end;
$$;

create or replace function private.coaches_team(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_sessions s
    join public.taas_coaches c on c.id = s.coach_id
    where s.team_id = _team_id and c.user_id = auth.uid()
  );
end;
$$;

-- Team results and membership: super admins, org admins and managers of the team's organisation, its leaders.
create or replace function private.can_oversee_team(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_oversee_org(private.team_org(_team_id)) or private.leads_team(_team_id);
end;
$$;

create or replace function private.can_see_team(_team_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_oversee_team(_team_id) or private.is_team_member(_team_id) or private.coaches_team(_team_id);
end;
$$;

create or replace function private.shares_team_with(_user_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.team_members mine
    join public.team_members theirs on theirs.team_id = mine.team_id
    where mine.member_id = auth.uid() and theirs.member_id = _user_id
  );
end;
$$;

-- Another user's personal data: their org's admins and managers, leaders and coaches of their teams.
create or replace function private.can_oversee_user(_user_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_oversee_org(private.user_org(_user_id)) or exists (
    select 1 from public.team_members tm
    where tm.member_id = _user_id and (private.leads_team(tm.team_id) or private.coaches_team(tm.team_id))
  );
end;
$$;

create or replace function private.coaches_a_team_i_see(_coach_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_sessions s where s.coach_id = _coach_id and private.can_see_team(s.team_id)
  );
end;
$$;

create or replace function private.can_see_session(_session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _team_id uuid;
  _coach_id uuid;
begin
  select s.team_id, s.coach_id into _team_id, _coach_id from public.coaching_sessions s where s.id = _session_id;
  if not found then
    return false;
  end if;
  return private.can_see_team(_team_id) or (_coach_id is not null and _coach_id = private.my_coach_id());
end;
$$;

-- Overseeing a session's people: the team's overseers and the session's coach.
create or replace function private.can_oversee_session(_session_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _team_id uuid;
  _coach_id uuid;
begin
  select s.team_id, s.coach_id into _team_id, _coach_id from public.coaching_sessions s where s.id = _session_id;
  if not found then
    return false;
  end if;
  return private.can_oversee_team(_team_id) or (_coach_id is not null and _coach_id = private.my_coach_id());
end;
$$;

-- Programs are content of an organisation (or global when organization_id is null).
create or replace function private.can_read_program(_program_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _org_id uuid;
begin
  select p.organization_id into _org_id from public.coaching_programs p where p.id = _program_id;
  if not found then
    return false;
  end if;
  return _org_id is null or private.is_super_admin() or private.is_org_member(_org_id)
    or exists (
      select 1 from public.coaching_sessions s
      where s.program_id = _program_id and s.coach_id = private.my_coach_id()
    );
end;
$$;

create or replace function private.program_org(_program_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select p.organization_id from public.coaching_programs p where p.id = _program_id);
end;
$$;

create or replace function private.phase_org(_phase_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return private.program_org((select ph.program_id from public.coaching_phases ph where ph.id = _phase_id));
end;
$$;

create or replace function private.can_read_phase(_phase_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_read_program((select ph.program_id from public.coaching_phases ph where ph.id = _phase_id));
end;
$$;

create or replace function private.can_read_activity(_activity_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.can_read_phase((select a.phase_id from public.coaching_activities a where a.id = _activity_id));
end;
$$;

create or replace function private.activity_org(_activity_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (
    select p.organization_id from public.coaching_activities a
    join public.coaching_phases ph on ph.id = a.phase_id
    join public.coaching_programs p on p.id = ph.program_id
    where a.id = _activity_id
  );
end;
$$;

-- A form: through its activity, through an activity that points at it, or through its organisation.
create or replace function private.can_read_form(_form_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _org_id uuid;
  _activity_id uuid;
begin
  select f.organization_id, f.activity_id into _org_id, _activity_id from public.assignment_forms f where f.id = _form_id;
  if not found then
    return false;
  end if;
  return private.is_super_admin()
    or (_activity_id is not null and private.can_read_activity(_activity_id))
    or (_org_id is not null and private.is_org_member(_org_id))
    or (_org_id is null and _activity_id is null)
    or exists (
      select 1 from public.coaching_activities a
      where (a.source_form_template_id = _form_id or a.source_form_activity_id = _form_id)
        and private.can_read_activity(a.id)
    );
end;
$$;

create or replace function private.form_org(_form_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (
    select coalesce(f.organization_id, private.activity_org(f.activity_id))
    from public.assignment_forms f where f.id = _form_id
  );
end;
$$;

create or replace function private.can_read_assessment_template(_template_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _org_id uuid;
begin
  select t.organization_id into _org_id from public.assessment_templates t where t.id = _template_id;
  if not found then
    return false;
  end if;
  return _org_id is null or private.is_super_admin() or private.is_org_member(_org_id);
end;
$$;

create or replace function private.assessment_template_org(_template_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select t.organization_id from public.assessment_templates t where t.id = _template_id);
end;
$$;

-- Posting in a team chat under a sender role the author really holds for that team.
create or replace function private.may_post_as(_team_id uuid, _sender_role text)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return case _sender_role
    when 'coach' then private.coaches_team(_team_id)
    when 'team_leader' then private.leads_team(_team_id)
    when 'member' then private.is_team_member(_team_id)
    else false
  end;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'is_super_admin()', 'has_org_role(uuid, text)', 'is_org_admin(uuid)', 'can_manage_org(uuid)',
    'can_oversee_org(uuid)', 'is_org_member(uuid)', 'team_org(uuid)', 'user_org(uuid)', 'leads_team(uuid)',
    'is_team_member(uuid)', 'my_coach_id()', 'coaches_team(uuid)', 'can_oversee_team(uuid)', 'can_see_team(uuid)',
    'shares_team_with(uuid)', 'can_oversee_user(uuid)', 'can_see_session(uuid)', 'coaches_a_team_i_see(uuid)', 'can_oversee_session(uuid)', 'can_read_program(uuid)',
    'program_org(uuid)', 'phase_org(uuid)', 'can_read_phase(uuid)', 'can_read_activity(uuid)', 'activity_org(uuid)',
    'can_read_form(uuid)', 'form_org(uuid)', 'can_read_assessment_template(uuid)',
    'assessment_template_org(uuid)', 'may_post_as(uuid, text)'
  ] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;
