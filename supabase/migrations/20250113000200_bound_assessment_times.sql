-- An assessment's times come from the user's device (offline answers keep the moment they were
-- given), bounded by the server's clock, and a timed assessment's limit holds on the server:
--   started_at     clipped to [created_at, now]; it only moves earlier (keep_earliest_start), and
--                  never stays later than the earliest answer, so answers arriving without it start
--                  the clock: the start is never later than the moment the server first hears of it;
--   answer_times   clipped to [started_at (else created_at), now];
--   answers        acted more than 2 minutes (clock skew, the auto-submit) after
--                  started_at + time_limit_minutes are not kept: the stored answer, if any, stays;
--   completed_at   clipped to [started_at (else created_at), now], and to the deadline of a timed
--                  assessment; a completion whose late answers were dropped flags its assignment
--                  for recalculation, since the device scored answers the server did not keep.
-- a1_ so that it runs after a0_stamp_row_birth (created_at) and before the merge (a_merge_answers),
-- the earliest start (a_keep_earliest_start) and finality (b_guard_completed), which then judge the
-- bounded row.

create or replace function private.flag_assessment_recalculation(_assignment_id uuid)
returns void language plpgsql security definer set search_path = '' as $$
begin
  update public.assessment_assignments set needs_recalculation = true where id = _assignment_id and not needs_recalculation;
end;
$$;
revoke execute on function private.flag_assessment_recalculation(uuid) from public, anon;
grant execute on function private.flag_assessment_recalculation(uuid) to authenticated, service_role;
comment on function private.flag_assessment_recalculation(uuid) is 'Marks an assignment''s score as needing recalculation (its completion lost answers given after the time limit).';

create or replace function private.bound_assessment_times()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  -- Answers acted up to this long after the deadline are kept: device clock skew and the auto-submit.
  _grace constant interval := interval '2 minutes';
  _old_answers jsonb := coalesce(case when tg_op = 'UPDATE' then old.answers end, '{}'::jsonb);
  _old_times jsonb := coalesce(case when tg_op = 'UPDATE' then old.answer_times end, '{}'::jsonb);
  _old_start timestamptz := case when tg_op = 'UPDATE' then old.started_at end;
  _old_completed timestamptz := case when tg_op = 'UPDATE' then old.completed_at end;
  _new_answers jsonb := new.answers;
  _new_times jsonb := new.answer_times;
  _start timestamptz := new.started_at;
  _incoming jsonb;
  _deadline timestamptz;
  _late text[];
begin
  if not private.is_client_write() then
    return new;
  end if;

  -- A completed assessment is final (b_guard_completed judges what this write sends); only a
  -- repeated completion's time is bounded as the first one was, so that it repeats identically.
  if _old_completed is not null then
    if new.started_at is distinct from _old_start then
      new.started_at := private.bound_client_time(new.started_at, new.created_at);
    end if;
    if new.completed_at is distinct from _old_completed then
      new.completed_at := private.bound_client_time(new.completed_at, coalesce(_old_start, new.created_at));
      if new.time_limit_minutes is not null and _old_start is not null then
        new.completed_at := least(new.completed_at, _old_start + make_interval(mins => new.time_limit_minutes));
      end if;
    end if;
    return new;
  end if;

  if _start is distinct from _old_start then
    _start := private.bound_client_time(_start, new.created_at);
  end if;
  -- least() ignores a null: the stored start, the bounded incoming one, or the earlier of both.
  _start := least(_old_start, _start);

  -- Incoming answers: the keys whose value or time this write changes -> the time it sends (json null: none).
  select coalesce(jsonb_object_agg(e.key, case
      when (_new_times -> e.key) is distinct from (_old_times -> e.key) then coalesce(_new_times -> e.key, 'null'::jsonb)
      else 'null'::jsonb
    end), '{}'::jsonb)
    into _incoming
  from jsonb_each(_new_answers) e
  where e.value is distinct from (_old_answers -> e.key) or (_new_times -> e.key) is distinct from (_old_times -> e.key);

  -- The first answer starts the clock: answers arriving without a start give it (now when they carry
  -- no time), and an answer acted before the known start (devices push out of order) moves it earlier.
  if _incoming <> '{}'::jsonb then
    _start := least(_start, private.bound_client_time(
      coalesce((select min((e.value #>> '{}')::timestamptz) from jsonb_each(_incoming) e), now()), new.created_at));
  end if;
  new.started_at := _start;

  -- Every time this write changes is bounded; a time it does not change is left byte for byte.
  select coalesce(jsonb_object_agg(e.key, case
      when (_old_times -> e.key) is not distinct from e.value then e.value
      when private.bound_client_time((e.value #>> '{}')::timestamptz, coalesce(_start, new.created_at)) = (e.value #>> '{}')::timestamptz then e.value
      else to_jsonb(private.bound_client_time((e.value #>> '{}')::timestamptz, coalesce(_start, new.created_at)))
    end), '{}'::jsonb)
    into _new_times
  from jsonb_each(_new_times) e;

  if new.time_limit_minutes is not null and _start is not null then
    _deadline := _start + make_interval(mins => new.time_limit_minutes);
    -- An answer sent without its time was acted no later than now.
    select array_agg(e.key) into _late
    from jsonb_each(_incoming) e
    where coalesce(private.bound_client_time((e.value #>> '{}')::timestamptz, _start), now()) > _deadline + _grace;
    if _late is not null then
      _new_answers := (_new_answers - _late)
        || coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(_old_answers) e where e.key = any (_late)), '{}'::jsonb);
      _new_times := (_new_times - _late)
        || coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(_old_times) e where e.key = any (_late)), '{}'::jsonb);
    end if;
  end if;
  new.answers := _new_answers;
  new.answer_times := _new_times;

  if new.completed_at is distinct from _old_completed then
    new.completed_at := private.bound_client_time(new.completed_at, coalesce(_start, new.created_at));
    if _deadline is not null then
      new.completed_at := least(new.completed_at, _deadline);
    end if;
    if _late is not null and new.completed_at is not null and new.assignment_id is not null then
      perform private.flag_assessment_recalculation(new.assignment_id);
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.bound_assessment_times() from public;
comment on function private.bound_assessment_times() is 'BEFORE INSERT OR UPDATE on assessments: a client''s started_at, answer_times and completed_at bounded by the server''s clock; answers after a timed assessment''s deadline plus 2 minutes are not kept, a completion after it is stamped at the deadline.';

create trigger a1_bound_client_times before insert or update on public.assessments
  for each row execute function private.bound_assessment_times();
