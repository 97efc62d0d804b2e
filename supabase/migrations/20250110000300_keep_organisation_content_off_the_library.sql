-- The shared library (content whose organisation is null) carries nothing an organisation owns.
-- Until now a row's ends had only to agree where they had an organisation, and a library end fitted
-- any: an org admin could hang their own form (with their own questions) from a library activity,
-- every other organisation then found that form first for the activity, and their submissions were
-- refused, so the activity was blocked for them. Now a row that belongs to the library (through its
-- own organization_id, or through the library row it is part of) may point at no organisation's
-- content, whoever writes it; and reads show an organisation's form through an activity only to
-- readers of that organisation. Using library content stays allowed: an organisation's copy names
-- the library row it came from, and sessions and assessments use library programs and templates.

-- Rows written before this rule: the library lets go of organisation content. An organisation's form
-- hanging from a library activity stays the organisation's (a form template of theirs), detached.
update public.assignment_forms f set activity_id = null
where f.organization_id is not null and f.activity_id is not null and private.activity_org(f.activity_id) is null;
update public.coaching_activities a set
  template_id = case when private.activity_template_org(a.template_id) is null then a.template_id end,
  source_form_template_id = case when private.form_org(a.source_form_template_id) is null then a.source_form_template_id end,
  source_form_activity_id = case when private.form_org(a.source_form_activity_id) is null then a.source_form_activity_id end,
  ai_prompt_template_id = case when private.prompt_org(a.ai_prompt_template_id) is null then a.ai_prompt_template_id end
where private.phase_org(a.phase_id) is null and (
  private.activity_template_org(a.template_id) is not null or private.form_org(a.source_form_template_id) is not null
  or private.form_org(a.source_form_activity_id) is not null or private.prompt_org(a.ai_prompt_template_id) is not null);
update public.coaching_phases ph set template_id = null
where private.program_org(ph.program_id) is null and private.phase_org(ph.template_id) is not null;
update public.coaching_programs p set template_id = null
where p.organization_id is null and private.program_org(p.template_id) is not null;
update public.coaching_activity_templates t set source_form_template_id = null
where t.organization_id is null and private.form_org(t.source_form_template_id) is not null;

-- Trigger arguments: first the row's owner as 'column:resolver' (resolver `self`: the column is the
-- row's organisation, null meaning the library; otherwise a private.<name>_org(uuid) function, the
-- row belonging to the library when the column names a library row), then the row's other ends.
create or replace function private.keep_library_rows_in_the_library()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _row jsonb := to_jsonb(new);
  _owner text := split_part(tg_argv[0], ':', 1);
  _owner_resolver text := split_part(tg_argv[0], ':', 2);
  _value text := _row ->> _owner;
  _org uuid;
  _column text;
  _resolver text;
begin
  if _owner_resolver = 'self' then
    if _value is not null then
      return new;
    end if;
  else
    if _value is null then
      return new;
    end if;
    execute format('select private.%I($1)', _owner_resolver) into _org using _value::uuid;
    if _org is not null then
      return new;
    end if;
  end if;
  for _i in 1 .. tg_nargs - 1 loop
    _column := split_part(tg_argv[_i], ':', 1);
    _resolver := split_part(tg_argv[_i], ':', 2);
    _value := _row ->> _column;
    continue when _value is null;
    if _resolver = 'self' then
      _org := _value::uuid;
    else
      execute format('select private.%I($1)', _resolver) into _org using _value::uuid;
    end if;
    if _org is not null then
      raise exception 'library_content: %.% belongs to an organisation, but the row belongs to the shared library through %',
        tg_table_name, _column, _owner using errcode = '42501';
    end if;
  end loop;
  return new;
end;
$$;
revoke execute on function private.keep_library_rows_in_the_library() from public;
comment on function private.keep_library_rows_in_the_library() is 'BEFORE INSERT OR UPDATE: a row that belongs to the shared library (its owner end, the first trigger argument, resolves to no organisation) points at no organisation''s content through its other ends (42501 library_content:).';

create trigger library_rows_stay_library before insert or update on public.assignment_forms
  for each row execute function private.keep_library_rows_in_the_library('activity_id:activity_org', 'organization_id:self');
create trigger library_rows_stay_library before insert or update on public.coaching_activities
  for each row execute function private.keep_library_rows_in_the_library(
    'phase_id:phase_org', 'template_id:activity_template_org', 'source_form_template_id:form_org',
    'source_form_activity_id:form_org', 'ai_prompt_template_id:prompt_org');
create trigger library_rows_stay_library before insert or update on public.coaching_phases
  for each row execute function private.keep_library_rows_in_the_library('program_id:program_org', 'template_id:phase_org');
create trigger library_rows_stay_library before insert or update on public.coaching_programs
  for each row execute function private.keep_library_rows_in_the_library('organization_id:self', 'template_id:program_org');
create trigger library_rows_stay_library before insert or update on public.coaching_activity_templates
  for each row execute function private.keep_library_rows_in_the_library('organization_id:self', 'source_form_template_id:form_org');

-- Reads: a form reached through an activity (its own, or one the activity points at) is read through
-- it only when the form is the library's or belongs to the activity's organisation.
create or replace function private.form_fits_activity(_form_id uuid, _activity_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _form_org uuid := private.form_org(_form_id);
begin
  return _form_org is null or _form_org is not distinct from private.activity_org(_activity_id);
end;
$$;
comment on function private.form_fits_activity(uuid, uuid) is 'True when the form belongs to the library or to the activity''s organisation, so reading it through the activity shows nothing of another organisation.';
revoke execute on function private.form_fits_activity(uuid, uuid) from public, anon;
grant execute on function private.form_fits_activity(uuid, uuid) to authenticated, service_role;

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
    or (_org_id is not null and private.is_org_member(_org_id))
    or (_org_id is null and _activity_id is null)
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
    (select private.is_super_admin()) or (organization_id is not null and private.is_org_member(organization_id))
    or private.can_read_form(id)
  );
