-- The offline outbox pushes its queue in ordered batches through one call, applied in one
-- transaction, with one answer per operation. It is security invoker: every write runs under the
-- caller's row-level security and the tables' triggers (per-question merge, finality of a completed
-- assessment or submitted form, progress never going back), exactly as the per-operation REST writes
-- did. Each operation runs in its own exception block (a savepoint), so a refused operation fails
-- alone and the others still apply.
--
--   operations: [{ id: uuid, kind: text, target: text, body: object }, ...]   (at most 1000)
--   answer:     [{ id, status: 'ok', row_id, replay? } | { id, status: 'failed' | 'retry', code, message }, ...]
--
-- id is the client's operation id: an applied operation leaves a receipt (public.outbox_receipts),
-- and the same id sent again answers the first answer with replay = true, changing nothing.
-- 'retry' (a transient database condition) stops the batch: later operations answer 'retry' with
-- code 'not_applied' and are not applied, so the queue's order holds when they are sent again.
-- Consecutive partial saves of one assessment are applied as one update carrying, per question, the
-- latest answer (what applying them one by one gives, since the merge keeps the later action); if
-- that update is refused, they are applied one by one so that only the refused one fails.
-- A submission is applied by (form_id, user_id): a device that never saw the existing submission
-- updates it and keeps its id (AI suggestions may refer to it); row_id answers the id kept.
-- One operation, in its own exception block (a savepoint): what apply_outbox_batch does per operation.
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
          on conflict (client_id) do nothing
          returning t.id into _row_id;
          if _row_id is null then
            select t.id into _row_id from public.team_chat_messages t where t.client_id = coalesce(_m.client_id, _target::uuid);
          end if;
        when 'notification/mark-read' then
          update public.notifications t set read_at = (_body ->> 'read_at')::timestamptz
          where t.id = _target::uuid
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
comment on function public.apply_outbox_operation(jsonb) is 'Applies one outbox operation under the caller''s RLS in its own savepoint and answers ok / failed / retry; a receipt makes a replay a no-op (used by apply_outbox_batch).';

revoke execute on function public.apply_outbox_operation(jsonb) from public, anon;
grant execute on function public.apply_outbox_operation(jsonb) to authenticated, service_role;

-- A run of partial saves of one assessment as one update: per question the answer with the latest
-- action time (ties: the later operation), the earliest start. Answers null, having changed nothing,
-- when the run cannot be applied that way (an operation already has a receipt, an answer without its
-- time, or the update is refused): the caller then applies the run one operation at a time.
create or replace function public.apply_outbox_partial_saves(run jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
  _target uuid;
  _answers jsonb;
  _times jsonb;
  _start timestamptz;
  _row_id uuid;
begin
  if _uid is null then
    raise exception 'apply_outbox_partial_saves: only a signed-in user pushes an outbox' using errcode = '42501';
  end if;
  begin
    _target := (run -> 0 ->> 'target')::uuid;
    if exists (
      select 1 from jsonb_array_elements(run) o
      cross join lateral jsonb_each(o -> 'body' -> 'answers') a
      where (o -> 'body' -> 'answer_times' ->> a.key) is null
    ) or exists (
      select 1 from public.outbox_receipts r
      where r.user_id = _uid and r.op_id::text in (select o ->> 'id' from jsonb_array_elements(run) o)
    ) then
      return null;
    end if;
    with items as (
      select o.n, a.key, a.value, o.op -> 'body' -> 'answer_times' -> a.key as sent_time,
        (o.op -> 'body' -> 'answer_times' ->> a.key)::timestamptz as t
      from jsonb_array_elements(run) with ordinality as o(op, n)
      cross join lateral jsonb_each(o.op -> 'body' -> 'answers') a
    ), latest as (
      select distinct on (key) key, value, sent_time from items order by key, t desc, n desc
    )
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb), coalesce(jsonb_object_agg(key, sent_time), '{}'::jsonb)
      into _answers, _times from latest;
    select min((o -> 'body' ->> 'started_at')::timestamptz) into _start from jsonb_array_elements(run) o;
    update public.assessments t set
      answers = _answers,
      answer_times = _times,
      started_at = coalesce(_start, t.started_at)
    where t.id = _target
    returning t.id into _row_id;
    if _row_id is null then
      return null;
    end if;
    insert into public.outbox_receipts (user_id, op_id, kind, answer)
    select _uid, (o ->> 'id')::uuid, 'assessment/save-partial', jsonb_build_object('id', o ->> 'id', 'status', 'ok', 'row_id', _row_id)
    from jsonb_array_elements(run) o;
  exception when others then
    return null;
  end;
  return (select jsonb_agg(jsonb_build_object('id', o.op ->> 'id', 'status', 'ok', 'row_id', _row_id) order by o.n)
    from jsonb_array_elements(run) with ordinality as o(op, n));
