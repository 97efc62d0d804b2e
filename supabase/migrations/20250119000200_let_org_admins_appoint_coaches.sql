-- Two kinds of coach. A super admin makes anyone a coach of the platform (organization_id null):
-- staff who may run sessions of any organisation and so stay out of every org admin's reach. An org
-- admin makes a person of their own organisation, all of whose roles lie inside it, a coach of that
-- organisation (organization_id set): such a coach runs only sessions of the organisation's teams,
-- stays within reach of its admins (who stop and restart them) and gains no reach anywhere else.
-- Only a super admin moves a coach row to another person or organisation.

alter table public.taas_coaches
  add column organization_id uuid references public.organizations (id) on delete cascade;
comment on column public.taas_coaches.organization_id is
  'Null: a platform coach, appointed by a super admin, for sessions of any organisation. Set: a coach appointed by that organisation''s admins, for its own sessions only.';

create index taas_coaches_organization_id_idx on public.taas_coaches (organization_id);

-- A coach of an organisation is one of its people.
create trigger same_organisation before insert or update on public.taas_coaches
  for each row execute function private.keep_one_organisation('organization_id:self', 'user_id:user_org!');

-- A coach of _org_id no longer takes the person out of that organisation's reach.
create or replace function private.roles_lie_within(_user_id uuid, _org_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return _org_id is not null
    and not exists (
      select 1 from public.user_roles r
      where r.user_id = _user_id and r.is_active
        and (r.role_type in ('super_admin', 'coach') or r.organization_id is distinct from _org_id)
    )
    and not exists (select 1 from public.admin_profiles a where a.id = _user_id and a.admin_level = 'super_admin')
    and not exists (
      select 1 from public.taas_coaches c where c.user_id = _user_id and c.organization_id is distinct from _org_id
    );
end;
$$;
comment on function private.roles_lie_within(uuid, uuid) is 'True when the person holds no platform role (super admin, platform coach) and no active role outside _org_id; a coach of _org_id itself lies within it.';

-- Whether the caller administers any organisation: such an admin chooses among the platform's coaches.
create or replace function private.administers_an_organisation()
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.user_roles r where r.user_id = auth.uid() and r.role_type = 'org_admin' and r.is_active
  );
end;
$$;
comment on function private.administers_an_organisation() is 'True when the caller holds an active org_admin role in some organisation.';
revoke execute on function private.administers_an_organisation() from public, anon;
grant execute on function private.administers_an_organisation() to authenticated, service_role;

create policy "org admins read their coaches and the platform's active coaches" on public.taas_coaches
  for select to authenticated
  using (
    (organization_id is null and is_active and (select private.administers_an_organisation()))
    or (organization_id is not null and private.is_org_admin(organization_id))
  );

create policy "org admins appoint coaches of their organisation" on public.taas_coaches
  for insert to authenticated
  with check (
    organization_id is not null
    and private.is_org_admin(organization_id)
    and private.user_org(user_id) = organization_id
    and private.roles_lie_within(user_id, organization_id)
  );

create policy "org admins update coaches of their organisation" on public.taas_coaches
  for update to authenticated
  using (organization_id is not null and private.is_org_admin(organization_id))
  with check (organization_id is not null and private.is_org_admin(organization_id));

-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_coach_status()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user <> 'authenticated' or private.is_super_admin() then
    return new;
  end if;
  if new.user_id is distinct from old.user_id or new.organization_id is distinct from old.organization_id then
    raise exception 'coach_status: only a super admin reassigns a coach to another person or organisation'
      using errcode = '42501';
  end if;
  if new.is_active is distinct from old.is_active
     and not (old.organization_id is not null and private.is_org_admin(old.organization_id)) then
    raise exception 'coach_status: only a super admin, or an admin of the coach''s organisation, starts or stops a coach'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_coach_status() from public;
comment on function private.guard_coach_status() is 'BEFORE UPDATE on taas_coaches: user_id and organization_id change only by a super admin, is_active also by an admin of the coach''s organisation (42501 coach_status:).';

-- A session's coach is active and free to work for the team's organisation. The refusal is the same
-- for a coach that does not exist and one of another organisation, so it reveals no other row; the
-- trigger is named to fire after the ownership guard, which judges who changes the coach first.
create or replace function private.check_session_coach()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _coach public.taas_coaches;
begin
  if new.coach_id is null or (tg_op = 'UPDATE' and new.coach_id is not distinct from old.coach_id) then
    return new;
  end if;
  select * into _coach from public.taas_coaches c where c.id = new.coach_id;
  if not found or (_coach.organization_id is not null and _coach.organization_id is distinct from private.team_org(new.team_id)) then
    raise exception 'session_coach: no coach with this id may run sessions of this team' using errcode = '42501';
  end if;
  if not _coach.is_active then
    raise exception 'session_coach: the coach has been stopped and runs no new session' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_session_coach() from public;
comment on function private.check_session_coach() is 'BEFORE INSERT OR UPDATE OF coach_id on coaching_sessions: the coach exists, is active, and is the platform''s or of the team''s organisation (42501 / 23514 session_coach:).';

create trigger session_coach_fits before insert or update of coach_id on public.coaching_sessions
  for each row execute function private.check_session_coach();
