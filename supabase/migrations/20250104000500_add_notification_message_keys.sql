-- Notifications: the database writes them, so it cannot know the reader's language.
-- A notification written by a trigger carries a message key and its parameters, and the app
-- renders the text in the user's language; title and message keep an Italian fallback for rows
-- without a key (older rows, notifications written by an admin).
--   notification_type  what happened ('assessment_assigned', 'coaching_phase_opened', 'ai_suggestion', 'chat_mention', ...)
--   message_key        which text the app shows (today the same names as notification_type)
--   message_params     the values that text needs, as JSON
--   priority           urgent / high / medium / low (unchanged)
alter table public.notifications
  add column message_key text,
  add column message_params jsonb not null default '{}'::jsonb check (jsonb_typeof(message_params) = 'object');
comment on column public.notifications.message_key is 'Key of the text the app renders in the reader''s language (e.g. assessment_assigned); null: show title and message as stored.';
comment on column public.notifications.message_params is 'Parameters of the message_key text (names, numbers, ids), a JSON object.';

-- Each user sees only their own notifications, super admins included.
drop policy "users read their own notifications and super admins all" on public.notifications;
create policy "users read their own notifications" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));

drop policy "users delete their own notifications" on public.notifications;
create policy "users delete their own notifications" on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Users change nothing of a notification but read_at (marking it read, or unread again).
revoke update on public.notifications from anon, authenticated;
grant update (read_at) on public.notifications to authenticated;
