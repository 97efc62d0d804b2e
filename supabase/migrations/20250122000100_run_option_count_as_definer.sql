-- Every private helper is security definer with an empty search_path, so what it reads never depends
-- on the caller's rights (the schema test holds the rule for all of them). The option count behind
-- the question shape checks is pure, so this changes nothing it answers.
alter function private.question_option_count(jsonb) security definer;
