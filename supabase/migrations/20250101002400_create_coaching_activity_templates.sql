create table public.coaching_activity_templates (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  activity_type text not null check (activity_type in (
    'video', 'quiz', 'simulation', 'workshop', 'assignment_form', 'assignment', 'ai_suggestion'
  )),
  source_form_template_id uuid references public.assignment_forms (id) on delete set null,
  content_data jsonb not null default '{}'::jsonb,
  organization_id uuid references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.coaching_activity_templates is 'Reusable activity definitions; activities copied from one keep template_id; source_form_template_id names its form.';

create index coaching_activity_templates_organization_id_idx on public.coaching_activity_templates (organization_id);

create trigger set_updated_at before update on public.coaching_activity_templates
  for each row execute function private.set_updated_at();

alter table public.coaching_activities
  add constraint coaching_activities_template_id_fkey
    foreign key (template_id) references public.coaching_activity_templates (id) on delete set null;

alter table public.coaching_activity_templates enable row level security;

create policy "users read global activity templates and those of their organisation" on public.coaching_activity_templates
  for select to authenticated
  using (organization_id is null or private.is_org_member(organization_id) or (select private.is_super_admin()));

create policy "admins create activity templates" on public.coaching_activity_templates
  for insert to authenticated
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins update activity templates" on public.coaching_activity_templates
  for update to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)))
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins delete activity templates" on public.coaching_activity_templates
  for delete to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));
