create table public.assessment_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  description text,
  assessment_type_id text not null check (assessment_type_id in ('tpm', 'mbti', 'twn', 'combined', 'leadership')),
  organization_id uuid references public.organizations (id) on delete cascade,
  time_limit_minutes integer check (time_limit_minutes > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.assessment_templates is 'Questionnaires; organization_id null means available to every organisation.';
comment on column public.assessment_templates.assessment_type_id is 'Assessment type (tpm, mbti, twn, combined, leadership) that selects the scoring rule.';

create index assessment_templates_organization_id_idx on public.assessment_templates (organization_id);

create trigger set_updated_at before update on public.assessment_templates
  for each row execute function private.set_updated_at();

alter table public.assessment_templates enable row level security;

create policy "users read global templates and those of their organisation" on public.assessment_templates
  for select to authenticated
  using (organization_id is null or private.is_org_member(organization_id) or (select private.is_super_admin()));

create policy "admins create templates for their organisation" on public.assessment_templates
  for insert to authenticated
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins update templates of their organisation" on public.assessment_templates
  for update to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)))
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins delete templates of their organisation" on public.assessment_templates
  for delete to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));
