/**
 * An OpenAI-compatible chat-completions endpoint, configured by environment variables read per call:
 *   AI_API_BASE_URL  e.g. https://api.openai.com/v1 (unset: no provider, the offline generator is used)
 *   AI_API_KEY       sent as a Bearer token when set
 *   AI_MODEL         the model when the prompt template names none (default gpt-4o-mini)
 *   AI_TIMEOUT_MS    how long to wait for the whole answer (default 30000)
 */
import { readEnv } from './env.ts';
import { FunctionError } from './http.ts';
import type { ChatMessage } from './prompt.ts';
import { FREE_TEXT_KEY, hasShape, type OutputFormat } from './shapes.ts';

export interface ProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 30_000;

export function providerConfig(templateModel: string | null): ProviderConfig | null {
  const baseUrl = readEnv('AI_API_BASE_URL');
  if (!baseUrl) return null;
  const timeout = Number(readEnv('AI_TIMEOUT_MS'));
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: readEnv('AI_API_KEY'),
    model: templateModel || readEnv('AI_MODEL') || DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

const badAnswer = (why: string) =>
  new FunctionError(502, 'provider_bad_answer', `Il servizio AI ha dato una risposta non valida (${why}).`);

function parseContent(content: string, format: OutputFormat): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    if (format === 'free_text' && content.trim()) return { [FREE_TEXT_KEY]: content.trim() };
    throw badAnswer('non è JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badAnswer('non è un oggetto JSON');
  const object = parsed as Record<string, unknown>;
  if (!hasShape(format, object)) throw badAnswer('mancano le chiavi richieste');
  return object;
}

/** Asks the model for a JSON object of the template's shape; every failure is a FunctionError (502 or 504). */
export async function callProvider(
  config: ProviderConfig,
  messages: ChatMessage[],
  format: OutputFormat,
): Promise<Record<string, unknown>> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  let body: unknown;
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0.7,
      }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FunctionError(
        502,
        'provider_error',
        `Il servizio AI ha risposto con un errore (HTTP ${response.status}).`,
      );
    }
    body = await response.json().catch(() => {
      if (signal.aborted) throw signal.reason;
      throw badAnswer('non è JSON');
    });
  } catch (error) {
    if (error instanceof FunctionError) throw error;
    if (signal.aborted) {
      throw new FunctionError(
        504,
        'provider_timeout',
        `Il servizio AI non ha risposto entro ${Math.ceil(config.timeoutMs / 1000)} secondi.`,
      );
    }
    throw new FunctionError(502, 'provider_unreachable', 'Il servizio AI non è raggiungibile.');
  }
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw badAnswer('nessun contenuto');
  return parseContent(content, format);
}
