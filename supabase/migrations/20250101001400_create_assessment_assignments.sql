create table public.assessment_assignments (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.assessment_templates (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  team_id uuid references public.teams (id) on delete set null,
  user_id uuid not null references auth.users (id) on delete cascade,
  target_user_id uuid references public.profiles (user_id) on delete cascade,
  evaluation_type text not null default 'self' check (evaluation_type in ('self', 'manager', 'peer')),
  assessment_type text check (assessment_type in ('tpm', 'mbti', 'twn', 'combined', 'leadership')),
  status text not null default 'pending' check (status in ('pending', 'completed')),
  needs_recalculation boolean not null default false,
  due_date date,
  assigned_by uuid references auth.users (id) on delete set null,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.assessment_assignments is 'An assessment assigned to user_id (the evaluator) about target_user_id; status pending until the assessment is completed.';

create index assessment_assignments_user_id_idx on public.assessment_assignments (user_id);
create index assessment_assignments_organization_id_idx on public.assessment_assignments (organization_id);
create index assessment_assignments_team_id_idx on public.assessment_assignments (team_id);
create index assessment_assignments_target_user_id_idx on public.assessment_assignments (target_user_id);

create trigger set_updated_at before update on public.assessment_assignments
  for each row execute function private.set_updated_at();

alter table public.assessment_assignments enable row level security;

create policy "users read their own assignments and overseers those of their teams" on public.assessment_assignments
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_oversee_team(team_id) or private.can_oversee_org(organization_id));

create policy "org admins assign assessments in their organisation" on public.assessment_assignments
  for insert to authenticated
  with check (private.can_manage_org(organization_id));

create policy "org admins update assignments in their organisation" on public.assessment_assignments
  for update to authenticated
  using (private.can_manage_org(organization_id))
  with check (private.can_manage_org(organization_id));

create policy "org admins delete assignments in their organisation" on public.assessment_assignments
  for delete to authenticated
  using (private.can_manage_org(organization_id));
