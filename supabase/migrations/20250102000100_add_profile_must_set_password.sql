-- A person created with a temporary password (an invited org admin or member) is asked to choose
-- their own at first sign-in (/set-password). The flag is cleared by the database when the
-- account's password changes, so the app cannot forget to clear it. (A sign-in that upgrades a weak
-- hash also changes it: seed an invited demo account with a cost-10 hash.)
alter table public.profiles add column must_set_password boolean not null default false;
comment on column public.profiles.must_set_password is 'True until the person sets their own password (the temporary one was chosen by an administrator).';

-- Owned by the migration role, which may write public.profiles from an auth.users trigger.
create or replace function private.clear_must_set_password()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set must_set_password = false where user_id = new.id and must_set_password;
  return null;
end;
$$;
revoke execute on function private.clear_must_set_password() from public;
comment on function private.clear_must_set_password() is 'AFTER UPDATE OF encrypted_password on auth.users: the person has a password of their own now.';

create trigger clear_must_set_password after update of encrypted_password on auth.users
  for each row when (new.encrypted_password is distinct from old.encrypted_password)
  execute function private.clear_must_set_password();
