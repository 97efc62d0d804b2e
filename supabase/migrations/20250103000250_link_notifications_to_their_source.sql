-- A notification the database writes about a suggestion or a chat message (20250103000300, 000400)
-- names it, and goes when it goes: a deleted chat message leaves no copy of its text behind in the
-- mentioned people's notifications.
alter table public.notifications
  add column ai_suggestion_id uuid references public.ai_suggestions (id) on delete cascade,
  add column chat_message_id uuid references public.team_chat_messages (id) on delete cascade;
comment on column public.notifications.ai_suggestion_id is 'The suggestion this notification announces (deleted with it).';
comment on column public.notifications.chat_message_id is 'The chat message that mentions the user (deleted with it).';

create index notifications_ai_suggestion_id_idx on public.notifications (ai_suggestion_id);
create index notifications_chat_message_id_idx on public.notifications (chat_message_id);
