import type { WorkshopDraft } from './validation';

/** The workshop's content_data as the member's screen reads it; empty fields are left out. */
export function workshopContent(workshop: WorkshopDraft): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  if (workshop.mode) content.workshop_mode = workshop.mode;
  if (workshop.venueAddress.trim()) content.venue_address = workshop.venueAddress.trim();
  if (workshop.meetingUrl.trim()) content.meeting_url = workshop.meetingUrl.trim();
  if (workshop.scheduledAt.trim()) content.scheduled_datetime = new Date(workshop.scheduledAt).toISOString();
  if (workshop.maxParticipants.trim()) content.max_participants = Number(workshop.maxParticipants);
  if (workshop.logisticsNotes.trim()) content.logistics_notes = workshop.logisticsNotes.trim();
  const requirements = workshop.techRequirements.map((r) => r.trim()).filter(Boolean);
  if (requirements.length) content.tech_requirements = requirements;
  return content;
}
