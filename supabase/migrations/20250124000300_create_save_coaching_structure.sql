-- The coaching editor saves a program's structure in one request: its phases in order, each new one
-- with its fields and each existing one by id (with the fields that change), and, for a phase that
-- lists them, its activities in order the same way. Positions give phase_number and order_index. One
-- transaction: a refusal anywhere leaves the program as it was. Building a program of 10 phases x 10
-- activities took over a hundred requests row by row (bench/authoring-coaching.ts).
--
-- The function runs as the caller (security invoker): row-level security and the content checks
-- decide what may be written, as for the editor's single-row writes; the explicit checks only make
-- the refusals say why. It fails closed: the list must name every phase of the program the caller can
-- see, and a phase that lists activities every activity of that phase, so nothing is dropped or left
-- unnumbered by omission; an activity stays in its phase (an id from elsewhere is refused).
--
-- Answers [{id, activities: [id, ...]}] in the order given (activities only for phases that listed them).

create or replace function public.save_coaching_structure(_program_id uuid, _phases jsonb)
returns jsonb language plpgsql security invoker set search_path = '' as $$
declare
  _phase jsonb;
  _activity jsonb;
  _n integer;
  _a integer;
  _phase_id uuid;
  _activity_id uuid;
  _offset integer;
  _activity_ids jsonb;
  _answer jsonb := '[]'::jsonb;
  _phase_fields constant text[] := array['title', 'description', 'duration_weeks', 'learning_objectives', 'deliverables', 'is_active'];
  _activity_fields constant text[] := array['title', 'description', 'activity_type', 'is_required', 'team_leader_only',
    'estimated_duration_minutes', 'instructions', 'content_url', 'content_data', 'ai_prompt_template_id',
    'submission_required', 'is_active'];
