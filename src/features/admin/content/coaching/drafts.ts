import type { Json } from '../../../../backend/database.types';
import type { ActivityRow, PhaseRow, ProgramRow } from './program-api';
import {
  ACTIVITY_TYPES,
  WORKSHOP_MODES,
  type ActivityDraft,
  type ActivityType,
  type PhaseDraft,
  type ProgramDraft,
  type WorkshopDraft,
  type WorkshopMode,
} from './validation';

/** Stored rows as the editor's drafts (text fields as typed), and empty drafts for new rows. */
const texts = (value: Json): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const count = (value: number | null | undefined): string => (value == null ? '' : String(value));

export const programDraft = (row: ProgramRow | null): ProgramDraft => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  durationWeeks: count(row?.duration_weeks),
});

export const phaseDraft = (row: PhaseRow | null): PhaseDraft => ({
  title: row?.title ?? '',
  description: row?.description ?? '',
  durationWeeks: row ? String(row.duration_weeks) : '4',
  learningObjectives: row ? texts(row.learning_objectives) : [],
  deliverables: row ? texts(row.deliverables) : [],
  isActive: row?.is_active ?? true,
});

/** A datetime-local value (local time, minutes) for a stored timestamp. */
export function localDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function workshopDraft(content: Json): WorkshopDraft {
  const data = content && typeof content === 'object' && !Array.isArray(content) ? content : {};
  const mode = text(data.workshop_mode);
  return {
    mode: (WORKSHOP_MODES as readonly string[]).includes(mode) ? (mode as WorkshopMode) : '',
    venueAddress: text(data.venue_address),
    meetingUrl: text(data.meeting_url),
    scheduledAt: data.scheduled_datetime ? localDateTime(text(data.scheduled_datetime)) : '',
    maxParticipants: text(data.max_participants),
    logisticsNotes: text(data.logistics_notes),
    techRequirements: texts(data.tech_requirements ?? []),
  };
}

export const activityDraft = (row: ActivityRow | null): ActivityDraft => ({
  title: row?.title ?? '',
  description: row?.description ?? '',
  activityType: (ACTIVITY_TYPES as readonly string[]).includes(row?.activity_type ?? '')
    ? (row!.activity_type as ActivityType)
    : 'video',
  isRequired: row?.is_required ?? true,
  teamLeaderOnly: row?.team_leader_only ?? false,
  estimatedMinutes: count(row?.estimated_duration_minutes),
  instructions: row?.instructions ?? '',
  contentUrl: row?.content_url ?? '',
  workshop: workshopDraft(row?.content_data ?? {}),
  promptTemplateId: row?.ai_prompt_template_id ?? '',
  isActive: row?.is_active ?? true,
});
