-- The notice of a replaced edit links where its reader makes such edits: a coach to the coach
-- workspace, anyone else to their organisation's administration. It asked whether the caller (the one
-- whose edit won) manages the reader's organisation, so an admin replaced by a coach's edit was sent
-- to /coach, and an admin's link named a route the app does not have.
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
    case
      when exists (select 1 from public.taas_coaches c where c.user_id = _loser) then '/coach'
      when private.user_org(_loser) is not null then '/org-admin/' || private.user_org(_loser)
    end
  );
end;
$$;

revoke execute on function private.notify_edit_replaced(uuid, uuid, text, jsonb, text, jsonb) from public, anon, authenticated;
