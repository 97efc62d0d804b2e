// Coaching reads retry up to 2 times, never on PGRST116 (no rows) or 42501
// (permission denied), which another try cannot change.
export const COACHING_READ_RETRIES = 2;
const FINAL_CODES = new Set(['PGRST116', '42501']);

export class CoachingReadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CoachingReadError';
  }
}

export function isFinal(error: unknown): boolean {
  return error instanceof CoachingReadError && error.code !== undefined && FINAL_CODES.has(error.code);
}

export async function withRetries<T>(read: () => Promise<T>, retries = COACHING_READ_RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= retries || isFinal(error)) throw error;
    }
  }
}
