import type { ProgressStatus } from '../../offline/coaching';

/** Video progress: points per second of watching. */
export const VIDEO_POINTS_PER_SECOND = 2;
/** in_progress once the video passes this percentage. */
export const VIDEO_STARTED_ABOVE = 10;
export const VIDEO_COMPLETE_AT = 100;
export const VIDEO_TICK_MS = 1000;

/** The percentage written with each status: completed 100, in_progress 50, otherwise 0. */
export function progressPercentage(status: ProgressStatus): number {
  return status === 'completed' ? 100 : status === 'in_progress' ? 50 : 0;
}

/** Points reached after playing for `elapsedMs` from `startPercent`: +2 per whole second, at most 100. */
export function videoPercentAfter(startPercent: number, elapsedMs: number): number {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  return Math.min(VIDEO_COMPLETE_AT, startPercent + seconds * VIDEO_POINTS_PER_SECOND);
}
