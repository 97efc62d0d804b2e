create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  email text,
  organization_id uuid references public.organizations (id) on delete set null,
  first_name text,
  last_name text,
  team_role text check (team_role in ('member', 'coordinator', 'leader')),
  manager_level text not null default 'none',
  position text,
  department text,
  division text,
  phone text,
  hire_date date,
  age integer check (age between 14 and 120),
  gender text check (gender in ('male', 'female')),
  job_description text,
  status text not null default 'active' check (status in ('active', 'inactive', 'pending')),
  language text check (language in ('it', 'en')),
  terms_accepted_at timestamptz,
  privacy_accepted_at timestamptz,
  terms_version text,
  privacy_version text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per user (user_id = auth.users.id): names, organisation, member details and terms acceptance.';
comment on column public.profiles.manager_level is 'Legacy role hint read by the older role check; none by default.';

create index profiles_organization_id_idx on public.profiles (organization_id);

create trigger set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- A member may edit their own profile but not move themselves to another organisation or change
-- what only administrators decide; RLS alone cannot compare old and new column values.
-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_profile_admin_columns()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and not private.can_manage_org(old.organization_id)
     and (new.user_id is distinct from old.user_id
       or new.organization_id is distinct from old.organization_id
       or new.manager_level is distinct from old.manager_level
       or new.status is distinct from old.status
       or new.email is distinct from old.email) then
    raise exception 'only administrators may change user_id, organization_id, manager_level, status or email'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_profile_admin_columns() from public;

create trigger guard_admin_columns before update on public.profiles
  for each row execute function private.guard_profile_admin_columns();

alter table public.profiles enable row level security;

create policy "users read their own profile" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "team mates, leaders, coaches and admins read profiles they work with" on public.profiles
  for select to authenticated
  using (private.can_oversee_org(organization_id) or private.can_oversee_user(user_id) or private.shares_team_with(user_id));

create policy "org admins create profiles in their organisation" on public.profiles
  for insert to authenticated
  with check (private.can_manage_org(organization_id));

create policy "users update their own profile" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "org admins update profiles in their organisation" on public.profiles
  for update to authenticated
  using (private.can_manage_org(organization_id))
  with check (private.can_manage_org(organization_id));

create policy "org admins delete profiles in their organisation" on public.profiles
  for delete to authenticated
  using (private.can_manage_org(organization_id));
