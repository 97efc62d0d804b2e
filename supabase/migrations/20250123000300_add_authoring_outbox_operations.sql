-- Two more operation kinds for the outbox, so a coach edits offline like everyone else:
--   session/edit-schedule     target: a session; body: any of start_date, end_date, current_phase, and
--                             field_times { field: { at: the device time of the edit } }.
--   activity/edit-logistics   target: a workshop activity; body: any of venue_address,
--                             scheduled_datetime, logistics_notes (content_data keys), and field_times.
-- The update runs under the caller's row-level security and the tables' triggers: the later edit of
-- each field wins and the author of a replaced one is told (20250123000100_keep_the_later_field_edit.sql),
-- and a coach changes only those fields (20250123000200_let_coaches_edit_schedules_and_logistics.sql).
-- An operation that edits nothing it may (no such row, not a workshop, not the caller's) answers
-- "not found" like the other kinds. Everything else is as 20250115000200_scope_chat_client_ids_to_the_sender.sql.

-- { field: { at } } for the fields the body both edits and dates; a field without a time is dated by
-- the trigger (now).
create or replace function private.claimed_edit_times(_body jsonb, _fields text[])
returns jsonb language sql immutable security definer set search_path = '' as $$
  select coalesce(jsonb_object_agg(f, jsonb_build_object('at', _body -> 'field_times' -> f -> 'at')), '{}'::jsonb)
  from unnest(_fields) f
  where _body ? f and jsonb_typeof(_body -> 'field_times' -> f -> 'at') = 'string';
$$;
revoke execute on function private.claimed_edit_times(jsonb, text[]) from public, anon;
grant execute on function private.claimed_edit_times(jsonb, text[]) to authenticated, service_role;
comment on function private.claimed_edit_times(jsonb, text[]) is 'The edit times an outbox body claims for the fields it edits, as field_times entries { field: { at } }.';

create or replace function public.apply_outbox_operation(operation jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
  _op jsonb := operation;
  _id text := operation ->> 'id';
  _kind text;
  _target text;
  _body jsonb;
  _answer jsonb;
  _row_id uuid;
  _code text;
  _message text;
  _a public.assessments;
  _p public.user_activity_progress;
  _s public.assignment_submissions;
  _g public.ai_suggestions;
  _m public.team_chat_messages;
begin
  if _uid is null then
    raise exception 'apply_outbox_operation: only a signed-in user pushes an outbox' using errcode = '42501';
  end if;
  begin
    if jsonb_typeof(_op) is distinct from 'object' or jsonb_typeof(_op -> 'body') is distinct from 'object' then
      raise exception 'operation must be an object with a body object' using errcode = '22023';
    end if;
    _kind := _op ->> 'kind';
    _target := _op ->> 'target';
    _body := _op -> 'body';

    select r.answer || jsonb_build_object('replay', true) into _answer
      from public.outbox_receipts r where r.user_id = _uid and r.op_id = _id::uuid;

    if _answer is null then
      _row_id := null;
      case _kind
        when 'assessment/save-partial' then
          _a := jsonb_populate_record(null::public.assessments, _body);
          update public.assessments t set
            answers = case when _body ? 'answers' then _a.answers else t.answers end,
            answer_times = case when _body ? 'answer_times' then _a.answer_times else t.answer_times end,
            started_at = case when _body ? 'started_at' then _a.started_at else t.started_at end
          where t.id = _target::uuid
          returning t.id into _row_id;
        when 'assessment/complete' then
          _a := jsonb_populate_record(null::public.assessments, _body);
          update public.assessments t set
            answers = _a.answers,
            answer_times = case when _body ? 'answer_times' then _a.answer_times else t.answer_times end,
            score = _a.score,
            completed_at = _a.completed_at,
            started_at = case when _body ? 'started_at' then _a.started_at else t.started_at end,
            results = case when _body ? 'results' then _a.results else t.results end
          where t.id = _target::uuid
          returning t.id into _row_id;
        when 'progress/upsert' then
          _p := jsonb_populate_record(null::public.user_activity_progress, _body);
          insert into public.user_activity_progress as t
            (user_id, activity_id, session_id, status, completion_percentage, completed_at, submission_data, updated_at)
          values (_p.user_id, _p.activity_id, _p.session_id, _p.status, coalesce(_p.completion_percentage, 0),
            _p.completed_at, _p.submission_data, coalesce(_p.updated_at, now()))
          on conflict (user_id, activity_id, session_id) do update set
            status = excluded.status, completion_percentage = excluded.completion_percentage,
            completed_at = excluded.completed_at, submission_data = excluded.submission_data, updated_at = excluded.updated_at
          returning t.id into _row_id;
        when 'submission/upsert' then
          _s := jsonb_populate_record(null::public.assignment_submissions, _body);
          insert into public.assignment_submissions as t (id, form_id, user_id, answers, status, submitted_at, ai_suggestions)
          values (coalesce(_s.id, _target::uuid), _s.form_id, _s.user_id, coalesce(_s.answers, '{}'::jsonb),
            coalesce(_s.status, 'draft'), _s.submitted_at, _s.ai_suggestions)
          on conflict (form_id, user_id) do update set
            answers = excluded.answers, status = excluded.status, submitted_at = excluded.submitted_at,
            ai_suggestions = case when _body ? 'ai_suggestions' then excluded.ai_suggestions else t.ai_suggestions end
          returning t.id into _row_id;
        when 'suggestion/set-status' then
          _g := jsonb_populate_record(null::public.ai_suggestions, _body);
          update public.ai_suggestions t set
            status = _g.status,
            accepted_at = _g.accepted_at,
            status_changed_at = coalesce(_g.status_changed_at, now()),
            user_modifications = case when _body ? 'user_modifications' then _g.user_modifications else t.user_modifications end
          where t.id = _target::uuid
          returning t.id into _row_id;
        when 'chat-message/send' then
          _m := jsonb_populate_record(null::public.team_chat_messages, _body);
          insert into public.team_chat_messages as t (id, client_id, team_id, session_id, sender_id, message, created_at)
          values (coalesce(_m.id, _target::uuid), coalesce(_m.client_id, _target::uuid), _m.team_id, _m.session_id,
            _m.sender_id, _m.message, coalesce(_m.created_at, now()))
          on conflict (sender_id, client_id) do nothing
          returning t.id into _row_id;
          if _row_id is null then
            select t.id into _row_id from public.team_chat_messages t
            where t.sender_id = coalesce(_m.sender_id, _uid) and t.client_id = coalesce(_m.client_id, _target::uuid);
          end if;
        when 'notification/mark-read' then
          update public.notifications t set read_at = (_body ->> 'read_at')::timestamptz
          where t.id = _target::uuid
          returning t.id into _row_id;
        when 'session/edit-schedule' then
          update public.coaching_sessions t set
            start_date = case when _body ? 'start_date' then (_body ->> 'start_date')::date else t.start_date end,
            end_date = case when _body ? 'end_date' then (_body ->> 'end_date')::date else t.end_date end,
            current_phase = case when _body ? 'current_phase' then (_body ->> 'current_phase')::integer else t.current_phase end,
            field_times = t.field_times || private.claimed_edit_times(_body, array['start_date', 'end_date', 'current_phase'])
          where t.id = _target::uuid
          returning t.id into _row_id;
        when 'activity/edit-logistics' then
          update public.coaching_activities t set
            content_data = t.content_data || (
              select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(_body) e
              where e.key in ('venue_address', 'scheduled_datetime', 'logistics_notes')),
            field_times = t.field_times || private.claimed_edit_times(_body, array['venue_address', 'scheduled_datetime', 'logistics_notes'])
          where t.id = _target::uuid and t.activity_type = 'workshop'
          returning t.id into _row_id;
        else
          raise exception 'unknown operation kind %', _kind using errcode = '22023';
      end case;

      if _row_id is null then
        _answer := jsonb_build_object('id', _id, 'status', 'failed', 'code', 'PGRST116',
          'message', format('%s: %s not found', _kind, _target));
      else
        _answer := jsonb_build_object('id', _id, 'status', 'ok', 'row_id', _row_id);
        insert into public.outbox_receipts (user_id, op_id, kind, answer) values (_uid, _id::uuid, _kind, _answer);
      end if;
    end if;
  exception when others then
    get stacked diagnostics _code = returned_sqlstate, _message = message_text;
    if _code like '40%' or _code like '53%' or _code = '55P03' then
      _answer := jsonb_build_object('id', _id, 'status', 'retry', 'code', _code, 'message', _message);
    else
      _answer := jsonb_build_object('id', _id, 'status', 'failed', 'code', _code, 'message', _message);
    end if;
  end;
  return _answer;
end;
$$;

