import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The checks of the coaching editor, before anything is sent. The database makes the same checks
 * (named constraints, see db-errors.ts), so a direct write cannot skip them; these only let the editor
 * say what is wrong at the field, as it is typed.
 */
export type FieldErrors<K extends string> = Partial<Record<K, MessageDescriptor>>;

export const ACTIVITY_TYPES = [
  'video',
  'quiz',
  'simulation',
  'workshop',
  'assignment_form',
  'assignment',
  'ai_suggestion',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const WORKSHOP_MODES = ['in_person', 'online', 'hybrid'] as const;
export type WorkshopMode = (typeof WORKSHOP_MODES)[number];

const required = msg`Campo obbligatorio`;
const blank = (value: string | null | undefined) => !value || value.trim().length === 0;

// The same forms the member's player plays (youtube.com/watch?v= and youtu.be, an 11-character id);
// the database's private.is_video_link checks them too.
const VIDEO_ID = '[A-Za-z0-9_-]{11}';
const WATCH = new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:.*&)?v=${VIDEO_ID}(?:[&#].*)?$`);
const SHORT = new RegExp(`^https?://youtu\\.be/${VIDEO_ID}(?:[?#].*)?$`);

export function isVideoLink(url: string): boolean {
  const trimmed = url.trim();
  return WATCH.test(trimmed) || SHORT.test(trimmed);
}

function isWebLink(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface ProgramDraft {
  name: string;
  description: string;
  durationWeeks: string;
}

export function validateProgram(draft: ProgramDraft): FieldErrors<'name' | 'durationWeeks'> {
  const errors: FieldErrors<'name' | 'durationWeeks'> = {};
  if (blank(draft.name)) errors.name = required;
  if (draft.durationWeeks.trim() && !isPositiveWhole(draft.durationWeeks)) {
    errors.durationWeeks = msg`Indica un numero intero di settimane, almeno 1`;
  }
  return errors;
}

export interface PhaseDraft {
  title: string;
  description: string;
  durationWeeks: string;
  learningObjectives: string[];
  deliverables: string[];
  isActive: boolean;
}

const isPositiveWhole = (value: string) => /^\s*[1-9]\d*\s*$/.test(value);

export function validatePhase(draft: PhaseDraft): FieldErrors<'title' | 'durationWeeks'> {
  const errors: FieldErrors<'title' | 'durationWeeks'> = {};
  if (blank(draft.title)) errors.title = required;
  if (!isPositiveWhole(draft.durationWeeks)) errors.durationWeeks = msg`Indica un numero intero di settimane, almeno 1`;
  return errors;
}

export interface WorkshopDraft {
  mode: WorkshopMode | '';
  venueAddress: string;
  meetingUrl: string;
  scheduledAt: string;
  maxParticipants: string;
  logisticsNotes: string;
  techRequirements: string[];
}

export interface ActivityDraft {
  title: string;
  description: string;
  activityType: ActivityType;
  isRequired: boolean;
  teamLeaderOnly: boolean;
  estimatedMinutes: string;
  instructions: string;
  contentUrl: string;
  workshop: WorkshopDraft;
  promptTemplateId: string;
  isActive: boolean;
}

export type ActivityField =
  | 'title'
  | 'estimatedMinutes'
  | 'contentUrl'
  | 'meetingUrl'
  | 'scheduledAt'
  | 'maxParticipants'
  | 'venueAddress'
  | 'promptTemplateId';

export function validateActivity(draft: ActivityDraft): FieldErrors<ActivityField> {
  const errors: FieldErrors<ActivityField> = {};
  if (blank(draft.title)) errors.title = required;
  if (draft.estimatedMinutes.trim() && !isPositiveWhole(draft.estimatedMinutes)) {
    errors.estimatedMinutes = msg`Indica un numero intero di minuti, almeno 1`;
  }
  const url = draft.contentUrl.trim();
  if (draft.activityType === 'video') {
    if (!url) errors.contentUrl = msg`Inserisci il link del video`;
    else if (!isVideoLink(url)) {
      errors.contentUrl = msg`Non è un link video: usa youtube.com/watch?v=… oppure youtu.be/…`;
    }
  } else if (url && !isWebLink(url)) {
    errors.contentUrl = msg`Inserisci un indirizzo web che inizi con https://`;
  }
  if (draft.activityType === 'workshop') Object.assign(errors, validateWorkshop(draft.workshop));
  if (draft.activityType === 'ai_suggestion' && !draft.promptTemplateId) {
    errors.promptTemplateId = msg`Scegli il prompt template`;
  }
  return errors;
}

function validateWorkshop(workshop: WorkshopDraft): FieldErrors<ActivityField> {
  const errors: FieldErrors<ActivityField> = {};
  const online = workshop.mode === 'online' || workshop.mode === 'hybrid';
  const inPerson = workshop.mode === 'in_person' || workshop.mode === 'hybrid';
  if (workshop.meetingUrl.trim() && !isWebLink(workshop.meetingUrl)) {
    errors.meetingUrl = msg`Inserisci un indirizzo web che inizi con https://`;
  } else if (online && !workshop.meetingUrl.trim()) {
    errors.meetingUrl = msg`Un workshop online o ibrido ha bisogno del link della riunione`;
  }
  if (inPerson && blank(workshop.venueAddress))
    errors.venueAddress = msg`Un workshop in aula o ibrido ha bisogno della sede`;
  if (workshop.scheduledAt.trim() && Number.isNaN(Date.parse(workshop.scheduledAt))) {
    errors.scheduledAt = msg`Data e ora non valide`;
  }
  if (workshop.maxParticipants.trim() && !isPositiveWhole(workshop.maxParticipants)) {
    errors.maxParticipants = msg`Indica un numero intero di partecipanti, almeno 1`;
  }
  return errors;
}
