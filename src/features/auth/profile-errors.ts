import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A PostgREST-style error as supabase-js returns it, optionally with the HTTP status. */
export interface BackendErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

/** Thrown by loadProfile when the user has no profile row. */
export class ProfileNotFoundError extends Error {
  constructor() {
    super('Profile not found');
    this.name = 'ProfileNotFoundError';
  }
}

const RLS_DENIAL = /row[- ]level security|permission denied/i;

/**
 * The server could not answer for now (unavailable, overloaded, timed out), as opposed to refusing: the device's
 * copy of the profile stands in while there is one.
 */
export function isProfileServerUnavailable(error: unknown): boolean {
  if (error == null || typeof error !== 'object') return false;
  const e = error as BackendErrorLike;
  if (typeof e.status === 'number' && e.status >= 500) return true;
  if (e.code === 'PGRST000' || e.code === 'PGRST001' || e.code === 'PGRST002' || e.code === '57014') return true;
  return /timeout/i.test(typeof e.message === 'string' ? e.message : '');
}

/** What the user sees for each cause. */
export function profileErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof ProfileNotFoundError || error == null) return msg`Profile not found`;
  const e: BackendErrorLike = typeof error === 'object' ? (error as BackendErrorLike) : { message: String(error) };
  const message = typeof e.message === 'string' ? e.message : String(error);
  if (e.code === 'PGRST301' || e.code === '42501' || RLS_DENIAL.test(message)) {
    return msg`Access denied: please contact administrator`;
  }
  if (e.code === 'PGRST000' || e.status === 500) return msg`Server temporarily unavailable`;
  if (/timeout/i.test(message)) return msg`Connection timeout`;
  if (e.code === 'PGRST116') return msg`Profile not found`;
  return { id: message, message };
}
