-- TRUNCATE bypasses row-level security: no API role may hold it, on today's tables or on tables
-- created later (the bootstrap's default privileges grant `all`, as Supabase's do).
revoke truncate on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate on tables from anon, authenticated;
