create table public.coaching_activities (
  id uuid primary key default gen_random_uuid(),
  phase_id uuid not null references public.coaching_phases (id) on delete cascade,
  title text not null,
  description text,
  activity_type text not null check (activity_type in (
    'video', 'quiz', 'simulation', 'workshop', 'assignment_form', 'assignment', 'ai_suggestion'
  )),
  order_index integer not null default 0,
  is_required boolean not null default true,
  estimated_duration_minutes integer check (estimated_duration_minutes > 0),
  submission_required boolean not null default false,
  team_leader_only boolean not null default false,
  content_url text,
  instructions text,
  content_data jsonb not null default '{}'::jsonb,
  -- template_id, source_form_template_id and source_form_activity_id get their foreign keys
  -- once the tables they point at exist (activity templates, assignment forms).
  template_id uuid,
  source_form_template_id uuid,
  source_form_activity_id uuid,
  ai_prompt_template_id uuid references public.ai_prompt_templates (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workshop_mode_is_known check (
    content_data ->> 'workshop_mode' is null or content_data ->> 'workshop_mode' in ('in_person', 'online', 'hybrid')
  )
);
comment on table public.coaching_activities is 'Activities of a phase; content_data holds type-specific content (workshop logistics, quiz items).';

create index coaching_activities_phase_id_idx on public.coaching_activities (phase_id, order_index);

create trigger set_updated_at before update on public.coaching_activities
  for each row execute function private.set_updated_at();

alter table public.coaching_activities enable row level security;

create policy "readers of a program read its activities" on public.coaching_activities
  for select to authenticated
  using (private.can_read_phase(phase_id));

create policy "admins add activities to their programs" on public.coaching_activities
  for insert to authenticated
  with check (private.can_manage_org(private.phase_org(phase_id)));

create policy "admins change activities of their programs" on public.coaching_activities
  for update to authenticated
  using (private.can_manage_org(private.activity_org(id)))
  with check (private.can_manage_org(private.phase_org(phase_id)));

create policy "admins delete activities of their programs" on public.coaching_activities
  for delete to authenticated
  using (private.can_manage_org(private.activity_org(id)));
