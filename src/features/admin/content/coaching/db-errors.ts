import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A database refusal of coaching content, put back at its field: each check the database makes is a
 * named constraint or a prefixed message (supabase/migrations/*_check_coaching_content.sql and the
 * session triggers), so the editor shows the same words as its own checks.
 */
const RULES: { match: string; field: string; message: MessageDescriptor }[] = [
  {
    match: 'video_link_is_a_video',
    field: 'contentUrl',
    message: msg`Non è un link video: usa youtube.com/watch?v=… oppure youtu.be/…`,
  },
  {
    match: 'workshop_participants_positive',
    field: 'maxParticipants',
    message: msg`Indica un numero intero di partecipanti, almeno 1`,
  },
  { match: 'workshop_date_is_a_timestamp', field: 'scheduledAt', message: msg`Data e ora non valide` },
  { match: 'activity_title_not_blank', field: 'title', message: msg`Campo obbligatorio` },
  { match: 'phase_title_not_blank', field: 'title', message: msg`Campo obbligatorio` },
  { match: 'form_title_not_blank', field: 'title', message: msg`Campo obbligatorio` },
  {
    match: 'choice_question_has_options',
    field: 'questions',
    message: msg`Una domanda a scelta ha almeno due opzioni`,
  },
  { match: 'question_text_not_blank', field: 'questions', message: msg`Ogni domanda ha bisogno di un testo` },
  { match: 'prompt_name_not_blank', field: 'name', message: msg`Campo obbligatorio` },
  { match: 'system_prompt_not_blank', field: 'systemPrompt', message: msg`Campo obbligatorio` },
  { match: 'user_prompt_not_blank', field: 'userPromptTemplate', message: msg`Campo obbligatorio` },
  { match: 'coaching_sessions_check', field: 'endDate', message: msg`La fine non può precedere l'inizio` },
  { match: 'session_phase', field: 'currentPhase', message: msg`Il programma non ha questa fase` },
  { match: 'session_coach', field: 'coachId', message: msg`Questo coach non può seguire sessioni di questo team` },
  {
    match: 'coaching_phases_program_id_phase_number_key',
    field: 'phaseNumber',
    message: msg`Esiste già una fase con questo numero`,
  },
];

export interface FieldRefusal {
  field: string;
  message: MessageDescriptor;
}

/** The field a refusal belongs to, or null when it is not one of the content checks. */
export function refusalField(error: unknown): FieldRefusal | null {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const rule = RULES.find((r) => text.includes(r.match));
  return rule ? { field: rule.field, message: rule.message } : null;
}
