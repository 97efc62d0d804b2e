-- A member reads only the content assigned to them: the template versions of their own assessments
-- and assignments (as evaluator or evaluated) with their questions and the scoring rules they score
-- with, and the programs of their teams' coaching sessions with their phases, activities, forms and
-- prompt templates. An organisation's other content is read by those who author, assign or oversee
-- it (its org admins, managers and team leaders); the library by those roles in any organisation;
-- everything by super admins; a coach reads the programs of the sessions they run and the templates
-- of the assessments of the teams they coach. Until now any member read every template, rule,
-- program, form and prompt of their organisation and of the library.

-- Roles that author, assign or oversee an organisation's content.
create or replace function private.oversees_content_of(_org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _org_id is not null and exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and r.organization_id = _org_id and r.is_active
      and r.role_type in ('org_admin', 'manager', 'team_leader')
  );
end;
$$;
comment on function private.oversees_content_of(uuid) is
  'True when the caller is an org admin, manager or team leader of the organisation: they read all its content.';
revoke execute on function private.oversees_content_of(uuid) from public, anon;
grant execute on function private.oversees_content_of(uuid) to authenticated, service_role;

-- The library is read by those who author, assign or oversee content somewhere, and by super admins.
create or replace function private.reads_the_library()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_super_admin() or exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and r.is_active and r.organization_id is not null
      and r.role_type in ('org_admin', 'manager', 'team_leader')
  );
end;
$$;
comment on function private.reads_the_library() is
  'True for super admins and for org admins, managers and team leaders of any organisation.';
revoke execute on function private.reads_the_library() from public, anon;
grant execute on function private.reads_the_library() to authenticated, service_role;

