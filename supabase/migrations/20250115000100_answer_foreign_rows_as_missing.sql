-- A refused write tells nothing about rows the caller cannot see. Until now a row naming another
-- organisation's team, person or template was refused by the organisation triggers (42501
-- cross_organisation, naming the other organisation), while the same row naming an id of no row
-- went on to row-level security or the foreign key (23503): the difference confirmed that a guessed
-- or leaked id exists elsewhere, and the "belongs to no organisation" wording singled out platform
-- accounts. Now an id of no row counts as an end of an organisation of its own, so both are refused
-- by the same trigger with the same words, which name only the caller's own columns.

-- Whether `_value` names a row of what `_table._column` references (true when the column has no
-- foreign key, so a column this cannot judge is left to the resolvers as before).
create or replace function private.names_a_row(_table text, _column text, _value text)
returns boolean language plpgsql stable security definer set search_path = '' as $$
declare
  _ref_schema text;
  _ref_table text;
  _ref_column text;
  _found boolean;
begin
  select rn.nspname, rc.relname, ra.attname into _ref_schema, _ref_table, _ref_column
  from pg_catalog.pg_constraint c
  join pg_catalog.pg_class cl on cl.oid = c.conrelid
  join pg_catalog.pg_namespace n on n.oid = cl.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  join pg_catalog.pg_class rc on rc.oid = c.confrelid
  join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
  join pg_catalog.pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
  where c.contype = 'f' and n.nspname = 'public' and cl.relname = _table and a.attname = _column
    and cardinality(c.conkey) = 1
  limit 1;
  if not found then
    return true;
  end if;
  execute format('select exists (select 1 from %I.%I where %I::text = $1)', _ref_schema, _ref_table, _ref_column)
    into _found using _value;
  return _found;
end;
$$;
revoke execute on function private.names_a_row(text, text, text) from public, anon;
grant execute on function private.names_a_row(text, text, text) to authenticated, service_role;
comment on function private.names_a_row(text, text, text) is 'True when the value names a row of the table that public.<table>.<column> references (or the column references nothing).';

-- The organisation of one end of a row: its resolver's answer; for an end whose resolver finds no
-- organisation, null when the row it names exists (library content, a platform account) and a
-- fresh id when it does not, so an id of no row fits no organisation, as another organisation's row.
create or replace function private.end_organisation(_table text, _column text, _resolver text, _value text)
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  _org uuid;
begin
  if _resolver = 'self' then
    return _value::uuid;
  end if;
  execute format('select private.%I($1)', _resolver) into _org using _value::uuid;
  if _org is null and not private.names_a_row(_table, _column, _value) then
    return gen_random_uuid();
  end if;
  return _org;
end;
$$;
revoke execute on function private.end_organisation(text, text, text, text) from public, anon;
grant execute on function private.end_organisation(text, text, text, text) to authenticated, service_role;
comment on function private.end_organisation(text, text, text, text) is 'The organisation of one end of a row through its resolver; a fresh id for an end naming no row, so it fits no organisation.';

-- Refusals name the two columns in the order of the trigger's arguments, whichever was read first,
-- so the words do not depend on which end exists.
create or replace function private.row_organisation(_row jsonb, _table text, _ends text[])
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  _column text;
  _value text;
  _org uuid;
  _row_org uuid;
  _row_org_at int;
  _orgless_at int;
begin
  -- A trigger's arguments arrive indexed from 0, so the loop reads the array's own bounds.
  for _i in coalesce(array_lower(_ends, 1), 1) .. coalesce(array_upper(_ends, 1), 0) loop
    _column := split_part(_ends[_i], ':', 1);
    _value := _row ->> _column;
    continue when _value is null;
    _org := private.end_organisation(_table, _column, rtrim(split_part(_ends[_i], ':', 2), '!'), _value);
    if _org is null then
      if _ends[_i] like '%!' and _orgless_at is null then
        _orgless_at := _i;
      end if;
    elsif _row_org is null then
      _row_org := _org;
      _row_org_at := _i;
    elsif _org <> _row_org then
      raise exception 'cross_organisation: %.% and %.% do not name rows of one organisation',
        _table, split_part(_ends[_row_org_at], ':', 1), _table, _column using errcode = '42501';
    end if;
  end loop;
  if _row_org is not null and _orgless_at is not null then
    raise exception 'cross_organisation: %.% and %.% do not name rows of one organisation',
      _table, split_part(_ends[least(_row_org_at, _orgless_at)], ':', 1),
      _table, split_part(_ends[greatest(_row_org_at, _orgless_at)], ':', 1) using errcode = '42501';
  end if;
  return _row_org;
end;
$$;

create or replace function private.keep_library_rows_in_the_library()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  _row jsonb := to_jsonb(new);
  _owner text := split_part(tg_argv[0], ':', 1);
  _owner_resolver text := split_part(tg_argv[0], ':', 2);
  _value text := _row ->> _owner;
  _org uuid;
  _column text;
  _resolver text;
begin
  if _owner_resolver = 'self' then
    if _value is not null then
      return new;
    end if;
  else
    if _value is null then
      return new;
    end if;
    -- An owner naming no row is no library row: the organisation trigger refuses it as a foreign one.
    if private.end_organisation(tg_table_name, _owner, _owner_resolver, _value) is not null then
      return new;
    end if;
  end if;
  for _i in 1 .. tg_nargs - 1 loop
    _column := split_part(tg_argv[_i], ':', 1);
    _resolver := split_part(tg_argv[_i], ':', 2);
    _value := _row ->> _column;
    continue when _value is null;
    if private.end_organisation(tg_table_name, _column, _resolver, _value) is not null then
      raise exception 'library_content: %.% names no row of the shared library, to which the row belongs through %',
        tg_table_name, _column, _owner using errcode = '42501';
    end if;
  end loop;
  return new;
end;
$$;

-- A team's new leader from another organisation (or no one's id) is the organisation trigger's to
-- refuse, in its words; this guard judges only people of the team's own organisation, so its
-- refusal does not tell an outsider's id from an id of no one.
create or replace function private.guard_team_leader()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user = 'authenticated'
     and (tg_op = 'INSERT' or new.team_leader_id is distinct from old.team_leader_id)
     and ((new.team_leader_id is not null
           and private.user_org(new.team_leader_id) is not distinct from new.organization_id
           and not private.can_manage_person_in(new.team_leader_id, new.organization_id))
       or (tg_op = 'UPDATE' and old.team_leader_id is not null
           and not private.can_manage_person_in(old.team_leader_id, old.organization_id))) then
    raise exception 'out_of_reach: only a super admin may name or replace a team leader who holds a platform role'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
