import type { QuestionQuery, QuestionRow } from './api';

/** Template ids are 36-character UUIDs; questions cached 5 minutes, 3 retries. */
export const TEMPLATE_ID_LENGTH = 36;
export const QUESTION_CACHE_TTL_MS = 5 * 60_000;
export const QUESTION_RETRIES = 3;
export const DEFAULT_QUESTION_LANGUAGE = 'it';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed template id: never retried. */
export class InvalidTemplateIdError extends Error {
  constructor(readonly templateId: string) {
    super(`Invalid template ID format: ${templateId}. Expected UUID format.`);
    this.name = 'InvalidTemplateIdError';
  }
}

export function validateTemplateId(templateId: string): void {
  if (templateId.length !== TEMPLATE_ID_LENGTH || !UUID.test(templateId)) throw new InvalidTemplateIdError(templateId);
}

export interface QuestionLoaderDeps {
  fetch: (query: QuestionQuery) => Promise<QuestionRow[]>;
  now?: () => number;
  /** Waits between attempts (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  retryDelayMs?: (attempt: number) => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultDelay = (attempt: number) => Math.min(4000, 500 * 2 ** attempt);

/**
 * Questions by template, evaluation type and language (falling back to 'it' when the language has
 * none), held in memory for 5 minutes, each backend read retried up to 3 times.
 */
export function createQuestionLoader(deps: QuestionLoaderDeps) {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const delay = deps.retryDelayMs ?? defaultDelay;
  const cache = new Map<string, { at: number; rows: QuestionRow[] }>();

  async function withRetries(query: QuestionQuery): Promise<QuestionRow[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await deps.fetch(query);
      } catch (error) {
        if (attempt >= QUESTION_RETRIES) throw error;
        await sleep(delay(attempt));
      }
    }
  }

  async function load(query: QuestionQuery): Promise<QuestionRow[]> {
    validateTemplateId(query.templateId);
    if (!query.evaluationType) throw new Error('Evaluation type is required');
    const language = query.language || DEFAULT_QUESTION_LANGUAGE;
    const key = `${query.templateId}|${query.evaluationType}|${language}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < QUESTION_CACHE_TTL_MS) return hit.rows;
    let rows = await withRetries({ ...query, language });
    if (rows.length === 0 && language !== DEFAULT_QUESTION_LANGUAGE) {
      rows = await withRetries({ ...query, language: DEFAULT_QUESTION_LANGUAGE });
    }
    cache.set(key, { at: now(), rows });
    return rows;
  }

  return { load, clear: () => cache.clear() };
}

export type QuestionLoader = ReturnType<typeof createQuestionLoader>;
