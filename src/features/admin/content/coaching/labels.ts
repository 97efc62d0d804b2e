import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuestionType } from './form-validation';
import type { OutputFormat } from './prompt-validation';
import type { ActivityType, WorkshopMode } from './validation';

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, MessageDescriptor> = {
  video: msg`Video`,
  quiz: msg`Quiz`,
  simulation: msg`Simulazione`,
  workshop: msg`Workshop`,
  assignment_form: msg`Form da compilare`,
  assignment: msg`Compito`,
  ai_suggestion: msg`Suggerimento AI`,
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  text_short: msg`Testo breve`,
  text_long: msg`Testo lungo`,
  single_choice: msg`Scelta singola`,
  multiple_choice: msg`Scelta multipla`,
  number: msg`Numero`,
  email: msg`E-mail`,
  url: msg`Indirizzo web`,
  date: msg`Data`,
};

export const OUTPUT_FORMAT_LABELS: Record<OutputFormat, MessageDescriptor> = {
  company_mission: msg`Mission aziendale (nome, mission estesa, numeri chiave, KPI)`,
  three_part: msg`Tre parti (concezione, connessione, consegna)`,
  customer_journey: msg`Griglia del customer journey (3 pilastri × 5 fasi)`,
  free_text: msg`Testo libero`,
};

export const WORKSHOP_MODE_LABELS: Record<WorkshopMode, MessageDescriptor> = {
  in_person: msg`In Aula`,
  online: msg`Online`,
  hybrid: msg`Ibrido`,
};
