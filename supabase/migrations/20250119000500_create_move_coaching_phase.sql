-- Phases are numbered one by one within their program, and a number is held by one phase at a time,
-- so moving a phase is a swap the client cannot make in one request. This moves a phase to another
-- number, shifting the phases between, in one transaction. Runs as the caller: row-level security
-- decides who may change the program's phases.

create or replace function public.move_coaching_phase(_phase_id uuid, _to_number integer)
returns void language plpgsql security invoker set search_path = '' as $$
declare
  _program_id uuid;
  _from integer;
  _last integer;
begin
  select ph.program_id, ph.phase_number into _program_id, _from from public.coaching_phases ph where ph.id = _phase_id;
  if not found then
    raise exception 'phase_refused: no phase with this id that you may read' using errcode = '42501';
  end if;
  select max(ph.phase_number) into _last from public.coaching_phases ph where ph.program_id = _program_id;
  if _to_number is null or _to_number < 1 or _to_number > _last then
    raise exception 'phase_refused: the program has no phase %', _to_number using errcode = '22023';
  end if;
  if _to_number = _from then
    return;
  end if;
  -- Park the phase outside the numbers in use, shift the ones between, then place it.
  update public.coaching_phases set phase_number = _last + 1 where id = _phase_id;
  if not found then
    raise exception 'phase_refused: only an administrator of the program moves its phases' using errcode = '42501';
  end if;
  if _to_number < _from then
    update public.coaching_phases ph set phase_number = ph.phase_number + _last + 1
    where ph.program_id = _program_id and ph.phase_number between _to_number and _from - 1;
    update public.coaching_phases ph set phase_number = ph.phase_number - _last
    where ph.program_id = _program_id and ph.phase_number > _last + 1;
  else
    update public.coaching_phases ph set phase_number = ph.phase_number + _last + 1
    where ph.program_id = _program_id and ph.phase_number between _from + 1 and _to_number;
    update public.coaching_phases ph set phase_number = ph.phase_number - _last - 2
    where ph.program_id = _program_id and ph.phase_number > _last + 1;
  end if;
  update public.coaching_phases set phase_number = _to_number where id = _phase_id;
end;
$$;
comment on function public.move_coaching_phase(uuid, integer) is
  'Moves a phase to another number of its program, shifting the phases between, in one transaction.';
revoke execute on function public.move_coaching_phase(uuid, integer) from public, anon;
grant execute on function public.move_coaching_phase(uuid, integer) to authenticated, service_role;
