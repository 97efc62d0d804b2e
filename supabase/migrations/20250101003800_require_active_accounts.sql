-- An inactive profile, or a member of an inactive or suspended organisation, keeps no access to
-- the data: a restrictive policy on every table ands this with whatever the table's own policies
-- allow. Such users may still read their own profile and organisation, so the app can tell them why.
-- Only a super admin changes an organisation's status (its admins could otherwise lift a suspension).

create or replace function private.caller_is_active()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.is_super_admin() or not exists (
    select 1 from public.profiles p
    left join public.organizations o on o.id = p.organization_id
    where p.user_id = auth.uid() and (p.status = 'inactive' or o.status in ('inactive', 'suspended'))
  );
end;
$$;
revoke execute on function private.caller_is_active() from public, anon;
grant execute on function private.caller_is_active() to authenticated, service_role;
comment on function private.caller_is_active() is 'False for a signed-in user whose profile is inactive or whose organisation is inactive or suspended (super admins always active).';

do $$
declare
  _table text;
begin
  for _table in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind = 'r' and c.relname not in ('profiles', 'organizations') loop
    execute format(
      'create policy "only active accounts of active organisations reach the data" on public.%I as restrictive
         for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()))',
      _table);
  end loop;
end;
$$;

-- Profiles and organisations: the same for writes, one policy per command (a `for all` policy would
-- also restrict the reads of one's own row).
do $$
declare
  _table text;
  _command text;
begin
  foreach _table in array array['profiles', 'organizations'] loop
    foreach _command in array array['insert', 'update', 'delete'] loop
      execute format(
        'create policy %I on public.%I as restrictive for %s to authenticated %s',
        'only active accounts of active organisations may ' || _command, _table, _command,
        case _command
          when 'insert' then 'with check ((select private.caller_is_active()))'
          when 'update' then 'using ((select private.caller_is_active())) with check ((select private.caller_is_active()))'
          else 'using ((select private.caller_is_active()))'
        end);
    end loop;
  end loop;
end;
$$;

create policy "only active accounts of active organisations read others' profiles" on public.profiles as restrictive
  for select to authenticated using ((select private.caller_is_active()) or user_id = (select auth.uid()));
create policy "only active accounts of active organisations read other organisations" on public.organizations as restrictive
  for select to authenticated using ((select private.caller_is_active()) or private.is_org_member(id));

-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_organisation_status()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated' and new.status is distinct from old.status and not private.is_super_admin() then
    raise exception 'only a super admin may change an organisation''s status' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_organisation_status() from public;

create trigger guard_status before update on public.organizations
  for each row execute function private.guard_organisation_status();
