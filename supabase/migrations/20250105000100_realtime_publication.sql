-- The tables the app follows live (team chat, activity progress, notifications) are published
-- for Realtime's postgres_changes. A hosted project already has the publication; a plain
-- PostgreSQL (or the embedded backend) gets it here.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

alter publication supabase_realtime
  add table public.team_chat_messages, public.user_activity_progress, public.notifications;
