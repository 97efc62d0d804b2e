-- A version follows a version of the same owner and scores with a rule its owner may use: an
-- organisation's version follows that organisation's version and uses its own or a library rule; a
-- library version follows a library version and uses a library rule. The organisation and library
-- triggers judge these ends as they judge every other (an id of no row is refused like a foreign one).

create or replace function private.scoring_rule_org(_rule_id uuid)
returns uuid language plpgsql stable security definer set search_path = '' as $$
begin
  return (select r.organization_id from public.scoring_rule_templates r where r.id = _rule_id);
end;
$$;
comment on function private.scoring_rule_org(uuid) is 'The organisation owning a scoring rule; null for a library rule.';
revoke execute on function private.scoring_rule_org(uuid) from public, anon;
grant execute on function private.scoring_rule_org(uuid) to authenticated, service_role;

create trigger same_organisation before insert or update on public.assessment_templates
  for each row execute function private.keep_one_organisation(
    'organization_id:self', 'previous_version_id:assessment_template_org!', 'scoring_rule_id:scoring_rule_org');
create trigger library_content before insert or update on public.assessment_templates
  for each row execute function private.keep_library_rows_in_the_library(
    'organization_id:self', 'previous_version_id:assessment_template_org', 'scoring_rule_id:scoring_rule_org');