end;
$$;
comment on function public.apply_outbox_partial_saves(jsonb) is 'Applies consecutive partial saves of one assessment as one merged update with a receipt each, or answers null having changed nothing (used by apply_outbox_batch).';

revoke execute on function public.apply_outbox_partial_saves(jsonb) from public, anon;
grant execute on function public.apply_outbox_partial_saves(jsonb) to authenticated, service_role;

create or replace function public.apply_outbox_batch(operations jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
  _answers jsonb := '[]'::jsonb;
  _run jsonb;
  _op jsonb;
  _answer jsonb;
  _stopped boolean := false;
  _folded jsonb;
begin
  if _uid is null then
    raise exception 'apply_outbox_batch: only a signed-in user pushes an outbox' using errcode = '42501';
  end if;
  if jsonb_typeof(operations) is distinct from 'array' then
    raise exception 'apply_outbox_batch: operations must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(operations) > 1000 then
    raise exception 'apply_outbox_batch: at most 1000 operations per call (got %)', jsonb_array_length(operations)
      using errcode = '54000';
  end if;

  -- Receipts are needed while a device may still resend what it pushed (an answer lost, a retry on
  -- backoff); after 90 days the tables' own keys and merges keep a late replay harmless.
  delete from public.outbox_receipts r where r.user_id = _uid and r.created_at < now() - interval '90 days';

  -- Runs: consecutive partial saves of one assessment form one run; every other operation is a run of its own.
  for _run in
    with ops as (
      select e.value as op, e.n,
        case when jsonb_typeof(e.value) = 'object' and e.value ->> 'kind' = 'assessment/save-partial' then e.value ->> 'target' end as fold_key
      from jsonb_array_elements(operations) with ordinality as e(value, n)
    ), starts as (
      select op, n, case when fold_key is not null and fold_key = lag(fold_key) over (order by n) then 0 else 1 end as starts_run
      from ops
    ), runs as (
      select op, n, sum(starts_run) over (order by n) as run from starts
    )
    select jsonb_agg(op order by n) from runs group by run order by run
  loop
    if not _stopped and jsonb_array_length(_run) > 1 then
      _folded := public.apply_outbox_partial_saves(_run);
      if _folded is not null then
        _answers := _answers || _folded;
        continue;
      end if;
    end if;
    for _op in select e.value from jsonb_array_elements(_run) with ordinality as e(value, n) order by e.n loop
      if _stopped then
        _answer := jsonb_build_object('id', _op ->> 'id', 'status', 'retry', 'code', 'not_applied',
          'message', 'an earlier operation of the batch must be retried first');
      else
        _answer := public.apply_outbox_operation(_op);
        _stopped := _answer ->> 'status' = 'retry';
      end if;
      _answers := _answers || jsonb_build_array(_answer);
    end loop;
  end loop;
  return _answers;
end;
$$;
comment on function public.apply_outbox_batch(jsonb) is 'Applies an ordered list of outbox operations under the caller''s RLS, each in its own savepoint, answering per operation (ok / failed / retry); receipts make a replay a no-op.';

revoke execute on function public.apply_outbox_batch(jsonb) from public, anon;
grant execute on function public.apply_outbox_batch(jsonb) to authenticated, service_role;
