-- started_at is when the first answer was given, and the countdown of a timed assessment runs from
-- it. Two devices (or a late outbox entry) may each report their own first answer: the earliest
-- one is the real start, so an update never moves started_at later or clears it.

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

revoke execute on function private.keep_earliest_assessment_start() from public;

create trigger a_keep_earliest_start before update on public.assessments
  for each row execute function private.keep_earliest_assessment_start();
