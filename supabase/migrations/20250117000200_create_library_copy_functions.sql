-- An organisation adapts library content by copying it: the copy gets new ids, belongs to the
-- organisation (its admins edit it) and names where it came from where the table has a column for it.
-- The functions run as the caller (security invoker), so row-level security decides what they may read
-- and write; the explicit checks only make the refusals say why. PostgREST runs an rpc in one
-- transaction, and a refusal midway leaves nothing behind.

-- The organisation a copy goes to: the one named (a super admin must name it), otherwise the caller's
-- own; the caller must administer it.
create or replace function private.content_copy_target(_organization_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  _target uuid := coalesce(_organization_id, private.user_org(auth.uid()));
begin
  if _target is null then
    raise exception 'copy_refused: name the organisation to copy into' using errcode = '22023';
  end if;
  if not exists (select 1 from public.organizations o where o.id = _target) then
    raise exception 'copy_refused: organisation % does not exist', _target using errcode = '22023';
  end if;
  if not private.can_manage_org(_target) then
    raise exception 'copy_refused: only an administrator of the organisation copies content into it'
      using errcode = '42501';
  end if;
  return _target;
end;
$$;
comment on function private.content_copy_target(uuid) is
  'The organisation a library copy goes to (the named one, else the caller''s own), refusing a caller who does not administer it.';
revoke execute on function private.content_copy_target(uuid) from public, anon;
grant execute on function private.content_copy_target(uuid) to authenticated, service_role;

-- Only the library and the target organisation's own content may be copied: another organisation's
-- content is theirs, even for a caller who can read it (a coach, a super admin).
create or replace function private.refuse_foreign_copy_source(_kind text, _found boolean, _source_org uuid, _target uuid)
returns void language plpgsql immutable security definer set search_path = '' as $$
begin
  if not _found then
    raise exception 'copy_refused: no % with this id that you may read', _kind using errcode = '42501';
  end if;
  if _source_org is not null and _source_org <> _target then
    raise exception 'copy_refused: the % belongs to another organisation; only the library and your own content are copied', _kind
      using errcode = '42501';
  end if;
end;
$$;
comment on function private.refuse_foreign_copy_source(text, boolean, uuid, uuid) is
  'Raises 42501 copy_refused: unless the source was found (readable) and belongs to the library or to the target organisation.';
revoke execute on function private.refuse_foreign_copy_source(text, boolean, uuid, uuid) from public, anon;
grant execute on function private.refuse_foreign_copy_source(text, boolean, uuid, uuid) to authenticated, service_role;

create or replace function public.copy_template_to_organization(_template_id uuid, _organization_id uuid default null)
returns uuid language plpgsql security invoker set search_path = '' as $$
declare
  _target uuid := private.content_copy_target(_organization_id);
  _source public.assessment_templates;
  _copy_id uuid;
begin
  select * into _source from public.assessment_templates t where t.id = _template_id;
  perform private.refuse_foreign_copy_source('template', found, _source.organization_id, _target);

  insert into public.assessment_templates (name, description, assessment_type_id, organization_id, time_limit_minutes, is_active)
  values (_source.name, _source.description, _source.assessment_type_id, _target, _source.time_limit_minutes, _source.is_active)
  returning id into _copy_id;

  insert into public.assessment_questions (
    template_id, item_code, question_text, question_type, response_type, evaluation_type, language,
    options, is_required, help_text, metadata, order_index
  )
  select _copy_id, q.item_code, q.question_text, q.question_type, q.response_type, q.evaluation_type, q.language,
    q.options, q.is_required, q.help_text, q.metadata, q.order_index
  from public.assessment_questions q where q.template_id = _template_id;

  -- The library's rules for the type, once per organisation: a second copy of a template of the same
  -- type shares the rules the first brought. They are not the default, so the library's rule keeps
  -- scoring until the organisation chooses its own.
  insert into public.scoring_rule_templates (
    name, description, rule_type, calculation_formula, applicable_assessment_types, is_system_default, is_active, organization_id
  )
  select r.name, r.description, r.rule_type, r.calculation_formula, r.applicable_assessment_types, false, r.is_active, _target
  from public.scoring_rule_templates r
  where r.organization_id is null and _source.assessment_type_id = any (r.applicable_assessment_types)
    and not exists (
      select 1 from public.scoring_rule_templates o
      where o.organization_id = _target and _source.assessment_type_id = any (o.applicable_assessment_types)
    );

  return _copy_id;
end;
$$;
comment on function public.copy_template_to_organization(uuid, uuid) is
  'Copies a library (or own) assessment template with its questions, and the library scoring rules of its type, into the caller''s organisation (a super admin names it); returns the new template id.';
revoke execute on function public.copy_template_to_organization(uuid, uuid) from public, anon;
grant execute on function public.copy_template_to_organization(uuid, uuid) to authenticated, service_role;
