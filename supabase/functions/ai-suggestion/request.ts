import { FunctionError } from './http.ts';

export const ACTIVITY_LEVEL = 'activity-level';

export interface SuggestionRequest {
  activityId: string;
  promptTemplateId: string;
  /** null for an activity-level suggestion (body value 'activity-level'). */
  submissionId: string | null;
  /** Optional: the coaching session the suggestion belongs to; found from the activity otherwise. */
  sessionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 4_096;

function uuidField(body: Record<string, unknown>, name: string, optional = false): string | null {
  const value = body[name];
  if (optional && (value === undefined || value === null)) return null;
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new FunctionError(400, 'bad_request', `Richiesta non valida: ${name} deve essere un UUID.`);
  }
  return value.toLowerCase();
}

/** Reads `{ submissionId | 'activity-level', promptTemplateId, activityId, sessionId? }`; anything else is a 400. */
export async function readSuggestionRequest(req: Request): Promise<SuggestionRequest> {
  const text = await req.text();
  if (text.length > MAX_BODY) throw new FunctionError(400, 'bad_request', 'Richiesta non valida: corpo troppo grande.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FunctionError(400, 'bad_request', 'Richiesta non valida: il corpo deve essere JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new FunctionError(400, 'bad_request', 'Richiesta non valida: il corpo deve essere un oggetto JSON.');
  }
  const fields = body as Record<string, unknown>;
  return {
    activityId: uuidField(fields, 'activityId')!,
    promptTemplateId: uuidField(fields, 'promptTemplateId')!,
    submissionId: fields.submissionId === ACTIVITY_LEVEL ? null : uuidField(fields, 'submissionId'),
    sessionId: uuidField(fields, 'sessionId', true),
  };
}
