create table public.user_activity_progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  activity_id uuid not null references public.coaching_activities (id) on delete cascade,
  session_id uuid not null references public.coaching_sessions (id) on delete cascade,
  status text not null default 'not_started' check (status in ('not_started', 'in_progress', 'completed')),
  completion_percentage integer not null default 0 check (completion_percentage between 0 and 100),
  completed_at timestamptz,
  submission_data jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, activity_id, session_id)
);
comment on table public.user_activity_progress is 'Per-user progress on a coaching activity within a session (the spec''s "progress"); upsert on (user_id, activity_id, session_id).';
comment on column public.user_activity_progress.updated_at is 'Time of the user''s action as sent by the client (now() only when not given); older updates are ignored.';

create index user_activity_progress_session_id_idx on public.user_activity_progress (session_id);
create index user_activity_progress_activity_id_idx on public.user_activity_progress (activity_id);

-- Progress never goes back from completed, and an older action arriving late does not overwrite a newer one.
-- Returning OLD keeps the stored row untouched (the update still "succeeds", which keeps upserts idempotent).
create or replace function private.keep_newest_progress()
returns trigger language plpgsql set search_path = '' as $$
begin
  if old.status = 'completed' and new.status <> 'completed' then
    return old;
  end if;
  if new.updated_at < old.updated_at then
    return old;
  end if;
  if new.updated_at is not distinct from old.updated_at and new is distinct from old then
    new.updated_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_newest_progress() from public;

create trigger keep_newest_progress before update on public.user_activity_progress
  for each row execute function private.keep_newest_progress();

alter table public.user_activity_progress enable row level security;

create policy "users read their own progress and the session's coach and overseers read it" on public.user_activity_progress
  for select to authenticated
  using (user_id = (select auth.uid()) or private.can_oversee_session(session_id));

create policy "users record their own progress in sessions they take part in" on public.user_activity_progress
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_see_session(session_id));

create policy "users update their own progress" on public.user_activity_progress
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.can_see_session(session_id));

create policy "super admins delete progress" on public.user_activity_progress
  for delete to authenticated
  using ((select private.is_super_admin()));
