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

async function readBody(req: Request): Promise<Record<string, unknown>> {
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
  return body as Record<string, unknown>;
}

function activityRequest(fields: Record<string, unknown>): SuggestionRequest {
  return {
    activityId: uuidField(fields, 'activityId')!,
    promptTemplateId: uuidField(fields, 'promptTemplateId')!,
    submissionId: fields.submissionId === ACTIVITY_LEVEL ? null : uuidField(fields, 'submissionId'),
    sessionId: uuidField(fields, 'sessionId', true),
  };
}

/** Reads `{ submissionId | 'activity-level', promptTemplateId, activityId, sessionId? }`; anything else is a 400. */
export async function readSuggestionRequest(req: Request): Promise<SuggestionRequest> {
  return activityRequest(await readBody(req));
}

/** A team suggestion (the team coaching screen's assistant): `{ scope: 'team', sessionId }`. */
export interface TeamSuggestionRequest {
  scope: 'team';
  sessionId: string;
}

/** Either request: `scope: 'team'` asks for the session's team suggestion, anything else is an activity's. */
export async function readAnyRequest(
  req: Request,
): Promise<TeamSuggestionRequest | ({ scope: 'activity' } & SuggestionRequest)> {
  const fields = await readBody(req);
  if (fields.scope === 'team') return { scope: 'team', sessionId: uuidField(fields, 'sessionId')! };
  return { scope: 'activity', ...activityRequest(fields) };
}
