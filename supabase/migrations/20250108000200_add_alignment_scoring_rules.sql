-- Personality-work alignment is computed by a scoring rule stored here, like every
-- score (never built into the app). An 'alignment' rule names, by item code, the questions about
-- what the person is passionate about (passion_items) and those about what their work mostly asks
-- of them (work_items), over the rule's dimensions (for example Create, Relate, Organize); the app's
-- scorer stores results.alignment (percent, also the score), results.dominant_passion and
-- results.prevalent_work, and recalculation computes them again from the stored answers.
alter table public.scoring_rule_templates
  drop constraint scoring_rule_templates_rule_type_check,
  add constraint scoring_rule_templates_rule_type_check
    check (rule_type in ('average', 'dimension', 'mbti', 'custom', 'alignment')),
  add constraint alignment_rules_name_their_questions check (
    rule_type <> 'alignment'
    or (coalesce(jsonb_typeof(calculation_formula -> 'passion_items'), '') = 'array'
        and coalesce(jsonb_typeof(calculation_formula -> 'work_items'), '') = 'array')
  );

comment on table public.scoring_rule_templates is 'Scoring rules per assessment type (formats: average, dimension, mbti, custom with custom_logic, alignment with passion_items and work_items); the client scores with them, also offline.';
