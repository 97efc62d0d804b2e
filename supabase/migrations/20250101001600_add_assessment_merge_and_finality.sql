-- Offline clients PATCH {answers, answer_times} in any order and any number of times. Merging per
-- question by action time makes those writes commutative and idempotent; a completed assessment
-- then refuses any change to answers, score or completed_at, except an identical repetition.
-- The completing PATCH carries the answers its score was computed on, so it is taken as sent (a
-- merge with another device's later partial save would leave a score that no longer matches).
-- started_at (the countdown's origin) only ever moves earlier.

create or replace function private.merge_assessment_answers()
returns trigger language plpgsql set search_path = '' as $$
declare
  _key text;
  _value jsonb;
  _old_time timestamptz;
  _new_time timestamptz;
  _answers jsonb := old.answers;
  _times jsonb := old.answer_times;
begin
  if old.completed_at is null and new.completed_at is not null then
    return new;
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(new.answers) e loop
    _old_time := (old.answer_times ->> _key)::timestamptz;
    _new_time := (new.answer_times ->> _key)::timestamptz;
    -- The incoming value wins unless the stored one was given later (a missing time counts as oldest).
    if not (old.answers ? _key)
       or _old_time is null
       or (_new_time is not null and _new_time >= _old_time) then
      _answers := _answers || jsonb_build_object(_key, _value);
    end if;
  end loop;
  for _key, _value in select e.key, e.value from jsonb_each(new.answer_times) e loop
    _old_time := (old.answer_times ->> _key)::timestamptz;
    _new_time := (_value #>> '{}')::timestamptz;
    if _old_time is null or (_new_time is not null and _new_time >= _old_time) then
      _times := _times || jsonb_build_object(_key, _value);
    end if;
  end loop;
  new.answers := _answers;
  new.answer_times := _times;
  return new;
end;
$$;
comment on function private.merge_assessment_answers() is 'BEFORE UPDATE on assessments: per-question merge of answers by answer_times (later wins, ties incoming); the completing update keeps its answers as sent.';

create or replace function private.guard_completed_assessment()
returns trigger language plpgsql set search_path = '' as $$
begin
  if old.completed_at is null then
    return new;
  end if;
  if new.answers is distinct from old.answers
     or new.score is distinct from old.score
     or new.completed_at is distinct from old.completed_at then
    raise exception 'assessment_completed: assessment % was completed at % and cannot change', old.id, old.completed_at
      using errcode = '23514';
  end if;
  -- An identical completion arriving again changes nothing, not even the stored action times.
  new.answer_times := old.answer_times;
  return new;
end;
$$;
comment on function private.guard_completed_assessment() is 'BEFORE UPDATE on assessments: a completed assessment is final (23514 assessment_completed:).';

create or replace function private.keep_earliest_assessment_start()
returns trigger language plpgsql set search_path = '' as $$
begin
  if old.started_at is not null then
    new.started_at := least(old.started_at, coalesce(new.started_at, old.started_at));
  end if;
  return new;
end;
$$;
comment on function private.keep_earliest_assessment_start() is 'BEFORE UPDATE on assessments: started_at only ever moves earlier, never later and never back to null.';

-- Completing an assessment completes its assignment.
create or replace function private.complete_assessment_assignment()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.completed_at is not null and new.assignment_id is not null then
    update public.assessment_assignments
      set status = 'completed', completed_at = new.completed_at
      where id = new.assignment_id and status <> 'completed';
  end if;
  return null;
end;
$$;

revoke execute on function private.merge_assessment_answers() from public;
revoke execute on function private.guard_completed_assessment() from public;
revoke execute on function private.keep_earliest_assessment_start() from public;
revoke execute on function private.complete_assessment_assignment() from public;

-- Triggers fire in name order: a_ merges first, b_ then judges the merged row.
create trigger a_merge_answers before update on public.assessments
  for each row execute function private.merge_assessment_answers();
create trigger a_keep_earliest_start before update on public.assessments
  for each row execute function private.keep_earliest_assessment_start();
create trigger b_guard_completed before update on public.assessments
  for each row execute function private.guard_completed_assessment();
create trigger complete_assignment after insert or update of completed_at on public.assessments
  for each row execute function private.complete_assessment_assignment();
