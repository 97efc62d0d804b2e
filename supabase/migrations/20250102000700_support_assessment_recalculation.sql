-- Recalculation: scores are recomputed from the stored rules and written back. A
-- completed assessment stays final for its answers and completion time; only its score and
-- results may be rewritten, and only through record_recalculated_score (an administrator of the
-- organisation). A combined assessment builds on the person's other results, so completing any
-- other assessment flags their completed combined assignments as needing recalculation.

-- Same rule as before for clients; the recalculation function (running as the owner) may set
-- score and results. Security invoker on purpose: current_user tells the two apart.
create or replace function private.guard_completed_assessment()
returns trigger language plpgsql set search_path = '' as $$
begin
  if old.completed_at is null then
    return new;
  end if;
  if new.answers is distinct from old.answers
     or new.completed_at is distinct from old.completed_at
     or (new.score is distinct from old.score and current_user in ('authenticated', 'anon')) then
    raise exception 'assessment_completed: assessment % was completed at % and cannot change', old.id, old.completed_at
      using errcode = '23514';
  end if;
  -- An identical completion arriving again changes nothing, not even the stored action times.
  new.answer_times := old.answer_times;
  return new;
end;
$$;
revoke execute on function private.guard_completed_assessment() from public;

create or replace function public.record_recalculated_score(_assessment_id uuid, _score numeric, _results jsonb default null)
returns void language plpgsql security definer set search_path = '' as $$
declare
  _org_id uuid;
  _assignment uuid;
  _completed timestamptz;
begin
  select a.organization_id, a.assignment_id, a.completed_at into _org_id, _assignment, _completed
  from public.assessments a where a.id = _assessment_id;
  if not found or not private.can_manage_org(_org_id) or not private.caller_is_active() then
    raise exception 'not_allowed: only the organisation''s administrators recalculate its scores' using errcode = '42501';
  end if;
  if _completed is null then
    raise exception 'not_completed: assessment % has no score to recalculate yet', _assessment_id using errcode = '22023';
  end if;
  update public.assessments set score = _score, results = coalesce(_results, results) where id = _assessment_id;
  if _assignment is not null then
    update public.assessment_assignments set needs_recalculation = false where id = _assignment;
  end if;
end;
$$;
comment on function public.record_recalculated_score(uuid, numeric, jsonb) is 'Writes a recomputed score (and results) on a completed assessment and clears its assignment''s needs_recalculation. Org admins and super admins of its organisation only.';
revoke execute on function public.record_recalculated_score(uuid, numeric, jsonb) from public, anon;
grant execute on function public.record_recalculated_score(uuid, numeric, jsonb) to authenticated, service_role;

create or replace function private.flag_combined_recalculation()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and old.completed_at is not null then
    return null;
  end if;
  update public.assessment_assignments a set needs_recalculation = true
  where a.user_id = new.user_id and a.assessment_type = 'combined' and a.status = 'completed'
    and not a.needs_recalculation and a.id is distinct from new.assignment_id;
  return null;
end;
$$;
revoke execute on function private.flag_combined_recalculation() from public;
comment on function private.flag_combined_recalculation() is 'AFTER completion of a non-combined assessment: the person''s completed combined assignments need recalculation.';

create trigger flag_combined_recalculation after insert or update of completed_at on public.assessments
  for each row when (new.completed_at is not null and new.assessment_type is distinct from 'combined')
  execute function private.flag_combined_recalculation();
