-- What defines an assessment (organisation, team, template, type, evaluation type, target,
-- assignment, time limit) is fixed when it is assigned. The person taking it writes only what
-- answering writes; starting one of their own is possible only as a plain self assessment of a
-- template they may read, with nothing answered, scored or completed yet.

create or replace function private.template_time_limit(_template_id uuid)
returns integer language plpgsql stable security definer set search_path = '' as $$
begin
  return (select t.time_limit_minutes from public.assessment_templates t where t.id = _template_id);
end;
$$;

create or replace function private.template_type(_template_id uuid)
returns text language plpgsql stable security definer set search_path = '' as $$
begin
  return (select t.assessment_type_id from public.assessment_templates t where t.id = _template_id);
end;
$$;

revoke execute on function private.template_time_limit(uuid) from public, anon;
revoke execute on function private.template_type(uuid) from public, anon;
grant execute on function private.template_time_limit(uuid) to authenticated, service_role;
grant execute on function private.template_type(uuid) to authenticated, service_role;

drop policy "users start their own assessments and org admins assign them" on public.assessments;
create policy "org admins assign assessments and users start their own self assessments" on public.assessments
  for insert to authenticated
  with check (
    private.can_manage_org(organization_id)
    or (
      user_id = (select auth.uid())
      and organization_id is not distinct from private.user_org((select auth.uid()))
      and assignment_id is null
      and coalesce(evaluation_type, 'self') = 'self'
      and (target_user_id is null or target_user_id = (select auth.uid()))
      and (team_id is null or private.is_team_member(team_id))
      and private.can_read_assessment_template(template_id)
      and coalesce(assessment_type, private.template_type(template_id)) = private.template_type(template_id)
      and time_limit_minutes is not distinct from private.template_time_limit(template_id)
      and score is null and results is null and started_at is null and completed_at is null
      and answers = '{}'::jsonb and answer_times = '{}'::jsonb
    )
  );

-- Security invoker on purpose: current_user must be the caller's role (authenticated), not the owner.
create or replace function private.guard_assessment_definition()
returns trigger language plpgsql set search_path = '' as $$
declare
  _answering constant text[] := array['answers', 'answer_times', 'score', 'results', 'started_at', 'completed_at', 'updated_at'];
begin
  if current_user = 'authenticated'
     and not private.can_manage_org(old.organization_id)
     and (to_jsonb(new) - _answering) is distinct from (to_jsonb(old) - _answering) then
    raise exception 'assessment_defined: only answers, answer_times, score, results, started_at and completed_at may change'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_assessment_definition() from public;

create trigger guard_definition before update on public.assessments
  for each row execute function private.guard_assessment_definition();

-- An assessment answers its own user's assignment, whoever writes it.
create or replace function private.check_assessment_assignment()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.assignment_id is not null
     and (tg_op = 'INSERT' or new.assignment_id is distinct from old.assignment_id or new.user_id is distinct from old.user_id)
     and not exists (
       select 1 from public.assessment_assignments a where a.id = new.assignment_id and a.user_id = new.user_id
     ) then
    raise exception 'assessment_assignment: the assignment is not assigned to the assessment''s user'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_assessment_assignment() from public;

create trigger check_assignment before insert or update on public.assessments
  for each row execute function private.check_assessment_assignment();

-- Completing an assessment completes its assignment, only if that assignment is its user's.
create or replace function private.complete_assessment_assignment()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.completed_at is not null and new.assignment_id is not null then
    update public.assessment_assignments
      set status = 'completed', completed_at = new.completed_at
      where id = new.assignment_id and user_id = new.user_id and status <> 'completed';
  end if;
  return null;
end;
$$;
revoke execute on function private.complete_assessment_assignment() from public;
