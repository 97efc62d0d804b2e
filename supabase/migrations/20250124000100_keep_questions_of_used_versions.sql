-- A template version in use keeps its questions as they were assigned: the version's own row and rule
-- were guarded already, but a direct API write to assessment_questions could still add, change, move
-- or delete a question of a version that assessments or assignments use, so a member could answer (or
-- a report recompute) questions that were never assigned. Editing publishes a new version instead.
-- Likewise the rule a version scores with stays switched on: scoring skips an inactive rule and would
-- fall back to the rule of the type, changing the version's scores under it. As before, the refusals
-- apply to API callers; row-level security still decides who writes at all.

create or replace function private.keep_questions_of_used_versions()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated' then
    if tg_op in ('UPDATE', 'DELETE') and private.template_in_use(old.template_id) then
      raise exception 'template_in_use: assessments use this version of the template; publish a new version to change its questions'
        using errcode = '42501';
    end if;
    if tg_op in ('INSERT', 'UPDATE') and private.template_in_use(new.template_id) then
      raise exception 'template_in_use: assessments use this version of the template; publish a new version to add questions'
        using errcode = '42501';
    end if;
  end if;
  return case tg_op when 'DELETE' then old else new end;
end;
$$;
comment on function private.keep_questions_of_used_versions() is
  'Refuses an API insert, update or delete of a question of a template version that assessments or assignments use.';
revoke execute on function private.keep_questions_of_used_versions() from public;

create trigger keep_questions_of_used_versions before insert or update or delete on public.assessment_questions
  for each row execute function private.keep_questions_of_used_versions();

-- The rule a version scores with: kind, formula, types and now whether it is active stay fixed.
create or replace function private.keep_template_rules()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated' and private.rule_used_by_template(old.id) then
    if tg_op = 'DELETE' then
      raise exception 'rule_in_use: a template version scores with this rule; it cannot be deleted'
        using errcode = '23503';
    end if;
    if (new.rule_type, new.calculation_formula, new.applicable_assessment_types, new.is_active)
         is distinct from (old.rule_type, old.calculation_formula, old.applicable_assessment_types, old.is_active) then
      raise exception 'rule_in_use: a template version scores with this rule; publish a new version with a new rule instead'
        using errcode = '42501';
    end if;
  end if;
  return case tg_op when 'DELETE' then old else new end;
end;
$$;
comment on function private.keep_template_rules() is
  'Refuses an API change (kind, formula, types, switching off) or delete of a rule a template version scores with.';
revoke execute on function private.keep_template_rules() from public;
