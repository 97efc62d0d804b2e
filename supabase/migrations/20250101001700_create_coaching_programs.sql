create table public.coaching_programs (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  description text,
  organization_id uuid references public.organizations (id) on delete cascade,
  total_phases integer not null default 0 check (total_phases >= 0),
  duration_weeks integer check (duration_weeks > 0),
  template_id uuid references public.coaching_programs (id) on delete set null,
  is_template boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.coaching_programs is 'Coaching programs (phases of activities); organization_id null = global catalogue; template_id = the program it was copied from.';

create index coaching_programs_organization_id_idx on public.coaching_programs (organization_id);

create trigger set_updated_at before update on public.coaching_programs
  for each row execute function private.set_updated_at();

alter table public.coaching_programs enable row level security;

create policy "members read the programs of their organisation and coaches those they run" on public.coaching_programs
  for select to authenticated
  using (
    organization_id is null or private.is_org_member(organization_id) or (select private.is_super_admin())
    or private.can_read_program(id)
  );

create policy "admins create programs for their organisation" on public.coaching_programs
  for insert to authenticated
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins update programs of their organisation" on public.coaching_programs
  for update to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)))
  with check ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));

create policy "admins delete programs of their organisation" on public.coaching_programs
  for delete to authenticated
  using ((select private.is_super_admin()) or (organization_id is not null and private.is_org_admin(organization_id)));
