-- migrate:up
revoke supabase_admin from authenticator;

-- migrate:down

