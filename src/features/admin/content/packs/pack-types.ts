/** The TypeScript view of a content pack; docs/content-packs.md describes every field. */
import type { PACK_FORMAT, PACK_VERSION } from './pack-schema';

interface PackHead {
  format: typeof PACK_FORMAT;
  version: typeof PACK_VERSION;
  exportedAt: string;
}

export interface TemplatePack extends PackHead {
  kind: 'assessment-template';
  template: {
    name: string;
    name_en?: string | null;
    description?: string | null;
    description_en?: string | null;
    assessment_type: string;
    time_limit_minutes?: number | null;
    estimated_minutes?: number | null;
  };
  questions: Array<{
    item_code: string;
    language: 'it' | 'en';
    question_text: string;
    question_type?: string | null;
    response_type: string;
    evaluation_type: string;
    options?: unknown;
    is_required: boolean;
    help_text?: string | null;
    metadata: Record<string, unknown>;
    order_index: number;
  }>;
  scoring_rule?: {
    name: string;
    description?: string | null;
    rule_type: string;
    calculation_formula: Record<string, unknown>;
  } | null;
}

export interface PackActivity {
  title: string;
  description?: string | null;
  activity_type: string;
  order_index: number;
  is_required: boolean;
  estimated_duration_minutes?: number | null;
  submission_required: boolean;
  team_leader_only: boolean;
  content_url?: string | null;
  instructions?: string | null;
  content_data: Record<string, unknown>;
  form_ref?: string | null;
  source_form_template_ref?: string | null;
  source_form_activity_ref?: string | null;
  prompt_ref?: string | null;
}

export interface ProgramPack extends PackHead {
  kind: 'coaching-program';
  program: { name: string; description?: string | null; duration_weeks?: number | null };
  phases: Array<{
    title: string;
    description?: string | null;
    phase_number: number;
    duration_weeks: number;
    learning_objectives: string[];
    deliverables: string[];
    activities: PackActivity[];
  }>;
  forms: Array<{
    ref: string;
    title: string;
    description?: string | null;
    is_template: boolean;
    questions: Array<{
      question_text: string;
      question_type: string;
      options?: unknown;
      placeholder?: string | null;
      help_text?: string | null;
      is_required: boolean;
      order_index: number;
    }>;
  }>;
  prompts: Array<{
    ref: string;
    name: string;
    description?: string | null;
    system_prompt: string;
    user_prompt_template: string;
    output_format: string;
    model?: string | null;
  }>;
}

export type ContentPack = TemplatePack | ProgramPack;

export type PackErrorCode =
  | 'wrong_type'
  | 'unknown_format'
  | 'unknown_version'
  | 'unknown_field'
  | 'missing_field'
  | 'unknown_value'
  | 'missing_reference'
  | 'duplicate_reference'
  | 'no_options';

/** One thing wrong with a pack, at its path in the file (e.g. phases[2].activities[0].form_ref). */
export interface PackError {
  path: string;
  code: PackErrorCode;
}