begin
  if jsonb_typeof(_phases) is distinct from 'array' then
    raise exception 'structure_refused: the phases must be a JSON array' using errcode = '22023';
  end if;
  perform 1 from public.coaching_programs p where p.id = _program_id;
  if not found then
    raise exception 'structure_refused: no program with this id that you may read' using errcode = '42501';
  end if;
  if exists (
    select 1 from public.coaching_phases ph where ph.program_id = _program_id
      and ph.id::text not in (select e ->> 'id' from jsonb_array_elements(_phases) e where e ->> 'id' is not null)
  ) then
    raise exception 'structure_refused: the list must name every phase of the program' using errcode = '22023';
  end if;
  if (select count(*) from jsonb_array_elements(_phases) e where e ->> 'id' is not null)
     <> (select count(distinct e ->> 'id') from jsonb_array_elements(_phases) e where e ->> 'id' is not null) then
    raise exception 'structure_refused: a phase is listed twice' using errcode = '22023';
  end if;

  -- Phase numbers are unique in a program: park the existing ones above every number in use first.
  select coalesce(max(ph.phase_number), 0) + jsonb_array_length(_phases) + 1 into _offset
  from public.coaching_phases ph where ph.program_id = _program_id;
  update public.coaching_phases ph set phase_number = ph.phase_number + _offset where ph.program_id = _program_id;

  for _phase, _n in select e.value, e.ordinality from jsonb_array_elements(_phases) with ordinality e loop
    if jsonb_typeof(_phase) is distinct from 'object' then
      raise exception 'structure_refused: phase % is not a JSON object', _n using errcode = '22023';
    end if;
    _phase_id := nullif(_phase ->> 'id', '')::uuid;
    if _phase_id is null then
      insert into public.coaching_phases (
        program_id, phase_number, title, description, duration_weeks, learning_objectives, deliverables, is_active
      )
      select _program_id, _n, r.title, r.description, r.duration_weeks, r.learning_objectives, r.deliverables, r.is_active
      from jsonb_populate_record(
        null::public.coaching_phases,
        jsonb_build_object('duration_weeks', 4, 'learning_objectives', '[]'::jsonb, 'deliverables', '[]'::jsonb, 'is_active', true)
          || (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(_phase) f(k, v) where k = any (_phase_fields))
      ) r
      returning id into _phase_id;
    else
      update public.coaching_phases ph set (phase_number, title, description, duration_weeks, learning_objectives, deliverables, is_active) = (
        select _n, r.title, r.description, r.duration_weeks, r.learning_objectives, r.deliverables, r.is_active
        from jsonb_populate_record(
          ph,
          (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(_phase) f(k, v) where k = any (_phase_fields))
        ) r
      )
      where ph.id = _phase_id and ph.program_id = _program_id;
      if not found then
        raise exception 'structure_refused: phase % is not a phase of this program that you may change', _n using errcode = '42501';
      end if;
    end if;

    _activity_ids := null;
    if _phase ? 'activities' then
      if jsonb_typeof(_phase -> 'activities') is distinct from 'array' then
        raise exception 'structure_refused: the activities of phase % must be a JSON array', _n using errcode = '22023';
      end if;
      if exists (
        select 1 from public.coaching_activities ac where ac.phase_id = _phase_id
          and ac.id::text not in (
            select e ->> 'id' from jsonb_array_elements(_phase -> 'activities') e where e ->> 'id' is not null)
      ) then
        raise exception 'structure_refused: phase % must list every one of its activities', _n using errcode = '22023';
      end if;
      _activity_ids := '[]'::jsonb;
      for _activity, _a in select e.value, e.ordinality from jsonb_array_elements(_phase -> 'activities') with ordinality e loop
        if jsonb_typeof(_activity) is distinct from 'object' then
          raise exception 'structure_refused: activity % of phase % is not a JSON object', _a, _n using errcode = '22023';
        end if;
        _activity_id := nullif(_activity ->> 'id', '')::uuid;
        if _activity_id is null then
          insert into public.coaching_activities (
            phase_id, order_index, title, description, activity_type, is_required, team_leader_only,
            estimated_duration_minutes, instructions, content_url, content_data, ai_prompt_template_id,
            submission_required, is_active
          )
          select _phase_id, _a, r.title, r.description, r.activity_type, r.is_required, r.team_leader_only,
            r.estimated_duration_minutes, r.instructions, r.content_url, r.content_data, r.ai_prompt_template_id,
            r.submission_required, r.is_active
          from jsonb_populate_record(
            null::public.coaching_activities,
            jsonb_build_object('is_required', true, 'team_leader_only', false, 'submission_required', false,
              'content_data', '{}'::jsonb, 'is_active', true)
              || (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(_activity) f(k, v) where k = any (_activity_fields))
          ) r
          returning id into _activity_id;
        else
          update public.coaching_activities ac set (
            order_index, title, description, activity_type, is_required, team_leader_only, estimated_duration_minutes,
            instructions, content_url, content_data, ai_prompt_template_id, submission_required, is_active
          ) = (
            select _a, r.title, r.description, r.activity_type, r.is_required, r.team_leader_only,
              r.estimated_duration_minutes, r.instructions, r.content_url, r.content_data, r.ai_prompt_template_id,
              r.submission_required, r.is_active
            from jsonb_populate_record(
              ac,
              (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(_activity) f(k, v) where k = any (_activity_fields))
            ) r
          )
          where ac.id = _activity_id and ac.phase_id = _phase_id;
          if not found then
            raise exception 'structure_refused: activity % of phase % is not an activity of that phase that you may change', _a, _n
              using errcode = '42501';
          end if;
        end if;
        _activity_ids := _activity_ids || to_jsonb(_activity_id);
      end loop;
    end if;

    _answer := _answer || jsonb_build_array(
      case when _activity_ids is null then jsonb_build_object('id', _phase_id)
           else jsonb_build_object('id', _phase_id, 'activities', _activity_ids) end);
  end loop;
  return _answer;
end;
$$;
comment on function public.save_coaching_structure(uuid, jsonb) is
  'Saves a coaching program''s phases (and, per phase that lists them, its activities) in the order given, creating and renumbering in one transaction; runs as the caller; answers the ids in order.';
revoke execute on function public.save_coaching_structure(uuid, jsonb) from public, anon;
grant execute on function public.save_coaching_structure(uuid, jsonb) to authenticated, service_role;
