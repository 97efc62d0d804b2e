-- Step 4 of the form lookup: an activity whose form is named only by its
-- activity template (coaching_activity_templates.source_form_template_id). Whoever reads the
-- activity now reads that template, the form it names and the form's questions; until now only
-- members of the template's organisation did, so the session's coach (who belongs to no
-- organisation) found no form there, online or after "Prepara offline". The coach also reads the
-- submissions of that form by the members of a team they coach, as for the activity's other forms.

create index if not exists coaching_activities_template_id_idx on public.coaching_activities (template_id);
create index if not exists coaching_activity_templates_source_form_template_id_idx
  on public.coaching_activity_templates (source_form_template_id);

create or replace function private.can_read_activity_template(_template_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_activities a
    where a.template_id = _template_id and private.can_read_activity(a.id)
  );
end;
$$;

comment on function private.can_read_activity_template(uuid) is
  'True when the caller reads an activity made from this activity template.';
revoke execute on function private.can_read_activity_template(uuid) from public, anon;
grant execute on function private.can_read_activity_template(uuid) to authenticated, service_role;

create policy "readers of an activity read the template it was made from" on public.coaching_activity_templates
  for select to authenticated
  using (private.can_read_activity_template(id));

-- A form: through its activity, through an activity that points at it (itself or through its
-- template), or through its organisation.
create or replace function private.can_read_form(_form_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _org_id uuid;
  _activity_id uuid;
begin
  select f.organization_id, f.activity_id into _org_id, _activity_id from public.assignment_forms f where f.id = _form_id;
  if not found then
    return false;
  end if;
  return private.is_super_admin()
    or (_activity_id is not null and private.can_read_activity(_activity_id))
    or (_org_id is not null and private.is_org_member(_org_id))
    or (_org_id is null and _activity_id is null)
    or exists (
      select 1 from public.coaching_activities a
      where (a.source_form_template_id = _form_id or a.source_form_activity_id = _form_id)
        and private.can_read_activity(a.id)
    )
    or exists (
      select 1 from public.coaching_activities a
      join public.coaching_activity_templates t on t.id = a.template_id
      where t.source_form_template_id = _form_id and private.can_read_activity(a.id)
    );
end;
$$;

-- The same for a form a coach may see submissions of: the form of an activity of the coached
-- program, or the form such an activity points at, itself or through its template.
create or replace function private.coaches_user_on_form(_user_id uuid, _form_id uuid)
returns boolean language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.coaching_activities a
    left join public.coaching_activity_templates t on t.id = a.template_id
    where (a.source_form_template_id = _form_id or a.source_form_activity_id = _form_id
      or t.source_form_template_id = _form_id
      or a.id = (select f.activity_id from public.assignment_forms f where f.id = _form_id))
      and private.coaches_user_on_activity(_user_id, a.id)
  );
end;
$$;
