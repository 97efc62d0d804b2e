-- A long push must not run into the statement timeout (8 s for the service role; about 8 ms per
-- operation was measured on the embedded backend, so 1000 partial saves timed out and the whole push
-- answered 500, applying nothing, again and again). workshop_apply_batch now stops applying once the
-- push has taken its time budget: the operations left answer 'retry' with code 'not_applied', are not
-- applied, and the tablet sends them in its next push, as apply_outbox_batch's retry already asks.

create or replace function private.workshop_batch_budget()
returns interval language sql immutable set search_path = '' as $$ select interval '3 seconds' $$;
comment on function private.workshop_batch_budget() is 'Time a workshop push may spend applying operations before the rest answer retry (not_applied).';
revoke execute on function private.workshop_batch_budget() from public, anon, authenticated;
grant execute on function private.workshop_batch_budget() to service_role;

create or replace function public.workshop_apply_batch(p_batch jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _uuid constant text := '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$';
  _d public.workshop_devices;
  _batch_id uuid;
  _participants jsonb := p_batch -> 'participants';
  _role text := current_user;
  _claims text := current_setting('request.jwt.claims', true);
  _claim_sub text := current_setting('request.jwt.claim.sub', true);
  _claim_role text := current_setting('request.jwt.claim.role', true);
  _p jsonb;
  _op jsonb;
  _user uuid;
  _reason text;
  _answer jsonb;
  _results jsonb := '[]'::jsonb;
  _delivered jsonb;
  _refused jsonb;
  _stopped boolean := false;
  _acting boolean;
  _status jsonb;
  _body jsonb;
  _first public.workshop_batches;
  _kinds text[] := private.workshop_allowed_kinds();
  _started timestamptz := clock_timestamp();
  -- Read before becoming a participant, who may not call private functions.
  _budget interval := private.workshop_batch_budget();
begin
  if jsonb_typeof(p_batch) is distinct from 'object' or coalesce(p_batch ->> 'device_id', '') !~* _uuid
     or coalesce(p_batch ->> 'batch_id', '') !~* _uuid or jsonb_typeof(_participants) is distinct from 'array' then
    return jsonb_build_object('status', 400, 'body', jsonb_build_object('code', 'bad_request',
      'message', 'device_id, batch_id (uuids) and participants (array) are required'));
  end if;
  _batch_id := (p_batch ->> 'batch_id')::uuid;

  update public.workshop_devices d set last_contact_at = now()
  where d.id = (p_batch ->> 'device_id')::uuid
  returning * into _d;
  if _d.id is null then
    return jsonb_build_object('status', 401, 'body', jsonb_build_object('code', 'unknown_device'));
  end if;

  if _d.revoked_at is not null or now() > _d.upload_until then
    _reason := case when _d.revoked_at is not null then 'device_revoked' else 'device_expired' end;
    perform private.workshop_refuse_all(_d.id, _participants, _reason);
    return jsonb_build_object('status', 403, 'body', jsonb_build_object('code', _reason,
      'device', jsonb_strip_nulls(jsonb_build_object(
        'status', case when _d.revoked_at is not null then 'revoked' else 'expired' end,
        'revoked_at', _d.revoked_at, 'upload_until', _d.upload_until))));
  end if;

  _status := jsonb_build_object('status', 'active', 'upload_until', _d.upload_until);
  if jsonb_array_length(_participants) = 0 then
    return jsonb_build_object('status', 200, 'body', jsonb_build_object('device', _status, 'results', '[]'::jsonb));
  end if;

  -- A batch sent again waits for its first push to end, then answers that push's answer.
  insert into public.workshop_batches (device_id, batch_id) values (_d.id, _batch_id)
  on conflict (device_id, batch_id) do nothing;
  if not found then
    select * into _first from public.workshop_batches b where b.device_id = _d.id and b.batch_id = _batch_id;
    return jsonb_build_object('status', coalesce(_first.http_status, 409),
      'body', coalesce(_first.answer, jsonb_build_object('code', 'batch_in_progress')));
  end if;

  for _p in select value from jsonb_array_elements(_participants) loop
    _user := case when _p ->> 'user_id' ~* _uuid then (_p ->> 'user_id')::uuid end;
    _reason := null;
    if _user is null or not exists (
      select 1 from public.team_members tm where tm.team_id = _d.team_id and tm.member_id = _user
    ) then
      _reason := 'not_in_team';
    elsif (_p ->> 'vouched_by') is distinct from _d.prepared_by::text then
      _reason := 'not_vouched';
    end if;
    _delivered := '[]'::jsonb;
    _refused := '[]'::jsonb;
    _acting := false;

    for _op in select value from jsonb_array_elements(
      case when jsonb_typeof(_p -> 'operations') = 'array' then _p -> 'operations' else '[]' end) loop
      if jsonb_typeof(_op) is distinct from 'object' or coalesce(_op ->> 'id', '') !~* _uuid
         or jsonb_typeof(_op -> 'body') is distinct from 'object' then
        _answer := jsonb_build_object('id', _op ->> 'id', 'status', 'failed', 'code', 'bad_operation',
          'message', 'an operation needs a uuid id and a body object');
        _refused := _refused || jsonb_build_array(_op || jsonb_build_object('reason', 'bad_operation'));
      elsif _stopped or clock_timestamp() - _started > _budget then
        _stopped := true;
        _answer := jsonb_build_object('id', _op ->> 'id', 'status', 'retry', 'code', 'not_applied',
          'message', 'not applied in this push: send it again in the next one');
      elsif _reason is not null then
        _answer := jsonb_build_object('id', _op ->> 'id', 'status', 'failed', 'code', _reason,
          'message', case _reason when 'not_in_team' then 'the participant is not a member of the device''s team'
            else 'vouched_by is not who prepared the device' end);
        _refused := _refused || jsonb_build_array(_op || jsonb_build_object('reason', _reason));
      elsif (_op ->> 'kind') is null or not (_op ->> 'kind') = any (_kinds) then
        _answer := jsonb_build_object('id', _op ->> 'id', 'status', 'failed', 'code', 'kind_not_allowed',
          'message', format('a workshop device may not push %s', coalesce(_op ->> 'kind', 'null')));
        _refused := _refused || jsonb_build_array(_op || jsonb_build_object('reason', 'kind_not_allowed'));
      else
        if not _acting then
          -- The participant from here on: claims first, role last (setting the role is allowed to
          -- the caller, whose login role may become authenticated and come back).
          perform set_config('request.jwt.claims',
            jsonb_build_object('sub', _user, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
          perform set_config('request.jwt.claim.sub', _user::text, true);
          perform set_config('request.jwt.claim.role', 'authenticated', true);
          perform set_config('role', 'authenticated', true);
          _acting := true;
        end if;
        _answer := public.apply_outbox_operation(jsonb_build_object('id', _op ->> 'id', 'kind', _op ->> 'kind',
          'target', _op ->> 'target', 'body', _op -> 'body'));
        if _answer ->> 'status' = 'ok' and not coalesce((_answer ->> 'replay')::boolean, false) then
          _delivered := _delivered || jsonb_build_array(_op || jsonb_build_object('row_id', _answer ->> 'row_id'));
        elsif _answer ->> 'status' = 'retry' then
          _stopped := true;
        end if;
      end if;
      _results := _results || jsonb_build_array(_answer);
    end loop;

    if _acting then
      perform set_config('role', _role, true);
      perform set_config('request.jwt.claims', coalesce(_claims, ''), true);
      perform set_config('request.jwt.claim.sub', coalesce(_claim_sub, ''), true);
      perform set_config('request.jwt.claim.role', coalesce(_claim_role, ''), true);
    end if;
    insert into public.workshop_deliveries (op_id, device_id, user_id, vouched_by, kind, target, row_id, acted_at)
    select (o ->> 'id')::uuid, _d.id, _user, _d.prepared_by, o ->> 'kind', o ->> 'target',
      (o ->> 'row_id')::uuid, private.workshop_time(o ->> 'acted_at')
    from jsonb_array_elements(_delivered) o
    on conflict (user_id, op_id) do nothing;
    insert into public.workshop_refusals (device_id, op_id, user_id, kind, target, body, reason)
    select _d.id, coalesce(o ->> 'id', ''), _user, o ->> 'kind', o ->> 'target', o -> 'body', o ->> 'reason'
    from jsonb_array_elements(_refused) o
    on conflict (device_id, op_id, reason) do nothing;
  end loop;

  _body := jsonb_build_object('device', _status, 'results', _results);
  update public.workshop_batches b set http_status = 200, answer = _body
  where b.device_id = _d.id and b.batch_id = _batch_id;
  return jsonb_build_object('status', 200, 'body', _body);
end;
$$;
comment on function public.workshop_apply_batch(jsonb) is 'Applies a workshop tablet''s signed batch (signature checked by the workshop-sync function) as each participant through apply_outbox_operation; service role only.';
revoke execute on function public.workshop_apply_batch(jsonb) from public, anon, authenticated;
grant execute on function public.workshop_apply_batch(jsonb) to service_role;
