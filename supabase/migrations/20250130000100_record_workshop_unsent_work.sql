-- A workshop tablet says, with each signed push, how many operations it still holds per participant
-- (pending, and refused on the device), so that the admin's Dispositivi tab shows what waits on a
-- tablet as of its last contact (docs/workshop-tablets.md, "Watching").
--
-- The latest report is kept on the device's row: the same policy decides who reads it (the org's
-- admins and who prepared the tablet), and no API role may write workshop_devices. Only
-- workshop_record_unsent writes these columns, and only the service role may execute it: the
-- workshop-sync function calls it after it has checked the push's signature and
-- workshop_apply_batch has accepted the push.

alter table public.workshop_devices
  add column unsent jsonb not null default '{}'::jsonb check (jsonb_typeof(unsent) = 'object'),
  add column unsent_counted_at timestamptz;

comment on column public.workshop_devices.unsent is 'The work the tablet still held when it last reported: per participant of its team (user id), {pending, refused} operations.';
comment on column public.workshop_devices.unsent_counted_at is 'When the tablet counted its unsent work (its clock, never later than the server''s).';

-- p_batch: the signed push (device_id, participants, unsent: { counted_at, participants: [{ user_id,
-- pending, refused }] }); p_results: workshop_apply_batch's answers to its operations. The tablet counts
-- what this push does not carry; an operation of this push answered retry stays pending on the
-- tablet, one answered failed stays there as refused, so they are added.
create or replace function public.workshop_record_unsent(p_batch jsonb, p_results jsonb)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _uuid constant text := '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$';
  _count constant text := '^[0-9]{1,7}$';
  _report jsonb := p_batch -> 'unsent';
  _d public.workshop_devices;
  _counted timestamptz;
  _unsent jsonb := '{}'::jsonb;
  _p jsonb;
  _user uuid;
  _retry integer;
  _failed integer;
begin
  if jsonb_typeof(_report) is distinct from 'object' or jsonb_typeof(_report -> 'participants') is distinct from 'array'
     or coalesce(p_batch ->> 'device_id', '') !~* _uuid then
    return false;
  end if;
  select * into _d from public.workshop_devices d where d.id = (p_batch ->> 'device_id')::uuid for update;
  if _d.id is null or _d.revoked_at is not null or now() > _d.upload_until then
    return false;
  end if;
  _counted := least(private.workshop_time(_report ->> 'counted_at'), now());
  -- A report counted before the one kept (a push sent again) says less than it.
  if _counted is null or _counted < _d.unsent_counted_at then
    return false;
  end if;

  for _p in select value from jsonb_array_elements(_report -> 'participants') loop
    continue when jsonb_typeof(_p) is distinct from 'object' or coalesce(_p ->> 'user_id', '') !~* _uuid
      or jsonb_typeof(_p -> 'pending') is distinct from 'number' or (_p ->> 'pending') !~ _count
      or jsonb_typeof(_p -> 'refused') is distinct from 'number' or (_p ->> 'refused') !~ _count;
    _user := (_p ->> 'user_id')::uuid;
    -- Only the tablet's team: a report never names anyone else.
    continue when not exists (
      select 1 from public.team_members tm where tm.team_id = _d.team_id and tm.member_id = _user
    );
    select count(*) filter (where r ->> 'status' = 'retry'), count(*) filter (where r ->> 'status' = 'failed')
    into _retry, _failed
    from jsonb_array_elements(case when jsonb_typeof(p_batch -> 'participants') = 'array' then p_batch -> 'participants' else '[]' end) bp
    cross join lateral jsonb_array_elements(case when jsonb_typeof(bp -> 'operations') = 'array' then bp -> 'operations' else '[]' end) o
    join lateral jsonb_array_elements(case when jsonb_typeof(p_results) = 'array' then p_results else '[]' end) r
      on r ->> 'id' = o ->> 'id'
    where lower(bp ->> 'user_id') = _user::text;
    _unsent := _unsent || jsonb_build_object(_user::text, jsonb_build_object(
      'pending', (_p ->> 'pending')::integer + _retry,
      'refused', (_p ->> 'refused')::integer + _failed));
  end loop;

  update public.workshop_devices d set unsent = _unsent, unsent_counted_at = _counted where d.id = _d.id;
  return true;
end;
$$;
comment on function public.workshop_record_unsent(jsonb, jsonb) is 'Keeps a workshop tablet''s latest report of the work it still holds per participant of its team (signature checked by the workshop-sync function); service role only.';
revoke execute on function public.workshop_record_unsent(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.workshop_record_unsent(jsonb, jsonb) to service_role;
