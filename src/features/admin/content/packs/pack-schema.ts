/**
 * The shape of a content pack, field by field. The same table is stored in the database
 * (private.content_pack_schema(), checked equal by a unit test), so the import rpc refuses exactly
 * what the screen refuses. Each field's type: string, integer, boolean, json (any value), object (a JSON
 * object), strings (a list of text), ref (a local reference string), enum:a|b, object:<node>,
 * array:<node>; a trailing "?" lets the field be absent or null.
 */
export const PACK_FORMAT = 'taas-content-pack';
export const PACK_VERSION = 1;

export const PACK_SCHEMA = {
  head: {
    format: 'string',
    version: 'integer',
    exportedAt: 'string',
    kind: 'enum:assessment-template|coaching-program',
  },
  'assessment-template': {
    format: 'string',
    version: 'integer',
    exportedAt: 'string',
    kind: 'string',
    template: 'object:template',
    questions: 'array:template_question',
    scoring_rule: 'object:scoring_rule?',
  },
  template: {
    name: 'string',
    name_en: 'string?',
    description: 'string?',
    description_en: 'string?',
    assessment_type: 'enum:tpm|mbti|twn|combined|leadership',
    time_limit_minutes: 'integer?',
    estimated_minutes: 'integer?',
  },
  template_question: {
    item_code: 'string',
    language: 'enum:it|en',
    question_text: 'string',
    question_type: 'string?',
    response_type:
      'enum:single_choice|multiple_choice|likert_5|likert_scale|slider|ranking|rating_matrix|date_advanced',
    evaluation_type: 'enum:self|manager|peer',
    options: 'json?',
    is_required: 'boolean',
    help_text: 'string?',
    metadata: 'object',
    order_index: 'integer',
  },
  scoring_rule: {
    name: 'string',
    description: 'string?',
    rule_type: 'enum:average|dimension|mbti|custom|alignment',
    calculation_formula: 'object',
  },
  'coaching-program': {
    format: 'string',
    version: 'integer',
    exportedAt: 'string',
    kind: 'string',
    program: 'object:program',
    phases: 'array:phase',
    forms: 'array:form',
    prompts: 'array:prompt',
  },
  program: { name: 'string', description: 'string?', duration_weeks: 'integer?' },
  phase: {
    title: 'string',
    description: 'string?',
    phase_number: 'integer',
    duration_weeks: 'integer',
    learning_objectives: 'strings',
    deliverables: 'strings',
    activities: 'array:activity',
  },
  activity: {
    title: 'string',
    description: 'string?',
    activity_type: 'enum:video|quiz|simulation|workshop|assignment_form|assignment|ai_suggestion',
    order_index: 'integer',
    is_required: 'boolean',
    estimated_duration_minutes: 'integer?',
    submission_required: 'boolean',
    team_leader_only: 'boolean',
    content_url: 'string?',
    instructions: 'string?',
    content_data: 'object',
    form_ref: 'ref?',
    source_form_template_ref: 'ref?',
    source_form_activity_ref: 'ref?',
    prompt_ref: 'ref?',
  },
  form: {
    ref: 'ref',
    title: 'string',
    description: 'string?',
    is_template: 'boolean',
    questions: 'array:form_question',
  },
  form_question: {
    question_text: 'string',
    question_type: 'enum:text_short|text_long|single_choice|multiple_choice|number|email|url|date',
    options: 'json?',
    placeholder: 'string?',
    help_text: 'string?',
    is_required: 'boolean',
    order_index: 'integer',
  },
  prompt: {
    ref: 'ref',
    name: 'string',
    description: 'string?',
    system_prompt: 'string',
    user_prompt_template: 'string',
    output_format: 'enum:company_mission|three_part|customer_journey|free_text',
    model: 'string?',
  },
} as const satisfies Record<string, Record<string, string>>;

export type PackNode = keyof typeof PACK_SCHEMA;
