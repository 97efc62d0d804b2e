/**
 * The pure parts of supabase/functions/ai-suggestion: request parsing, the content shapes, the
 * prompt filling and the offline generator (deterministic, of the template's shape, labelled).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SuggestionContext } from '../functions/ai-suggestion/context.ts';
import { FunctionError } from '../functions/ai-suggestion/http.ts';
import { generateOffline, OFFLINE_SOURCE } from '../functions/ai-suggestion/offline-generator.ts';
import { buildMessages, fillTemplate } from '../functions/ai-suggestion/prompt.ts';
import { DEFAULT_TIMEOUT_MS, providerConfig } from '../functions/ai-suggestion/provider.ts';
import { readSuggestionRequest } from '../functions/ai-suggestion/request.ts';
import { hasShape, JOURNEY_CELLS, type ActivityOutputFormat } from '../functions/ai-suggestion/shapes.ts';

const ID = '62000000-0000-4000-8000-000000000007';
const PROMPT = '80000000-0000-4000-8000-000000000001';

function context(
  outputFormat: ActivityOutputFormat,
  answers = [
    { question: "Nome dell'azienda", answer: 'Acme S.p.A.' },
    { question: 'Descrivi la mission attuale', answer: 'Rendere semplice il lavoro dei clienti.' },
    { question: 'Canali verso i clienti', answer: 'Online, Partner' },
    { question: 'Numero di dipendenti', answer: '120' },
  ],
): SuggestionContext {
  return {
    userId: 'u',
    firstName: 'Mario',
    organizationName: 'Acme',
    activity: {
      id: ID,
      title: 'Suggerimenti AI',
      description: 'La mission estesa.',
      instructions: 'Genera e accetta.',
      phaseTitle: 'Consegnare valore',
      phaseNumber: 3,
    },
    template: {
      id: PROMPT,
      name: 'T',
      systemPrompt: 'Sei un coach.',
      userPromptTemplate: 'Azienda: {{organization}}. Risposte: {{answers}} {{unknown}}',
      outputFormat,
      model: null,
    },
    submissionId: null,
    sessionId: null,
    answers,
  };
}

const post = (body: string) => new Request('http://x/functions/v1/ai-suggestion', { method: 'POST', body });

describe('the request body', () => {
  it('reads the three fields, with activity-level as no submission', async () => {
    expect(
      await readSuggestionRequest(
        post(JSON.stringify({ submissionId: 'activity-level', promptTemplateId: PROMPT, activityId: ID })),
      ),
    ).toEqual({ submissionId: null, promptTemplateId: PROMPT, activityId: ID, sessionId: null });
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['a missing submissionId', JSON.stringify({ promptTemplateId: PROMPT, activityId: ID })],
    [
      'an activityId that is no UUID',
      JSON.stringify({ submissionId: 'activity-level', promptTemplateId: PROMPT, activityId: '1; drop' }),
    ],
    [
      'a body too large',
      JSON.stringify({
        submissionId: 'activity-level',
        promptTemplateId: PROMPT,
        activityId: ID,
        pad: 'x'.repeat(5000),
      }),
    ],
  ])('refuses %s with a 400', async (_name, body) => {
    const error = await readSuggestionRequest(post(body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionError);
    expect((error as FunctionError).status).toBe(400);
  });
});

describe('the shapes', () => {
  it('recognises the customer journey from 10 of its 15 cells, not 9', () => {
    const cells = (n: number) => Object.fromEntries(JOURNEY_CELLS.slice(0, n).map((c) => [c, 'x']));
    expect(JOURNEY_CELLS).toHaveLength(15);
    expect(hasShape('customer_journey', cells(10))).toBe(true);
    expect(hasShape('customer_journey', cells(9))).toBe(false);
  });

  it('needs every key of the company mission and of the three parts', () => {
    expect(
      hasShape('company_mission', {
        nome_azienda: 'A',
        mission_estesa: 'M',
        numeri_chiave: ['1'],
        kpi_miglioramento: 'K',
      }),
    ).toBe(true);
    expect(
      hasShape('company_mission', {
        nome_azienda: 'A',
        mission_estesa: 'M',
        numeri_chiave: [],
        kpi_miglioramento: 'K',
      }),
    ).toBe(false);
    expect(hasShape('three_part', { concezione: 'a', connessione: 'b' })).toBe(false);
  });
});

describe('the prompt', () => {
  it('fills the placeholders from the answers and the organisation, and leaves unknown ones', () => {
    expect(
      fillTemplate('Azienda: {{organization}}. Risposte: {{answers}} {{unknown}}', context('company_mission')),
    ).toBe(
      "Azienda: Acme. Risposte: - Nome dell'azienda: Acme S.p.A.\n- Descrivi la mission attuale: Rendere semplice il lavoro dei clienti.\n- Canali verso i clienti: Online, Partner\n- Numero di dipendenti: 120 {{unknown}}",
    );
  });

  it("asks the system for the JSON keys of the template's shape", () => {
    const [system] = buildMessages(context('three_part'));
    expect(system?.content).toBe(
      'Sei un coach.\n\nRispondi solo con un oggetto JSON con le chiavi concezione, connessione, consegna.',
    );
  });
});

describe('the offline generator', () => {
  it.each(['company_mission', 'three_part', 'customer_journey', 'free_text'] as const)(
    'builds a labelled %s of its shape, the same every time',
    (format) => {
      const content = generateOffline(context(format));
      expect(hasShape(format, content)).toBe(true);
      expect(content.source).toBe(OFFLINE_SOURCE);
      expect(content.source_note).toMatch(/offline/);
      expect(generateOffline(context(format))).toEqual(content);
    },
  );

  it('builds the company mission from the answers', () => {
    expect(generateOffline(context('company_mission'))).toMatchObject({
      nome_azienda: 'Acme S.p.A.',
      mission_estesa: 'Acme S.p.A.: Rendere semplice il lavoro dei clienti.',
      numeri_chiave: ['Numero di dipendenti: 120'],
      kpi_miglioramento: ['Migliorare "Canali verso i clienti" (oggi: Online, Partner) entro sei mesi'],
    });
  });

  it('fills all 15 journey cells from the activity when there are no answers', () => {
    const content = generateOffline(context('customer_journey', []));
    expect(
      JOURNEY_CELLS.every((cell) => typeof content[cell] === 'string' && (content[cell] as string).length > 0),
    ).toBe(true);
  });
});

describe('the provider configuration', () => {
  afterEach(() => {
    for (const name of ['AI_API_BASE_URL', 'AI_MODEL', 'AI_TIMEOUT_MS']) delete process.env[name];
  });

  it("is none without AI_API_BASE_URL, and takes the template's model before AI_MODEL", () => {
    expect(providerConfig(null)).toBeNull();
    Object.assign(process.env, {
      AI_API_BASE_URL: 'http://127.0.0.1:9/v1/',
      AI_MODEL: 'env-model',
      AI_TIMEOUT_MS: 'soon',
    });
    expect(providerConfig(null)).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'env-model',
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    expect(providerConfig('template-model')?.model).toBe('template-model');
  });
});
