-- A chat message sent offline is queued with an id the device generates, and the outbox
-- may replay its insert. client_id makes the replay a no-op: the app posts with
-- upsert(..., { onConflict: 'client_id', ignoreDuplicates: true }), i.e. `on conflict (client_id) do nothing`
-- (a replay answers no row, which the app counts as sent). Messages posted without one keep null.
alter table public.team_chat_messages add column client_id uuid;
alter table public.team_chat_messages
  add constraint team_chat_messages_client_id_key unique (client_id);
comment on column public.team_chat_messages.client_id is 'The sending device''s id for the message (unique when given): a replayed insert with the same client_id changes nothing.';
