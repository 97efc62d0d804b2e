-- What an author writes into coaching content is checked by the database as well as by the editor, so
-- a direct HTTP write cannot store what the editor refuses: a video activity's link is one the member's
-- player plays (youtube.com/watch?v= or youtu.be with an 11-character id), a choice question offers at
-- least two options, titles and prompts are not blank, a phase's objectives and deliverables are lists
-- of text, and a workshop's participants, date and requirements have their types. A video's link may
-- still be empty while the activity is drafted. Each rule is a named constraint, so the editor can show
-- a refusal at its field.

create or replace function private.is_video_link(_url text)
returns boolean language plpgsql immutable security definer set search_path = '' as $$
begin
  return _url is not null and (
    _url ~ '^https?://(www\.|m\.)?youtube\.com/watch\?(.*&)?v=[A-Za-z0-9_-]{11}([&#].*)?$'
    or _url ~ '^https?://youtu\.be/[A-Za-z0-9_-]{11}([?#].*)?$'
  );
end;
$$;
comment on function private.is_video_link(text) is 'True for the video links the member''s player plays: youtube.com/watch?v=<id> and youtu.be/<id>, id of 11 characters.';

-- Options are plain strings or { value, label } objects, as the member's form reads them.
create or replace function private.are_choice_options(_options jsonb)
returns boolean language plpgsql immutable security definer set search_path = '' as $$
begin
  return jsonb_typeof(_options) = 'array'
    and jsonb_array_length(_options) >= 2
    and not exists (
      select 1 from jsonb_array_elements(_options) o
      where not (
        (jsonb_typeof(o) = 'string' and length(btrim(o #>> '{}')) > 0)
        or (jsonb_typeof(o) = 'object' and length(btrim(coalesce(o ->> 'value', o ->> 'label', ''))) > 0)
      )
    );
end;
$$;
comment on function private.are_choice_options(jsonb) is 'True for a list of at least two options, each a non-blank string or an object with a non-blank value or label.';

create or replace function private.is_text_list(_value jsonb)
returns boolean language plpgsql immutable security definer set search_path = '' as $$
begin
  return jsonb_typeof(_value) = 'array'
    and not exists (select 1 from jsonb_array_elements(_value) e where jsonb_typeof(e) <> 'string');
end;
$$;
comment on function private.is_text_list(jsonb) is 'True for a JSON array whose items are all strings.';

-- A workshop's date must be a timestamp the member's screen can show; a cast that fails is a no.
create or replace function private.is_timestamp_text(_value text)
returns boolean language plpgsql immutable security definer set search_path = '' as $$
begin
  perform _value::timestamptz;
  return true;
exception when others then
  return false;
end;
$$;
comment on function private.is_timestamp_text(text) is 'True when the text reads as a timestamp with time zone.';

do $$
declare
  fn text;
begin
  foreach fn in array array['is_video_link(text)', 'are_choice_options(jsonb)', 'is_text_list(jsonb)', 'is_timestamp_text(text)'] loop
    execute format('revoke execute on function private.%s from public, anon', fn);
    execute format('grant execute on function private.%s to authenticated, service_role', fn);
  end loop;
end;
$$;

alter table public.coaching_activities
  add constraint activity_title_not_blank check (length(btrim(title)) > 0),
  add constraint video_link_is_a_video check (activity_type <> 'video' or content_url is null or private.is_video_link(content_url)),
  add constraint workshop_participants_positive check (
    content_data -> 'max_participants' is null or jsonb_typeof(content_data -> 'max_participants') = 'null'
    or (jsonb_typeof(content_data -> 'max_participants') = 'number'
        and (content_data ->> 'max_participants')::numeric >= 1
        and (content_data ->> 'max_participants')::numeric = trunc((content_data ->> 'max_participants')::numeric))
  ),
  add constraint workshop_date_is_a_timestamp check (
    content_data ->> 'scheduled_datetime' is null or private.is_timestamp_text(content_data ->> 'scheduled_datetime')
  ),
  add constraint workshop_requirements_are_text check (
    content_data -> 'tech_requirements' is null or private.is_text_list(content_data -> 'tech_requirements')
  );

alter table public.coaching_phases
  add constraint phase_title_not_blank check (length(btrim(title)) > 0),
  add constraint phase_objectives_are_text check (private.is_text_list(learning_objectives)),
  add constraint phase_deliverables_are_text check (private.is_text_list(deliverables));

alter table public.assignment_forms
  add constraint form_title_not_blank check (length(btrim(title)) > 0);

alter table public.form_questions
  add constraint question_text_not_blank check (length(btrim(question_text)) > 0),
  add constraint choice_question_has_options check (
    question_type not in ('single_choice', 'multiple_choice') or private.are_choice_options(options)
  );

alter table public.ai_prompt_templates
  add constraint prompt_name_not_blank check (length(btrim(name)) > 0),
  add constraint system_prompt_not_blank check (length(btrim(system_prompt)) > 0),
  add constraint user_prompt_not_blank check (length(btrim(user_prompt_template)) > 0);

alter table public.coaching_sessions
  add constraint session_name_not_blank check (name is null or length(btrim(name)) > 0);
