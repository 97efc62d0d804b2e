-- Every row that ties things together (a person to a team, a role or a manager, a session to a
-- program, an activity to a form ...) keeps all its ends in one organisation, whoever writes it.
-- Row-level security judges the caller; this judges the row, which a policy cannot do without
-- repeating every foreign key in every check.

create or replace function private.session_org(_session_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return private.team_org((select s.team_id from public.coaching_sessions s where s.id = _session_id));
end;
$$;

create or replace function private.assignment_org(_assignment_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select a.organization_id from public.assessment_assignments a where a.id = _assignment_id);
end;
$$;

create or replace function private.submission_org(_submission_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return private.form_org((select s.form_id from public.assignment_submissions s where s.id = _submission_id));
end;
$$;

create or replace function private.prompt_org(_prompt_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select p.organization_id from public.ai_prompt_templates p where p.id = _prompt_id);
end;
$$;

create or replace function private.activity_template_org(_template_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select t.organization_id from public.coaching_activity_templates t where t.id = _template_id);
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'session_org(uuid)', 'assignment_org(uuid)', 'submission_org(uuid)', 'prompt_org(uuid)', 'activity_template_org(uuid)'
  ] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;

-- Trigger arguments name the row's ends as 'column:resolver', where the resolver is `self` (the
-- column is an organisation id) or a private.<name>_org(uuid) function. An end whose organisation
-- is null (a global template, a coach, a super admin) fits any organisation, unless the argument
-- ends in '!': then it must belong to the row's organisation (a person joining a team).
-- Answers the row's organisation (the first end that has one), raising when two ends disagree.
create or replace function private.row_organisation(_row jsonb, _table text, _ends text[])
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  _spec text;
  _column text;
  _resolver text;
  _value text;
  _org uuid;
  _row_org uuid;
  _row_org_column text;
  _orgless text[] := '{}';
begin
  foreach _spec in array _ends loop
    _column := split_part(_spec, ':', 1);
    _resolver := rtrim(split_part(_spec, ':', 2), '!');
    _value := _row ->> _column;
    continue when _value is null;
    if _resolver = 'self' then
      _org := _value::uuid;
    else
      execute format('select private.%I($1)', _resolver) into _org using _value::uuid;
    end if;
    if _org is null then
      if _spec like '%!' then
        _orgless := _orgless || _column;
      end if;
    elsif _row_org is null then
      _row_org := _org;
      _row_org_column := _column;
    elsif _org <> _row_org then
      raise exception 'cross_organisation: %.% belongs to another organisation than %', _table, _column, _row_org_column
        using errcode = '42501';
    end if;
  end loop;
  if _row_org is not null and cardinality(_orgless) > 0 then
    raise exception 'cross_organisation: %.% belongs to no organisation, % to one', _table, _orgless[1], _row_org_column
      using errcode = '42501';
  end if;
  return _row_org;
end;
$$;
revoke execute on function private.row_organisation(jsonb, text, text[]) from public, anon;
grant execute on function private.row_organisation(jsonb, text, text[]) to authenticated, service_role;

-- A row also stays in its organisation: an update may drop an end (a deleted team sets team_id
-- null) but not move the row into another organisation.
create or replace function private.keep_one_organisation()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _new jsonb := to_jsonb(new);
  _old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  _new_org uuid;
  _old_org uuid;
begin
  if tg_op = 'UPDATE' and not exists (
    select 1 from unnest(tg_argv) a where _new -> split_part(a, ':', 1) is distinct from _old -> split_part(a, ':', 1)
  ) then
    return new;
  end if;
  _new_org := private.row_organisation(_new, tg_table_name, tg_argv);
  if tg_op = 'UPDATE' and _new_org is not null then
    _old_org := private.row_organisation(_old, tg_table_name, tg_argv);
    if _old_org is not null and _old_org <> _new_org then
      raise exception 'organisation_fixed: a row of % cannot move to another organisation', tg_table_name
        using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_one_organisation() from public;
comment on function private.keep_one_organisation() is 'BEFORE INSERT OR UPDATE: all ends named by the trigger arguments (column:resolver[!]) belong to one organisation (42501 cross_organisation:), which an update does not change (42501 organisation_fixed:).';

