create table public.assignment_forms (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  activity_id uuid references public.coaching_activities (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  is_template boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.assignment_forms is 'Forms members fill in for an activity (activity_id) or form templates that activities point at.';

create index assignment_forms_activity_id_idx on public.assignment_forms (activity_id);
create index assignment_forms_organization_id_idx on public.assignment_forms (organization_id);

create trigger set_updated_at before update on public.assignment_forms
  for each row execute function private.set_updated_at();

alter table public.coaching_activities
  add constraint coaching_activities_source_form_template_id_fkey
    foreign key (source_form_template_id) references public.assignment_forms (id) on delete set null,
  add constraint coaching_activities_source_form_activity_id_fkey
    foreign key (source_form_activity_id) references public.assignment_forms (id) on delete set null;

create index coaching_activities_source_form_template_id_idx on public.coaching_activities (source_form_template_id);
create index coaching_activities_source_form_activity_id_idx on public.coaching_activities (source_form_activity_id);

alter table public.assignment_forms enable row level security;

create policy "readers of an activity read its forms" on public.assignment_forms
  for select to authenticated
  using (
    (select private.is_super_admin()) or (organization_id is not null and private.is_org_member(organization_id))
    or (activity_id is not null and private.can_read_activity(activity_id)) or private.can_read_form(id)
  );

create policy "admins create forms for their organisation" on public.assignment_forms
  for insert to authenticated
  with check (private.can_manage_org(coalesce(organization_id, private.activity_org(activity_id))));

create policy "admins update forms of their organisation" on public.assignment_forms
  for update to authenticated
  using (private.can_manage_org(private.form_org(id)))
  with check (private.can_manage_org(coalesce(organization_id, private.activity_org(activity_id))));

create policy "admins delete forms of their organisation" on public.assignment_forms
  for delete to authenticated
  using (private.can_manage_org(private.form_org(id)));
