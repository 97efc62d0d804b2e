create table public.ai_suggestions (
  id uuid primary key default gen_random_uuid(),
  activity_id uuid not null references public.coaching_activities (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references public.coaching_sessions (id) on delete set null,
  submission_id uuid references public.assignment_submissions (id) on delete set null,
  prompt_template_id uuid references public.ai_prompt_templates (id) on delete set null,
  generated_content jsonb not null default '{}'::jsonb,
  user_modifications jsonb,
  status text not null default 'new' check (status in ('new', 'accepted', 'rejected', 'user_modified')),
  accepted_at timestamptz,
  status_changed_at timestamptz not null default now(),
  generated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.ai_suggestions is 'AI suggestions generated for a user on an activity; the newest is current; status changes carry the user''s action time.';
comment on column public.ai_suggestions.status_changed_at is 'Time of the user''s status action; an update with an older time keeps the stored status, accepted_at and user_modifications.';

create index ai_suggestions_activity_user_idx on public.ai_suggestions (activity_id, user_id, created_at desc);
create index ai_suggestions_user_id_idx on public.ai_suggestions (user_id);

create trigger set_updated_at before update on public.ai_suggestions
  for each row execute function private.set_updated_at();

create or replace function private.keep_newest_suggestion_status()
returns trigger language plpgsql set search_path = '' as $$
begin
  if new.status_changed_at < old.status_changed_at then
    new.status := old.status;
    new.accepted_at := old.accepted_at;
    new.user_modifications := old.user_modifications;
    new.status_changed_at := old.status_changed_at;
  elsif new.status_changed_at is not distinct from old.status_changed_at
        and (new.status is distinct from old.status or new.user_modifications is distinct from old.user_modifications) then
    new.status_changed_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_newest_suggestion_status() from public;

create trigger keep_newest_status before update on public.ai_suggestions
  for each row execute function private.keep_newest_suggestion_status();

alter table public.ai_suggestions enable row level security;

create policy "users read their own suggestions and leaders and coaches those of their teams" on public.ai_suggestions
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_oversee_user(user_id));

create policy "users store suggestions for activities they can read" on public.ai_suggestions
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_read_activity(activity_id));

create policy "users update their own suggestions" on public.ai_suggestions
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "super admins delete suggestions" on public.ai_suggestions
  for delete to authenticated
  using ((select private.is_super_admin()));