-- Content of an organisation (or of the library when the organisation is null) read by its overseers.
create or replace function private.oversees_content_scope(_org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  if _org_id is null then
    return private.reads_the_library();
  end if;
  return private.is_super_admin() or private.oversees_content_of(_org_id);
end;
$$;
comment on function private.oversees_content_scope(uuid) is
  'True when the caller reads all content of that scope (an organisation, or the library for null).';
revoke execute on function private.oversees_content_scope(uuid) from public, anon;
grant execute on function private.oversees_content_scope(uuid) to authenticated, service_role;

-- A template version is assigned to the caller when they take or are evaluated in an assessment of
-- it, or were assigned it, or coach a team that takes it.
create or replace function private.template_assigned_to_me(_template_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _me uuid := auth.uid();
begin
  return _me is not null and (
    exists (
      select 1 from public.assessments a
      where a.template_id = _template_id and (a.user_id = _me or a.target_user_id = _me)
    )
    or exists (
      select 1 from public.assessment_assignments a
      where a.template_id = _template_id and (a.user_id = _me or a.target_user_id = _me)
    )
    or exists (
      select 1 from public.assessments a
      where a.template_id = _template_id
        and a.team_id in (select s.team_id from public.coaching_sessions s where s.coach_id = private.my_coach_id())
    )
  );
end;
$$;
comment on function private.template_assigned_to_me(uuid) is
  'True when the caller takes, is evaluated in, was assigned or coaches a team taking this template version.';
revoke execute on function private.template_assigned_to_me(uuid) from public, anon;
grant execute on function private.template_assigned_to_me(uuid) to authenticated, service_role;

-- The same rule by id, for the checks that name a template (starting or assigning an assessment).
create or replace function private.can_read_assessment_template(_template_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _org_id uuid;
begin
  select t.organization_id into _org_id from public.assessment_templates t where t.id = _template_id;
  if not found then
    return false;
  end if;
  return private.oversees_content_scope(_org_id) or private.template_assigned_to_me(_template_id);
end;
$$;

-- Policies read the row's own columns: a row just written is not yet visible to a query by its id,
-- so an author's insert ... returning would be refused.
drop policy "users read global templates and those of their organisation" on public.assessment_templates;
create policy "overseers read templates and people those assigned to them" on public.assessment_templates
  for select to authenticated
  using (private.oversees_content_scope(organization_id) or private.template_assigned_to_me(id));

-- Scoring rules: the scope's overseers; otherwise a rule that scores an assessment the caller takes,
-- is evaluated in or coaches (the template's own rule, or a rule of the assessment's type in the
-- library or the assessment's organisation), so the device can score it offline.
create or replace function private.rule_scores_my_assessment(_rule_id uuid, _rule_org uuid, _types text[])
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _me uuid := auth.uid();
begin
  return _me is not null and exists (
    select 1 from public.assessments a
    join public.assessment_templates t on t.id = a.template_id
    where (
        a.user_id = _me or a.target_user_id = _me
        or a.team_id in (select s.team_id from public.coaching_sessions s where s.coach_id = private.my_coach_id())
      )
      and (
        t.scoring_rule_id = _rule_id
        or (
          t.scoring_rule_id is null
          and coalesce(a.assessment_type, t.assessment_type_id) = any (_types)
          and (_rule_org is null or _rule_org = a.organization_id)
        )
      )
  );
end;
$$;
comment on function private.rule_scores_my_assessment(uuid, uuid, text[]) is
  'True when the rule scores an assessment the caller takes, is evaluated in or coaches.';
revoke execute on function private.rule_scores_my_assessment(uuid, uuid, text[]) from public, anon;
grant execute on function private.rule_scores_my_assessment(uuid, uuid, text[]) to authenticated, service_role;

drop policy "users read library rules and those of their organisation" on public.scoring_rule_templates;
create policy "overseers read rules and people those that score them" on public.scoring_rule_templates
  for select to authenticated
  using (
    private.oversees_content_scope(organization_id)
    or private.rule_scores_my_assessment(id, organization_id, applicable_assessment_types)
  );

-- Programs: the scope's overseers, the coaches of its sessions, the members of its sessions' teams.
-- Phases, activities and activity templates follow through their policies, which call this.
create or replace function private.follows_program(_program_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _me uuid := auth.uid();
begin
  return _me is not null and (
    exists (
      select 1 from public.coaching_sessions s
      where s.program_id = _program_id and s.coach_id = private.my_coach_id()
    )
    or exists (
      select 1 from public.coaching_sessions s
      join public.team_members tm on tm.team_id = s.team_id
      where s.program_id = _program_id and tm.member_id = _me
    )
  );
end;
$$;
comment on function private.follows_program(uuid) is
  'True when the caller coaches a session of the program or belongs to a team following it.';
revoke execute on function private.follows_program(uuid) from public, anon;
grant execute on function private.follows_program(uuid) to authenticated, service_role;

create or replace function private.can_read_program(_program_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _org_id uuid;
begin
  select p.organization_id into _org_id from public.coaching_programs p where p.id = _program_id;
  if not found then
    return false;
  end if;
  return private.oversees_content_scope(_org_id) or private.follows_program(_program_id);
end;
$$;

drop policy "members read the programs of their organisation and coaches those they run" on public.coaching_programs;
create policy "overseers read programs and people those their teams follow" on public.coaching_programs
  for select to authenticated
  using (private.oversees_content_scope(organization_id) or private.follows_program(id));

drop policy "users read global activity templates and those of their organisation" on public.coaching_activity_templates;
create policy "overseers read activity templates of their scope" on public.coaching_activity_templates
  for select to authenticated
  using (private.oversees_content_scope(organization_id));

-- Forms: through an activity the caller reads (its own, or one pointing at it), or the scope's
-- overseers for a form template of an organisation or of the library.
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
    or (_activity_id is not null and private.can_read_activity(_activity_id) and private.form_fits_activity(_form_id, _activity_id))
    or (_activity_id is null and private.oversees_content_scope(_org_id))
    or exists (
      select 1 from public.coaching_activities a
      where (a.source_form_template_id = _form_id or a.source_form_activity_id = _form_id)
        and private.can_read_activity(a.id) and private.form_fits_activity(_form_id, a.id)
    )
    or exists (
      select 1 from public.coaching_activities a
      join public.coaching_activity_templates t on t.id = a.template_id
      where t.source_form_template_id = _form_id and private.can_read_activity(a.id) and private.form_fits_activity(_form_id, a.id)
    );
end;
$$;

drop policy "readers of an activity read its forms" on public.assignment_forms;
create policy "readers of an activity read its forms" on public.assignment_forms
  for select to authenticated
  using (
    (select private.is_super_admin())
    or (activity_id is null and private.oversees_content_scope(organization_id))
    or (organization_id is not null and private.oversees_content_of(organization_id))
    or private.can_read_form(id)
  );

-- Prompt templates: the scope's overseers, and whoever reads an activity that uses the prompt (the
-- AI suggestion function reads it as the member asking for a suggestion).
create or replace function private.prompt_used_by_my_activity(_prompt_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_activities a
    where a.ai_prompt_template_id = _prompt_id and private.can_read_activity(a.id)
  );
end;
$$;
comment on function private.prompt_used_by_my_activity(uuid) is
  'True when the caller reads an activity that uses the prompt template.';
revoke execute on function private.prompt_used_by_my_activity(uuid) from public, anon;
grant execute on function private.prompt_used_by_my_activity(uuid) to authenticated, service_role;

drop policy "users read global prompts and those of their organisation" on public.ai_prompt_templates;
create policy "overseers read prompts and people those of their activities" on public.ai_prompt_templates
  for select to authenticated
  using (private.oversees_content_scope(organization_id) or private.prompt_used_by_my_activity(id));
