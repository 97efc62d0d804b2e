-- A template version with assessments or assignments is never changed under them: the editor never
-- rewrites a version (publishing adds a new one), and here its type, time limit and rule stay as they
-- were when assigned, it cannot be deleted (archiving hides it from new assignments), and neither can
-- the rule a version scores with, nor that rule's formula. The refusals apply to API callers;
-- row-level security still decides who writes at all.

create or replace function private.template_in_use(_template_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.assessments a where a.template_id = _template_id)
    or exists (select 1 from public.assessment_assignments a where a.template_id = _template_id);
end;
$$;
comment on function private.template_in_use(uuid) is 'Whether an assessment or an assignment uses this template version.';
revoke execute on function private.template_in_use(uuid) from public, anon;
grant execute on function private.template_in_use(uuid) to authenticated, service_role;

-- What a version is (its place in the family, type, time limit, rule) never changes; name,
-- description and is_active (archiving) may.
create or replace function private.keep_template_version_fixed()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated' then
    if (new.version, new.family_id, new.previous_version_id) is distinct from (old.version, old.family_id, old.previous_version_id) then
      raise exception 'template_version_fixed: version, family_id and previous_version_id cannot change'
        using errcode = '42501';
    end if;
    if (new.assessment_type_id, new.time_limit_minutes, new.scoring_rule_id)
         is distinct from (old.assessment_type_id, old.time_limit_minutes, old.scoring_rule_id)
       and private.template_in_use(old.id) then
      raise exception 'template_in_use: assessments use this version of the template; publish a new version to change its type, time limit or rule'
        using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.keep_template_version_fixed() is 'Refuses an API change to a version''s identity, and to the definition of a version in use.';
revoke execute on function private.keep_template_version_fixed() from public;

create trigger keep_version_fixed before update on public.assessment_templates
  for each row execute function private.keep_template_version_fixed();

create or replace function private.refuse_deleting_used_template()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated' and private.template_in_use(old.id) then
    raise exception 'template_in_use: assessments or assignments use this template; archive it instead of deleting it'
      using errcode = '23503';
  end if;
  return old;
end;
$$;
comment on function private.refuse_deleting_used_template() is 'Refuses an API delete of a template version that assessments or assignments use.';
revoke execute on function private.refuse_deleting_used_template() from public;

create trigger refuse_deleting_used before delete on public.assessment_templates
  for each row execute function private.refuse_deleting_used_template();

create or replace function private.rule_used_by_template(_rule_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.assessment_templates t where t.scoring_rule_id = _rule_id);
end;
$$;
comment on function private.rule_used_by_template(uuid) is 'Whether a template version scores with this rule.';
revoke execute on function private.rule_used_by_template(uuid) from public, anon;
grant execute on function private.rule_used_by_template(uuid) to authenticated, service_role;

-- A rule a version scores with keeps scoring the same way: its kind, formula and types are fixed.
create or replace function private.keep_template_rules()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated' and private.rule_used_by_template(old.id) then
    if tg_op = 'DELETE' then
      raise exception 'rule_in_use: a template version scores with this rule; it cannot be deleted'
        using errcode = '23503';
    end if;
    if (new.rule_type, new.calculation_formula, new.applicable_assessment_types)
         is distinct from (old.rule_type, old.calculation_formula, old.applicable_assessment_types) then
      raise exception 'rule_in_use: a template version scores with this rule; publish a new version with a new rule instead'
        using errcode = '42501';
    end if;
  end if;
  return case tg_op when 'DELETE' then old else new end;
end;
$$;
comment on function private.keep_template_rules() is 'Refuses an API change or delete of a rule a template version scores with.';
revoke execute on function private.keep_template_rules() from public;

create trigger keep_template_rules before update or delete on public.scoring_rule_templates
  for each row execute function private.keep_template_rules();
