-- A coach edits a session's dates and current phase, and a workshop's logistics, on a device that may
-- be offline for hours while an administrator edits the same row online. Each such field keeps the
-- time it was edited on the device (field_times: { field: { at, by, saved_at } }), and an edit applies
-- field by field only when it is not older than the one stored: the later edit wins, whatever order
-- the two reach the server in. The person whose edit is replaced learns it from a notification
-- (message key field_edit_replaced) naming the field and who made the later edit: the one whose
-- older edit arrives late (it is not applied), or the one whose stored value a later edit of someone
-- else replaces (a coach's offline edit made after the admin's).
--
-- A write may claim its edit time by putting { at } under the field in field_times (the outbox does,
-- with the time of the user's action); a write that changes a field without a claim (the admin's
-- dialog) was made now. A claimed time is bounded like every client time (see
-- 20250113000100_create_client_time_bounds.sql): never later than now, never before the row's
-- creation, so a device whose clock runs ahead cannot win every later edit.

alter table public.coaching_sessions add column field_times jsonb not null default '{}'::jsonb;
comment on column public.coaching_sessions.field_times is 'Per edited field (start_date, end_date, current_phase): { at: when it was edited on the device, by: who, saved_at: when the server stored it }; the later edit of a field wins.';

alter table public.coaching_activities add column field_times jsonb not null default '{}'::jsonb;
comment on column public.coaching_activities.field_times is 'Per edited workshop logistics field of content_data (venue_address, scheduled_datetime, logistics_notes): { at, by, saved_at }; the later edit of a field wins.';

create or replace function private.person_name(_user_id uuid)
returns text language sql stable security definer set search_path = '' as $$
  select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email, 'un altro utente')
  from (select 1) one left join public.profiles p on p.user_id = _user_id;
$$;
revoke execute on function private.person_name(uuid) from public, anon, authenticated;
comment on function private.person_name(uuid) is 'A person''s first and last name, else their e-mail, for the texts of notifications.';

-- The field's name as the Italian fallback text says it; the app renders its own from message_params.field.
create or replace function private.edited_field_label(_field text)
returns text language sql immutable security definer set search_path = '' as $$
  select case _field
    when 'start_date' then 'data di inizio'
    when 'end_date' then 'data di fine'
    when 'current_phase' then 'fase corrente'
    when 'venue_address' then 'luogo'
    when 'scheduled_datetime' then 'data e ora'
    when 'logistics_notes' then 'note logistiche'
    else _field
  end;
$$;
revoke execute on function private.edited_field_label(text) from public, anon, authenticated;
comment on function private.edited_field_label(text) is 'The Italian name of an edited field, for the fallback text of a field_edit_replaced notification.';

create or replace function private.notify_edit_replaced(
  _loser uuid, _winner uuid, _field text, _row jsonb, _table text, _kept jsonb
)
returns void language plpgsql security definer set search_path = '' as $$
declare
  _by text := private.person_name(_winner);
  _session_id uuid := case when _table = 'coaching_sessions' then (_row ->> 'id')::uuid end;
begin
  if _loser is null or _loser is not distinct from _winner then
    return;
  end if;
  insert into public.notifications (user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link)
  values (
    _loser, private.user_org(_loser), 'Modifica sostituita',
    format('La tua modifica a %s è stata sostituita da una più recente di %s.', private.edited_field_label(_field), _by),
    'field_edit_replaced', 'field_edit_replaced',
    jsonb_strip_nulls(jsonb_build_object(
      'field', _field, 'by_name', _by, 'table', _table, 'row_id', _row ->> 'id',
      'session_id', _session_id, 'title', coalesce(_row ->> 'name', _row ->> 'title'), 'kept_value', _kept
    )),
    'high',
    case when private.can_manage_org(private.user_org(_loser)) then '/admin' else '/coach' end
  );
