create table public.assessments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  team_id uuid references public.teams (id) on delete set null,
  template_id uuid references public.assessment_templates (id) on delete set null,
  assignment_id uuid references public.assessment_assignments (id) on delete set null,
  assessment_type text check (assessment_type in ('tpm', 'mbti', 'twn', 'combined', 'leadership')),
  evaluation_type text check (evaluation_type in ('self', 'manager', 'peer')),
  target_user_id uuid references public.profiles (user_id) on delete cascade,
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  answer_times jsonb not null default '{}'::jsonb check (jsonb_typeof(answer_times) = 'object'),
  score numeric,
  results jsonb,
  time_limit_minutes integer check (time_limit_minutes > 0),
  started_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.assessments is 'One assessment taken by user_id: answers (item_code -> value as text), per-answer action times, score; final once completed_at is set.';
comment on column public.assessments.answer_times is 'item_code -> ISO time of the user''s action; the merge trigger keeps the later answer per question.';
comment on column public.assessments.results is 'Scoring result beyond the score (dimension scores, dominant profile, MBTI type); not locked by completion.';
comment on column public.assessments.evaluation_type is 'self, manager or peer; null only on legacy rows without an assignment (read as self).';

create index assessments_user_id_idx on public.assessments (user_id, created_at desc);
create index assessments_team_id_idx on public.assessments (team_id);
create index assessments_organization_id_idx on public.assessments (organization_id);
create index assessments_template_id_idx on public.assessments (template_id);
create index assessments_assignment_id_idx on public.assessments (assignment_id);
create index assessments_target_user_id_idx on public.assessments (target_user_id);

create trigger set_updated_at before update on public.assessments
  for each row execute function private.set_updated_at();

alter table public.assessments enable row level security;

create policy "users read their own assessments and overseers their teams' results" on public.assessments
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_oversee_team(team_id) or private.can_oversee_org(organization_id));

create policy "users start their own assessments and org admins assign them" on public.assessments
  for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and (organization_id is null or private.is_org_member(organization_id)))
    or private.can_manage_org(organization_id)
  );

create policy "users save their own assessments and org admins those of their organisation" on public.assessments
  for update to authenticated
  using (user_id = (select auth.uid()) or private.can_manage_org(organization_id))
  with check (
    (user_id = (select auth.uid()) and (organization_id is null or private.is_org_member(organization_id)))
    or private.can_manage_org(organization_id)
  );

create policy "org admins delete assessments of their organisation" on public.assessments
  for delete to authenticated
  using (private.can_manage_org(organization_id));
