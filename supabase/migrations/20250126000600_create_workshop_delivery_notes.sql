-- Which rows came through a workshop tablet, for the reports and the member's own results: per row
-- written (an assessment, a progress row, a submission), the tablet's label, who vouched and when
-- the participant acted. A definer, because a member reads neither the tablet nor the coach's
-- profile; it answers only the deliveries the caller may read (workshop_deliveries' own policy:
-- the participant, who oversees them, an org admin or the tablet's coach).
create or replace function public.workshop_delivery_notes(p_row_ids uuid[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.caller_is_active() then
    raise exception 'workshop_delivery_notes: sign in first' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_row_ids), 0) > 1000 then
    raise exception 'workshop_delivery_notes: at most 1000 rows per call' using errcode = '54000';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'row_id', n.row_id, 'user_id', n.user_id, 'device_label', n.label,
      'vouched_by_name', n.vouched_by_name, 'acted_at', n.acted_at, 'applied_at', n.applied_at) order by n.row_id)
    from (
      select distinct on (w.row_id) w.row_id, w.user_id, d.label, w.acted_at, w.applied_at,
        nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as vouched_by_name
      from public.workshop_deliveries w
      join public.workshop_devices d on d.id = w.device_id
      left join public.profiles p on p.user_id = w.vouched_by
      where w.row_id = any (p_row_ids)
        and (w.user_id = auth.uid() or private.can_oversee_user(w.user_id) or private.can_read_workshop_device(w.device_id))
      order by w.row_id, w.applied_at desc
    ) n), '[]'::jsonb);
end;
$$;
comment on function public.workshop_delivery_notes(uuid[]) is 'For the given rows, which came through a workshop tablet: its label, who vouched, when; only deliveries the caller may read.';
revoke execute on function public.workshop_delivery_notes(uuid[]) from public, anon;
grant execute on function public.workshop_delivery_notes(uuid[]) to authenticated;
