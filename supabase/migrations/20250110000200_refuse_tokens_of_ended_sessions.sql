-- A password change ends sessions. Supabase Auth (GoTrue, User.UpdatePassword) deletes them itself:
-- every session of the user after an administrator's update (admin API, which admin-users calls),
-- every session but the caller's after a user's own change (PUT /user). What it does not end is an
-- access token already issued: PostgREST checks only a token's signature and expiry, so a token of an
-- ended session would keep reading until it expires (the project's JWT expiry, 3600 s by default).
-- This check, PostgREST's pre-request function on a hosted project, refuses such a token at once,
-- as the embedded backend's session guard does for every REST call.

-- Its own schema, which the API does not expose: PostgREST calls the check for anonymous requests
-- too, and nothing in public or private is executable by anon.
create schema if not exists request_guard;
comment on schema request_guard is 'Checks PostgREST runs before every request (pgrst.db_pre_request); not exposed by the API.';
revoke all on schema request_guard from public;
grant usage on schema request_guard to anon, authenticated, service_role;

create or replace function request_guard.refuse_ended_sessions()
returns void language plpgsql stable security definer set search_path = '' as $$
declare
  _claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
begin
  if _claims ->> 'role' = 'authenticated' and _claims ->> 'session_id' is not null
     and not exists (
       select 1 from auth.sessions s
       where s.id = (_claims ->> 'session_id')::uuid and s.user_id = (_claims ->> 'sub')::uuid
     ) then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz: 401 makes the client refresh, which then fails.
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = 'PT401';
  end if;
end;
$$;
comment on function request_guard.refuse_ended_sessions() is 'PostgREST pre-request check (pgrst.db_pre_request): refuses (401) a user''s access token whose session has ended, e.g. after a password change.';

revoke execute on function request_guard.refuse_ended_sessions() from public;
grant execute on function request_guard.refuse_ended_sessions() to anon, authenticated, service_role;

-- Only where PostgREST runs (its login role, authenticator); the embedded backend has its own guard.
-- Another pre-request function is not replaced silently: the two would have to be combined.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    return;
  end if;
  if exists (
    select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
    where r.rolname = 'authenticator' and c like 'pgrst.db_pre_request=%'
      and c <> 'pgrst.db_pre_request=request_guard.refuse_ended_sessions'
  ) then
    raise exception 'authenticator already has another pgrst.db_pre_request; call request_guard.refuse_ended_sessions() from it';
  end if;
  alter role authenticator set pgrst.db_pre_request = 'request_guard.refuse_ended_sessions';
  notify pgrst, 'reload config';
end;
$$;
