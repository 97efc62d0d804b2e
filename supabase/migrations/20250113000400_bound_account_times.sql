-- The remaining times a client sends, bounded by the server's clock (clipped, not refused):
--   device_sync_health     last_successful_sync_at, pending_since: from the account's creation (a
--                          device cannot have synced, or queued work, for an account not yet made);
--   profiles               terms_accepted_at, privacy_accepted_at: from the profile's creation;
--   assessment_assignments completed_at: from the assignment's creation (the completion trigger
--                          copies it from the already bounded assessment);
--   team_members           joined_at: never in the future (an administrator may date it back).
-- a1_ so that they run after a0_stamp_row_birth and before the tables' own stamps.

create or replace function private.account_created(_user_id uuid)
returns timestamptz language sql stable security definer set search_path = '' as $$
  select u.created_at from auth.users u where u.id = _user_id;
$$;
revoke execute on function private.account_created(uuid) from public, anon;
grant execute on function private.account_created(uuid) to authenticated, service_role;
comment on function private.account_created(uuid) is 'When the account was created (auth.users.created_at).';

create or replace function private.bound_device_report_times()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _floor timestamptz;
begin
  if not private.is_client_write() then
    return new;
  end if;
  _floor := private.account_created(new.user_id);
  new.last_successful_sync_at := private.bound_client_time(new.last_successful_sync_at, _floor);
  new.pending_since := private.bound_client_time(new.pending_since, _floor);
  return new;
end;
$$;
revoke execute on function private.bound_device_report_times() from public;
comment on function private.bound_device_report_times() is 'BEFORE INSERT OR UPDATE on device_sync_health: a device''s last_successful_sync_at and pending_since clipped to [the account''s creation, now].';

create trigger a1_bound_client_times before insert or update on public.device_sync_health
  for each row execute function private.bound_device_report_times();

create trigger a1_bound_client_times before insert or update on public.profiles
  for each row execute function private.bound_columns_to_creation('terms_accepted_at', 'privacy_accepted_at');

create trigger a1_bound_client_times before insert or update on public.assessment_assignments
  for each row execute function private.bound_columns_to_creation('completed_at');

create or replace function private.bound_membership_times()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if private.is_client_write() and (tg_op = 'INSERT' or new.joined_at is distinct from old.joined_at) then
    new.joined_at := private.bound_client_time(new.joined_at, null);
  end if;
  return new;
end;
$$;
revoke execute on function private.bound_membership_times() from public;
comment on function private.bound_membership_times() is 'BEFORE INSERT OR UPDATE on team_members: a client''s joined_at is never later than now.';

create trigger a1_bound_client_times before insert or update on public.team_members
  for each row execute function private.bound_membership_times();
