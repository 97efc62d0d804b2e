-- Suggestions are stored by the ai-suggestion function with the service role, whose writes the
-- storage quota counts but does not refuse (20250112000100). A suggestion is nonetheless stored
-- because a user asked for it, so the user's limits apply to it: a suggestion stored through the
-- API is refused (PT413) when its row would take more than 131072 bytes, when its user already holds
-- 2000 suggestions, or when it would take their data past private.user_storage_limit_bytes(). Rows
-- written outside an API request (seed, migrations, restores) are not refused.
create or replace function private.limit_stored_suggestions()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _size integer := pg_column_size(to_jsonb(new));
  _rows bigint;
  _total bigint;
begin
  if auth.role() is null then
    return new;
  end if;
  if _size > 131072 then
    raise exception 'row_too_large: a row of ai_suggestions may take at most 131072 bytes (this one takes %)', _size
      using errcode = 'PT413', detail = format('limit 131072 bytes, row %s bytes', _size);
  end if;
  select u.row_count into _rows from private.storage_usage u
    where u.user_id = new.user_id and u.table_name = 'ai_suggestions';
  if coalesce(_rows, 0) >= 2000 then
    raise exception 'storage_quota: a user may hold at most 2000 rows of ai_suggestions (you hold %)', _rows
      using errcode = 'PT413', detail = 'limit 2000 rows', hint = 'Delete rows you no longer need';
  end if;
  select sum(u.byte_count) into _total from private.storage_usage u where u.user_id = new.user_id;
  if coalesce(_total, 0) + _size > private.user_storage_limit_bytes() then
    raise exception 'storage_quota: a user''s data may take at most % bytes (this suggestion would make it %)',
      private.user_storage_limit_bytes(), coalesce(_total, 0) + _size
      using errcode = 'PT413', detail = format('limit %s bytes', private.user_storage_limit_bytes()),
        hint = 'Delete rows you no longer need';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_stored_suggestions() from public;
comment on function private.limit_stored_suggestions() is 'BEFORE INSERT on ai_suggestions through the API (the ai-suggestion function''s service role): refuses (PT413) a row over 131072 bytes, a 2001st suggestion of one user, or one taking the user past the storage limit.';

-- zz_: after every other BEFORE trigger has decided what is stored.
create trigger zz_limit_stored_suggestions before insert on public.ai_suggestions
  for each row execute function private.limit_stored_suggestions();
