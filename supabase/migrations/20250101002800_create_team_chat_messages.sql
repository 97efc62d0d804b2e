create table public.team_chat_messages (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  session_id uuid references public.coaching_sessions (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade,
  sender_role text not null check (sender_role in ('coach', 'team_leader', 'member')),
  message text not null check (length(trim(message)) between 1 and 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.team_chat_messages is 'Team chat of a coaching session; sender_role must be a role the sender holds for the team.';

create index team_chat_messages_team_id_idx on public.team_chat_messages (team_id, created_at);
create index team_chat_messages_session_id_idx on public.team_chat_messages (session_id, created_at);

create trigger set_updated_at before update on public.team_chat_messages
  for each row execute function private.set_updated_at();

alter table public.team_chat_messages enable row level security;

create policy "team members, overseers and the coach read the team chat" on public.team_chat_messages
  for select to authenticated
  using (private.can_see_team(team_id));

create policy "participants post under a role they hold" on public.team_chat_messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()) and private.may_post_as(team_id, sender_role));

create policy "senders edit their own messages" on public.team_chat_messages
  for update to authenticated
  using (sender_id = (select auth.uid()))
  with check (sender_id = (select auth.uid()) and private.may_post_as(team_id, sender_role));

create policy "senders and org admins delete messages" on public.team_chat_messages
  for delete to authenticated
  using (sender_id = (select auth.uid()) or private.can_manage_org(private.team_org(team_id)));
