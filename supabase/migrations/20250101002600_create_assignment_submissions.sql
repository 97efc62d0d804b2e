create table public.assignment_submissions (
  id uuid primary key default gen_random_uuid(),
  form_id uuid not null references public.assignment_forms (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  answers jsonb not null default '{}'::jsonb,
  ai_suggestions jsonb,
  status text not null default 'draft' check (status in ('draft', 'submitted')),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (form_id, user_id)
);
comment on table public.assignment_submissions is 'A user''s answers to an assignment form (one per form and user); the client supplies id so inserts upsert on it; read-only once submitted.';

create index assignment_submissions_user_id_idx on public.assignment_submissions (user_id);

create trigger set_updated_at before update on public.assignment_submissions
  for each row execute function private.set_updated_at();

create or replace function private.guard_submitted_submission()
returns trigger language plpgsql set search_path = '' as $$
begin
  if old.status <> 'submitted' then
    return new;
  end if;
  if new.answers is distinct from old.answers then
    raise exception 'submission_submitted: submission % was submitted at % and is read-only', old.id, old.submitted_at
      using errcode = '23514';
  end if;
  -- A repeated identical submission changes nothing; only attached AI suggestions may still change.
  new.status := old.status;
  new.submitted_at := old.submitted_at;
  return new;
end;
$$;
revoke execute on function private.guard_submitted_submission() from public;

create trigger guard_submitted before update on public.assignment_submissions
  for each row execute function private.guard_submitted_submission();

alter table public.assignment_submissions enable row level security;

create policy "users read their own submissions and leaders and coaches those of their teams" on public.assignment_submissions
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_oversee_user(user_id));

create policy "users submit their own answers to forms they can read" on public.assignment_submissions
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_read_form(form_id));

create policy "users update their own submissions" on public.assignment_submissions
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.can_read_form(form_id));

create policy "super admins delete submissions" on public.assignment_submissions
  for delete to authenticated
  using ((select private.is_super_admin()));
