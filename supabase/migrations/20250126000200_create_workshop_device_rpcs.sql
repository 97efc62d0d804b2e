-- Registering and revoking a workshop tablet. The upload window closes at the end of the 14th day
-- after the workshop (UTC); docs/workshop-tablets.md states it.

create or replace function private.workshop_upload_days()
returns integer language sql immutable set search_path = '' as $$ select 14 $$;
comment on function private.workshop_upload_days() is 'Days after the workshop during which its tablets may still push what was done on them.';
revoke execute on function private.workshop_upload_days() from public, anon;
grant execute on function private.workshop_upload_days() to authenticated, service_role;

-- A JWK is accepted only as a public ECDSA P-256 key: kty EC, crv P-256, x and y of 32 bytes in
-- base64url, and no private part.
create or replace function private.is_public_p256_jwk(_key jsonb)
returns boolean language sql immutable set search_path = '' as $$
  select jsonb_typeof(_key) = 'object'
    and _key ->> 'kty' = 'EC' and _key ->> 'crv' = 'P-256'
    and coalesce(_key ->> 'x', '') ~ '^[A-Za-z0-9_-]{43}$'
    and coalesce(_key ->> 'y', '') ~ '^[A-Za-z0-9_-]{43}$'
    and not _key ?| array['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']
$$;
comment on function private.is_public_p256_jwk(jsonb) is 'True for a public ECDSA P-256 JWK (kty EC, crv P-256, 32-byte x and y) without any private member.';
revoke execute on function private.is_public_p256_jwk(jsonb) from public, anon;
grant execute on function private.is_public_p256_jwk(jsonb) to authenticated, service_role;

create or replace function public.register_workshop_device(
  p_team_id uuid,
  p_session_id uuid default null,
  p_label text default null,
  p_public_key jsonb default null,
  p_workshop_date date default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
  _org uuid;
  _until timestamptz;
  _id uuid;
begin
  if _uid is null or not private.caller_is_active() then
    raise exception 'register_workshop_device: sign in first' using errcode = '42501';
  end if;
  select t.organization_id into _org from public.teams t where t.id = p_team_id;
  -- An unknown team and a team the caller may not equip are refused alike.
  if _org is null then
    raise exception 'register_workshop_device: not allowed for this team' using errcode = '42501';
  end if;
  if p_session_id is not null and not exists (
    select 1 from public.coaching_sessions s where s.id = p_session_id and s.team_id = p_team_id
  ) then
    raise exception 'register_workshop_device: the session is not one of this team' using errcode = '42501';
  end if;
  if not (private.can_manage_org(_org) or private.coaches_session(p_session_id)) then
    raise exception 'register_workshop_device: not allowed for this team' using errcode = '42501';
  end if;
  if p_public_key is null or p_public_key ?| array['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] then
    raise exception 'register_workshop_device: only a public key is registered, never a private one' using errcode = '22023';
  end if;
  if not private.is_public_p256_jwk(p_public_key) then
    raise exception 'register_workshop_device: the key must be a public ECDSA P-256 JWK' using errcode = '22023';
  end if;
  if p_label is null or length(trim(p_label)) not between 1 and 100 then
    raise exception 'register_workshop_device: a label of 1 to 100 characters is required' using errcode = '22023';
  end if;
  if p_workshop_date is null then
    raise exception 'register_workshop_device: the workshop date is required' using errcode = '22023';
  end if;
  _until := ((p_workshop_date + private.workshop_upload_days() + 1)::timestamp) at time zone 'UTC';
  if _until <= now() or p_workshop_date > current_date + 366 then
    raise exception 'register_workshop_device: the workshop date is out of range' using errcode = '22023';
  end if;

  insert into public.workshop_devices (organization_id, team_id, session_id, label, public_key, prepared_by, upload_until)
  values (_org, p_team_id, p_session_id, trim(p_label),
    jsonb_build_object('kty', 'EC', 'crv', 'P-256', 'x', p_public_key ->> 'x', 'y', p_public_key ->> 'y'),
    _uid, _until)
  returning id into _id;
  return jsonb_build_object('id', _id, 'upload_until', _until);
end;
$$;
comment on function public.register_workshop_device(uuid, uuid, text, jsonb, date) is 'Registers a workshop tablet''s public key for a team: the coach of the given session of that team or an org admin of its organisation; upload window to the end of the 14th day after the workshop.';
revoke execute on function public.register_workshop_device(uuid, uuid, text, jsonb, date) from public, anon;
grant execute on function public.register_workshop_device(uuid, uuid, text, jsonb, date) to authenticated;

create or replace function public.revoke_workshop_device(p_device_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _d public.workshop_devices;
begin
  if auth.uid() is null or not private.caller_is_active() then
    raise exception 'revoke_workshop_device: sign in first' using errcode = '42501';
  end if;
  select * into _d from public.workshop_devices d where d.id = p_device_id for update;
  -- An unknown device and one the caller may not revoke are refused alike.
  if _d.id is null or not (_d.prepared_by = auth.uid() or private.can_manage_org(_d.organization_id)) then
    raise exception 'revoke_workshop_device: not allowed for this device' using errcode = '42501';
  end if;
  if _d.revoked_at is null then
    update public.workshop_devices d set revoked_at = now(), revoked_by = auth.uid()
    where d.id = p_device_id
    returning * into _d;
  end if;
  return jsonb_build_object('id', _d.id, 'revoked_at', _d.revoked_at, 'upload_until', _d.upload_until);
end;
$$;
comment on function public.revoke_workshop_device(uuid) is 'Revokes a workshop tablet (org admin of its organisation or who prepared it): its later pushes are refused and recorded.';
revoke execute on function public.revoke_workshop_device(uuid) from public, anon;
grant execute on function public.revoke_workshop_device(uuid) to authenticated;
