create table public.form_questions (
  id uuid primary key default gen_random_uuid(),
  form_id uuid not null references public.assignment_forms (id) on delete cascade,
  question_text text not null,
  question_type text not null check (question_type in (
    'text_short', 'text_long', 'single_choice', 'multiple_choice', 'number', 'email', 'url', 'date'
  )),
  options jsonb,
  placeholder text,
  help_text text,
  is_required boolean not null default false,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.form_questions is 'Questions of an assignment form, in order_index order; options for the choice types.';

create index form_questions_form_id_idx on public.form_questions (form_id, order_index);

create trigger set_updated_at before update on public.form_questions
  for each row execute function private.set_updated_at();

alter table public.form_questions enable row level security;

create policy "readers of a form read its questions" on public.form_questions
  for select to authenticated
  using (private.can_read_form(form_id));

create policy "admins add questions to their forms" on public.form_questions
  for insert to authenticated
  with check (private.can_manage_org(private.form_org(form_id)));

create policy "admins change questions of their forms" on public.form_questions
  for update to authenticated
  using (private.can_manage_org(private.form_org(form_id)))
  with check (private.can_manage_org(private.form_org(form_id)));

create policy "admins delete questions of their forms" on public.form_questions
  for delete to authenticated
  using (private.can_manage_org(private.form_org(form_id)));
