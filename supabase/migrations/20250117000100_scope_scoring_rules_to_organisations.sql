-- Scoring rules join the two scopes of content: a rule whose organization_id is null belongs to the
-- shared library (super admins write it, everyone signed in reads it); a rule with an organisation is
-- that organisation's own (its admins write it, its members read it), like a template or a program.
-- Until now every rule was the library's, so an organisation could not adapt how its copy is scored.

alter table public.scoring_rule_templates
  add column organization_id uuid references public.organizations (id) on delete cascade;
comment on column public.scoring_rule_templates.organization_id is
  'Owner: null for the shared library (written by super admins), otherwise the organisation whose admins write it.';

create index scoring_rule_templates_organization_id_idx on public.scoring_rule_templates (organization_id);

create trigger organisation_fixed before update on public.scoring_rule_templates
  for each row execute function private.keep_organisation_fixed();

drop policy "signed-in users read scoring rules" on public.scoring_rule_templates;
create policy "users read library rules and those of their organisation" on public.scoring_rule_templates
  for select to authenticated
  using (organization_id is null or private.is_org_member(organization_id) or (select private.is_super_admin()));

drop policy "super admins create scoring rules" on public.scoring_rule_templates;
create policy "admins create rules for their organisation, super admins for the library" on public.scoring_rule_templates
  for insert to authenticated
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

drop policy "super admins update scoring rules" on public.scoring_rule_templates;
create policy "admins update rules of their organisation, super admins the library" on public.scoring_rule_templates
  for update to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)))
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

drop policy "super admins delete scoring rules" on public.scoring_rule_templates;
create policy "admins delete rules of their organisation, super admins the library" on public.scoring_rule_templates
  for delete to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));
