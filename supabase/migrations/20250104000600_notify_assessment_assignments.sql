-- Assigning an assessment tells the person who has to fill it in (assessment_assignments.user_id:
-- the member for a self assessment, the evaluator for a manager or peer evaluation), whoever
-- assigns it (assign_assessments, the REST API, the service role).
-- Priority: 'urgent' when it is due today (or already overdue), 'high' when due within 7 days,
-- 'medium' otherwise.
-- Not told: rows written outside an API request (seed, migrations, restores), an assignment
-- created already completed (an import), and someone assigning an assessment to themselves.
create or replace function private.notify_assessment_assigned()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _template text;
  _target text;
begin
  if auth.role() is null or new.status = 'completed' or new.user_id = auth.uid() then
    return null;
  end if;
  select t.name into _template from public.assessment_templates t where t.id = new.template_id;
  if new.target_user_id is not null and new.target_user_id <> new.user_id then
    select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') into _target
    from public.profiles p where p.user_id = new.target_user_id;
  end if;
  insert into public.notifications (
    user_id, organization_id, title, message, notification_type, message_key, message_params, priority, link
  ) values (
    new.user_id,
    new.organization_id,
    'Assessment assegnato',
    case when _target is null
      then format('Ti è stato assegnato l''assessment "%s".', coalesce(_template, new.assessment_type, ''))
      else format('Ti è stato assegnato l''assessment "%s" su %s.', coalesce(_template, new.assessment_type, ''), _target)
    end,
    'assessment_assigned',
    'assessment_assigned',
    jsonb_strip_nulls(jsonb_build_object(
      'assignment_id', new.id,
      'template_id', new.template_id,
      'template_name', _template,
      'assessment_type', new.assessment_type,
      'evaluation_type', new.evaluation_type,
      'target_user_id', case when new.target_user_id <> new.user_id then new.target_user_id end,
      'target_name', _target,
      'due_date', new.due_date
    )),
    case
      when new.due_date is null then 'medium'
      when new.due_date <= current_date then 'urgent'
      when new.due_date <= current_date + 7 then 'high'
      else 'medium'
    end,
    '/assessment-list'
  );
  return null;
end;
$$;
revoke execute on function private.notify_assessment_assigned() from public;
comment on function private.notify_assessment_assigned() is 'AFTER INSERT on assessment_assignments: a notification (type and key assessment_assigned; urgent when due today or overdue, high within 7 days, else medium) for the person who must complete it.';

create trigger notify_assigned after insert on public.assessment_assignments
  for each row execute function private.notify_assessment_assigned();
