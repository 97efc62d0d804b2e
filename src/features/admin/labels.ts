/** Display names of the admin screens' stored values (statuses, types, team roles, CSV problems). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CsvProblem } from './members/member-csv';

export const MEMBER_STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Attivo`,
  inactive: msg`Inattivo`,
  pending: msg`In attesa`,
};

export const ORGANIZATION_STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Attiva`,
  inactive: msg`Inattiva`,
  suspended: msg`Sospesa`,
};

export const TEAM_TYPE_LABELS: Record<string, MessageDescriptor> = {
  operational: msg`Operativo`,
  project: msg`Progetto`,
  management: msg`Direzione`,
};

export const TEAM_SIZE_LABELS: Record<string, MessageDescriptor> = {
  empty: msg`Vuoto (0)`,
  small: msg`Piccolo (1-5)`,
  medium: msg`Medio (6-10)`,
  large: msg`Grande (11+)`,
};

export const TEAM_ROLE_LABELS: Record<string, MessageDescriptor> = {
  member: msg`Membro`,
  coordinator: msg`Coordinatore`,
  leader: msg`Leader`,
};

export const ASSESSMENT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  tpm: msg`TPM`,
  mbti: msg`MBTI`,
  twn: msg`TWN`,
  combined: msg`Combinato`,
};

export const EVALUATION_TYPE_LABELS: Record<string, MessageDescriptor> = {
  self: msg`Autovalutazione`,
  manager: msg`Valutazione del manager`,
  peer: msg`Valutazione tra pari`,
};

export const ASSIGNMENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Da completare`,
  completed: msg`Completato`,
};

export const GENDER_LABELS: Record<string, MessageDescriptor> = {
  male: msg`Uomo`,
  female: msg`Donna`,
};

export const CSV_PROBLEM_LABELS: Record<CsvProblem, MessageDescriptor> = {
  required: msg`Required field`,
  invalid_email: msg`Invalid email`,
  duplicate_in_file: msg`Indirizzo ripetuto nel file`,
  already_exists: msg`Indirizzo già registrato`,
  unknown_team: msg`Team sconosciuto`,
  unknown_role: msg`Ruolo sconosciuto`,
  invalid_team_role: msg`Ruolo nel team non valido (member, coordinator, leader)`,
  invalid_status: msg`Stato non valido (active, inactive, pending)`,
  invalid_gender: msg`Genere non valido (male, female)`,
  invalid_date: msg`Data non valida (AAAA-MM-GG)`,
  invalid_age: msg`Età non valida (14-120)`,
};

/** The label of a stored value; an unknown value is shown as it is. */
export const label = (labels: Record<string, MessageDescriptor>, value: string | null | undefined): MessageDescriptor =>
  (value != null ? labels[value] : undefined) ?? { id: value ?? '', message: value ?? '' };
