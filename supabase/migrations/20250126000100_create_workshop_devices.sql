-- Workshop tablets: a shared tablet prepared online by a coach or an org admin for one team holds a
-- non-extractable ECDSA P-256 key pair; the server keeps only its public key (a JWK). Participants
-- take turns on it offline and the tablet later pushes their work in batches signed by that key
-- (the workshop-sync edge function checks the signature). The coach who prepared it vouches for who
-- sat at it; see docs/workshop-tablets.md.
--
-- Rows are written only by the rpcs (security definer) and by the service-role batch function: no
-- policy lets an API role write them, so row-level security refuses every direct write.

create table public.workshop_devices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  session_id uuid references public.coaching_sessions (id) on delete set null,
  label text not null check (length(trim(label)) between 1 and 100),
  public_key jsonb not null check (
    jsonb_typeof(public_key) = 'object'
    and public_key ->> 'kty' = 'EC' and public_key ->> 'crv' = 'P-256'
    and not public_key ?| array['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']
  ),
  prepared_by uuid references auth.users (id) on delete set null,
  prepared_at timestamptz not null default now(),
  upload_until timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  last_contact_at timestamptz
);
comment on table public.workshop_devices is 'Shared workshop tablets: the public key (JWK, ECDSA P-256) that signs their pushes, the team they serve, who prepared them (and vouches for their participants), the upload window and revocation.';

create index workshop_devices_organization_id_idx on public.workshop_devices (organization_id);
create index workshop_devices_team_id_idx on public.workshop_devices (team_id);
create index workshop_devices_session_id_idx on public.workshop_devices (session_id);
create index workshop_devices_prepared_by_idx on public.workshop_devices (prepared_by);

alter table public.workshop_devices enable row level security;

-- Whether the caller may see a device and what it delivered or had refused: an active org admin of
-- its organisation (or a super admin) or the person who prepared it.
create or replace function private.can_read_workshop_device(_device_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return private.caller_is_active() and exists (
    select 1 from public.workshop_devices d
    where d.id = _device_id and (d.prepared_by = auth.uid() or private.can_manage_org(d.organization_id))
  );
end;
$$;
comment on function private.can_read_workshop_device(uuid) is 'True for an active org admin of the device''s organisation, a super admin, or who prepared the device.';
revoke execute on function private.can_read_workshop_device(uuid) from public, anon;
grant execute on function private.can_read_workshop_device(uuid) to authenticated, service_role;

create policy "org admins and who prepared a workshop device read it" on public.workshop_devices
  for select to authenticated
  using (private.can_read_workshop_device(id));

create policy "only active accounts of active organisations reach the data" on public.workshop_devices as restrictive
  for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

revoke truncate on public.workshop_devices from anon, authenticated;

-- Signed batches already answered, so that a batch sent again answers its first answer and changes
-- nothing. Only the service-role batch function reads and writes it (no policy for the API roles).
create table public.workshop_batches (
  device_id uuid not null references public.workshop_devices (id) on delete cascade,
  batch_id uuid not null,
  http_status integer,
  answer jsonb,
  received_at timestamptz not null default now(),
  primary key (device_id, batch_id)
);
comment on table public.workshop_batches is 'Batches a workshop device pushed, with the answer given, so that a replayed batch_id answers the first answer and changes nothing; service role only.';

alter table public.workshop_batches enable row level security;
create policy "only active accounts of active organisations reach the data" on public.workshop_batches as restrictive
  for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

revoke truncate on public.workshop_batches from anon, authenticated;

-- Operations a workshop device pushed that were not applied: never silently dropped.
create table public.workshop_refusals (
  id uuid primary key default gen_random_uuid(),
  device_id uuid not null references public.workshop_devices (id) on delete cascade,
  op_id text not null,
  user_id uuid,
  kind text,
  target text,
  body jsonb,
  reason text not null check (reason in ('device_revoked', 'device_expired', 'not_in_team', 'not_vouched', 'kind_not_allowed', 'bad_operation')),
  received_at timestamptz not null default now(),
  unique (device_id, op_id, reason)
);
comment on table public.workshop_refusals is 'Operations a workshop device pushed that were refused (revoked or expired device, participant outside the team, kind not allowed), kept so that nothing is silently dropped.';

create index workshop_refusals_user_id_idx on public.workshop_refusals (user_id);

alter table public.workshop_refusals enable row level security;

create policy "org admins and the device's coach read a workshop device's refusals" on public.workshop_refusals
  for select to authenticated
  using (private.can_read_workshop_device(device_id));

create policy "only active accounts of active organisations reach the data" on public.workshop_refusals as restrictive
  for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

revoke truncate on public.workshop_refusals from anon, authenticated;

-- Operations applied through a workshop device, so that reports and the member's own results can say
-- that an answer came through a tablet, and who vouched for the person who sat at it.
create table public.workshop_deliveries (
  op_id uuid not null,
  device_id uuid not null references public.workshop_devices (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  vouched_by uuid references auth.users (id) on delete set null,
  kind text not null,
  target text,
  row_id uuid,
  acted_at timestamptz,
  applied_at timestamptz not null default now(),
  primary key (user_id, op_id)
);
comment on table public.workshop_deliveries is 'Operations applied through a workshop device: for whom, by which device, who vouched, the row written and when the participant acted.';

create index workshop_deliveries_device_id_idx on public.workshop_deliveries (device_id);
create index workshop_deliveries_row_id_idx on public.workshop_deliveries (row_id);

alter table public.workshop_deliveries enable row level security;

create policy "participants, their overseers and the device's readers read workshop deliveries" on public.workshop_deliveries
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or private.can_oversee_user(user_id)
    or private.can_read_workshop_device(device_id)
  );

create policy "only active accounts of active organisations reach the data" on public.workshop_deliveries as restrictive
  for all to authenticated using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

revoke truncate on public.workshop_deliveries from anon, authenticated;