end;
$$;
revoke execute on function private.notify_edit_replaced(uuid, uuid, text, jsonb, text, jsonb) from public, anon, authenticated;
comment on function private.notify_edit_replaced(uuid, uuid, text, jsonb, text, jsonb) is 'Tells _loser (unless they are _winner) that their edit of _field was replaced by a later one of _winner (notification key field_edit_replaced).';

-- tg_argv[0]: the jsonb column holding the fields ('' when they are the row's own columns);
-- tg_argv[1..]: the fields whose later edit wins.
create or replace function private.keep_later_field_edits()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _container text := tg_argv[0];
  _new jsonb := to_jsonb(new);
  _old jsonb := to_jsonb(old);
  _new_values jsonb;
  _old_values jsonb;
  _times jsonb := coalesce(_old -> 'field_times', '{}'::jsonb);
  _field text;
  _claim jsonb;
  _stored jsonb;
  _claimed boolean;
  _at timestamptz;
  _stored_at timestamptz;
  _i integer;
begin
  -- The server's own work (migrations, the seed, the service role) writes values and times as given.
  if not private.is_client_write() then
    return new;
  end if;
  _new_values := case when _container = '' then _new else coalesce(_new -> _container, '{}'::jsonb) end;
  _old_values := case when _container = '' then _old else coalesce(_old -> _container, '{}'::jsonb) end;
  for _i in 1 .. tg_nargs - 1 loop
    _field := tg_argv[_i];
    _claim := _new -> 'field_times' -> _field;
    _stored := _old -> 'field_times' -> _field;
    _claimed := _claim is distinct from _stored and jsonb_typeof(_claim -> 'at') = 'string';
    continue when not _claimed and (_new_values -> _field) is not distinct from (_old_values -> _field);
    if _claimed then
      _at := private.bound_client_time((_claim ->> 'at')::timestamptz, (_old ->> 'created_at')::timestamptz);
    else
      _at := now();
    end if;
    _stored_at := (_stored ->> 'at')::timestamptz;
    if _stored_at is not null and _stored_at > _at then
      -- The stored edit is later: it stays, and the older edit's author learns it was replaced.
      if (_new_values -> _field) is distinct from (_old_values -> _field) then
        _new_values := case when _old_values ? _field
          then jsonb_set(_new_values, array[_field], _old_values -> _field)
          else _new_values - _field end;
        perform private.notify_edit_replaced(auth.uid(), (_stored ->> 'by')::uuid, _field, _old, tg_table_name, _old_values -> _field);
      end if;
    else
      if (_new_values -> _field) is distinct from (_old_values -> _field) then
        -- The later edit replaces another person's value: they learn it (notify_edit_replaced leaves out the caller's own).
        perform private.notify_edit_replaced((_stored ->> 'by')::uuid, auth.uid(), _field, _old, tg_table_name, _new_values -> _field);
      end if;
      _times := _times || jsonb_build_object(_field, jsonb_build_object('at', _at, 'by', auth.uid(), 'saved_at', now()));
    end if;
  end loop;
  if _container = '' then
    return jsonb_populate_record(new, _new_values || jsonb_build_object('field_times', _times));
  end if;
  return jsonb_populate_record(new, jsonb_build_object(_container, _new_values, 'field_times', _times));
end;
$$;
revoke execute on function private.keep_later_field_edits() from public;
comment on function private.keep_later_field_edits() is 'BEFORE UPDATE: per field named in tg_argv, the edit with the later (bounded) device time wins; field_times records it; the author of a replaced edit is notified.';

-- a2_ so that it runs after the row's birth stamp (a0_) and before the guards and checks, which then
-- judge the values that will be stored.
create trigger a2_keep_later_field_edits before update on public.coaching_sessions
  for each row execute function private.keep_later_field_edits('', 'start_date', 'end_date', 'current_phase');

create trigger a2_keep_later_field_edits before update on public.coaching_activities
  for each row execute function private.keep_later_field_edits('content_data', 'venue_address', 'scheduled_datetime', 'logistics_notes');