-- What other rows point at keeps its organisation: moving it would leave them pointing across.
create or replace function private.keep_organisation_fixed()
returns trigger language plpgsql set search_path = '' as $$
begin
  if new.organization_id is distinct from old.organization_id then
    raise exception 'organisation_fixed: %.organization_id cannot change', tg_table_name using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_organisation_fixed() from public;

create trigger same_organisation before insert or update on public.teams
  for each row execute function private.keep_one_organisation('organization_id:self', 'team_leader_id:user_org!');
create trigger same_organisation before insert or update on public.team_members
  for each row execute function private.keep_one_organisation('team_id:team_org', 'member_id:user_org!');
create trigger same_organisation before insert or update on public.team_manager_assignments
  for each row execute function private.keep_one_organisation('team_id:team_org', 'manager_id:user_org!', 'assigned_by:user_org');
create trigger same_organisation before insert or update on public.user_roles
  for each row execute function private.keep_one_organisation('organization_id:self', 'team_id:team_org', 'user_id:user_org!', 'granted_by:user_org');
create trigger same_organisation before insert or update on public.assessment_assignments
  for each row execute function private.keep_one_organisation(
    'organization_id:self', 'team_id:team_org', 'template_id:assessment_template_org',
    'user_id:user_org!', 'target_user_id:user_org!', 'assigned_by:user_org');
create trigger same_organisation before insert or update on public.assessments
  for each row execute function private.keep_one_organisation(
    'organization_id:self', 'team_id:team_org', 'template_id:assessment_template_org', 'assignment_id:assignment_org',
    'user_id:user_org!', 'target_user_id:user_org!');
create trigger same_organisation before insert or update on public.assessment_questions
  for each row execute function private.keep_one_organisation('template_id:assessment_template_org');
create trigger same_organisation before insert or update on public.form_questions
  for each row execute function private.keep_one_organisation('form_id:form_org');
create trigger same_organisation before insert or update on public.coaching_programs
  for each row execute function private.keep_one_organisation('organization_id:self', 'template_id:program_org');
create trigger same_organisation before insert or update on public.coaching_sessions
  for each row execute function private.keep_one_organisation('team_id:team_org', 'program_id:program_org');
create trigger same_organisation before insert or update on public.coaching_phases
  for each row execute function private.keep_one_organisation('program_id:program_org', 'template_id:phase_org');
create trigger same_organisation before insert or update on public.coaching_activities
  for each row execute function private.keep_one_organisation(
    'phase_id:phase_org', 'template_id:activity_template_org', 'source_form_template_id:form_org',
    'source_form_activity_id:form_org', 'ai_prompt_template_id:prompt_org');
create trigger same_organisation before insert or update on public.assignment_forms
  for each row execute function private.keep_one_organisation('organization_id:self', 'activity_id:activity_org');
create trigger same_organisation before insert or update on public.coaching_activity_templates
  for each row execute function private.keep_one_organisation('organization_id:self', 'source_form_template_id:form_org');
create trigger same_organisation before insert or update on public.user_activity_progress
  for each row execute function private.keep_one_organisation('session_id:session_org', 'activity_id:activity_org', 'user_id:user_org');
create trigger same_organisation before insert or update on public.assignment_submissions
  for each row execute function private.keep_one_organisation('form_id:form_org', 'user_id:user_org');
create trigger same_organisation before insert or update on public.ai_suggestions
  for each row execute function private.keep_one_organisation(
    'activity_id:activity_org', 'session_id:session_org', 'submission_id:submission_org',
    'prompt_template_id:prompt_org', 'user_id:user_org');
create trigger same_organisation before insert or update on public.team_chat_messages
  for each row execute function private.keep_one_organisation('team_id:team_org', 'session_id:session_org', 'sender_id:user_org');
create trigger same_organisation before insert or update on public.notifications
  for each row execute function private.keep_one_organisation('organization_id:self', 'user_id:user_org!');

create trigger organisation_fixed before update on public.teams
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.assessment_templates
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.assessment_assignments
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.assessments
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.coaching_programs
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.assignment_forms
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.coaching_activity_templates
  for each row execute function private.keep_organisation_fixed();
create trigger organisation_fixed before update on public.ai_prompt_templates
  for each row execute function private.keep_organisation_fixed();
