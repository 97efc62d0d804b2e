create table public.assessment_questions (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.assessment_templates (id) on delete cascade,
  item_code text not null,
  question_text text not null,
  question_type text,
  response_type text not null check (response_type in (
    'single_choice', 'multiple_choice', 'likert_5', 'likert_scale', 'slider', 'ranking', 'rating_matrix', 'date_advanced'
  )),
  evaluation_type text not null default 'self' check (evaluation_type in ('self', 'manager', 'peer')),
  language text not null default 'it' check (language in ('it', 'en')),
  options jsonb,
  is_required boolean not null default true,
  help_text text,
  metadata jsonb not null default '{"section": "default"}'::jsonb,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (template_id, evaluation_type, language, item_code)
);
comment on table public.assessment_questions is 'Questions of a template per evaluation type and language; answers are keyed by item_code.';
comment on column public.assessment_questions.metadata is 'section (default ''default''), dimension (Create/Relate/Organize or an MBTI axis), pole, columns.';

create index assessment_questions_lookup_idx on public.assessment_questions (template_id, evaluation_type, language, order_index);

create trigger set_updated_at before update on public.assessment_questions
  for each row execute function private.set_updated_at();

alter table public.assessment_questions enable row level security;

create policy "users read the questions of templates they may read" on public.assessment_questions
  for select to authenticated
  using (private.can_read_assessment_template(template_id));

create policy "admins add questions to their templates" on public.assessment_questions
  for insert to authenticated
  with check ((select private.is_super_admin()) or private.is_org_admin(private.assessment_template_org(template_id)));

create policy "admins change questions of their templates" on public.assessment_questions
  for update to authenticated
  using ((select private.is_super_admin()) or private.is_org_admin(private.assessment_template_org(template_id)))
  with check ((select private.is_super_admin()) or private.is_org_admin(private.assessment_template_org(template_id)));

create policy "admins delete questions of their templates" on public.assessment_questions
  for delete to authenticated
  using ((select private.is_super_admin()) or private.is_org_admin(private.assessment_template_org(template_id)));
