import type { LocalCoachingSession } from '../../../offline/coaching';
import type { SessionCoach, SessionProgram } from '../api';

/** The nested program, team and coach the session read embeds (stored as JSON on the device). */
export const sessionProgram = (session: LocalCoachingSession) => (session.program ?? null) as SessionProgram | null;
export const sessionTeam = (session: LocalCoachingSession) =>
  (session.team ?? null) as { id: string; name: string } | null;
export const sessionCoach = (session: LocalCoachingSession) => (session.coach ?? null) as SessionCoach | null;
export const coachName = (coach: SessionCoach | null) =>
  coach ? [coach.first_name, coach.last_name].filter(Boolean).join(' ') || coach.email : null;
