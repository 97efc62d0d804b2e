-- A template is published in versions: editing one publishes a copy with version n + 1 in the same
-- family, and the assessments assigned earlier keep pointing at the version they were given. A
-- template also carries its name and description in English, the time it takes and, optionally, the
-- scoring rule its version scores with (otherwise the rule of its type, as before).

alter table public.assessment_templates
  add column name_en text,
  add column description_en text,
  add column estimated_minutes integer check (estimated_minutes > 0),
  add column version integer not null default 1 check (version >= 1),
  add column family_id uuid,
  add column previous_version_id uuid references public.assessment_templates (id) on delete set null,
  add column scoring_rule_id uuid references public.scoring_rule_templates (id) on delete restrict;

comment on column public.assessment_templates.name_en is 'English name; the Italian one is name.';
comment on column public.assessment_templates.description_en is 'English description; the Italian one is description.';
comment on column public.assessment_templates.estimated_minutes is 'How long answering takes, as told to the member before starting.';
comment on column public.assessment_templates.version is 'Version number within the family, 1 for the first publication.';
comment on column public.assessment_templates.family_id is 'The first version''s id, shared by every version of the template (set on insert when not given).';
comment on column public.assessment_templates.previous_version_id is 'The version this one was published from.';
comment on column public.assessment_templates.scoring_rule_id is 'The rule this version scores with; null means the rule of its assessment type.';

update public.assessment_templates set family_id = id where family_id is null;

-- The first version starts its own family.
create or replace function private.start_template_family()
returns trigger language plpgsql set search_path = '' as $$
begin
  new.family_id := coalesce(new.family_id, new.id);
  return new;
end;
$$;
comment on function private.start_template_family() is 'Gives a template without a family its own id as family.';
revoke execute on function private.start_template_family() from public;

create trigger start_family before insert on public.assessment_templates
  for each row execute function private.start_template_family();

-- One successor per version: two admins publishing from the same version at once cannot both win.
alter table public.assessment_templates add constraint one_next_version unique (previous_version_id);
create index assessment_templates_family_idx on public.assessment_templates (family_id, version);
create index assessment_templates_scoring_rule_idx on public.assessment_templates (scoring_rule_id);
