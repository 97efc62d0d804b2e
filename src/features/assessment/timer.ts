import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The countdown re-evaluates every second. */
export const TIMER_TICK_MS = 1000;
/** Warning at 20 % or less of the time left, danger at 5 % or less. */
export const WARNING_FRACTION = 0.2;
export const DANGER_FRACTION = 0.05;

export type TimerLevel = 'normal' | 'warning' | 'danger';

export function hasTimeLimit(timeLimitMinutes: number | null | undefined): timeLimitMinutes is number {
  return typeof timeLimitMinutes === 'number' && timeLimitMinutes > 0;
}

export function timeLimitMs(timeLimitMinutes: number): number {
  return timeLimitMinutes * 60_000;
}

/** The moment the time runs out (epoch ms), or null when the assessment is untimed or not started. */
export function deadlineOf(
  startedAt: string | null | undefined,
  timeLimitMinutes: number | null | undefined,
): number | null {
  if (!startedAt || !hasTimeLimit(timeLimitMinutes)) return null;
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return null;
  return start + timeLimitMs(timeLimitMinutes);
}

export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

export function timerLevel(remaining: number, total: number): TimerLevel {
  if (total <= 0 || remaining <= total * DANGER_FRACTION) return 'danger';
  if (remaining <= total * WARNING_FRACTION) return 'warning';
  return 'normal';
}

/** minutes:seconds, both two digits at least; partial seconds round up so 00:00 means time is up. */
export function formatRemaining(remaining: number): string {
  const totalSeconds = Math.ceil(Math.max(0, remaining) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export function timerLevelLabel(level: TimerLevel): MessageDescriptor {
  switch (level) {
    case 'danger':
      return msg`Ultimo minuto!`;
    case 'warning':
      return msg`Tempo in scadenza`;
    default:
      return msg`Tempo rimanente`;
  }
}
