import { describe, expect, it } from 'vitest';
import { JOURNEY_STAGES, THREE_PART_KEYS, journeyCell, parseEdit, recogniseShape, shownContent } from './shapes';

const cells = (count: number): Record<string, string> => {
  const all = THREE_PART_KEYS.flatMap((pillar) => JOURNEY_STAGES.map((stage) => journeyCell(pillar, stage)));
  return Object.fromEntries(all.slice(0, count).map((key) => [key, `testo ${key}`]));
};

describe('suggestion content shapes', () => {
  it('recognises the company mission with its lists', () => {
    const shape = recogniseShape({
      nome_azienda: 'Acme',
      mission_estesa: 'Aiutiamo i clienti.',
      numeri_chiave: ['120 dipendenti'],
      kpi_miglioramento: 'NPS +10',
    });
    expect(shape).toEqual({
      kind: 'company_mission',
      name: 'Acme',
      mission: 'Aiutiamo i clienti.',
      keyNumbers: ['120 dipendenti'],
      kpis: ['NPS +10'],
    });
  });

  it("recognises the team assistant's summary and next steps", () => {
    expect(
      recogniseShape({ sintesi: 'Il team è a metà.', prossimi_passi: ['Concludere il quiz', 'Inviare il form'] }),
    ).toEqual({
      kind: 'team_next_steps',
      summary: 'Il team è a metà.',
      steps: ['Concludere il quiz', 'Inviare il form'],
    });
    expect(recogniseShape({ sintesi: 'Solo una sintesi' }).kind).toBe('json');
  });

  it('recognises concezione / connessione / consegna', () => {
    expect(recogniseShape({ concezione: 'a', connessione: 'b', consegna: 'c' })).toEqual({
      kind: 'three_part',
      parts: { concezione: 'a', connessione: 'b', consegna: 'c' },
    });
  });

  it('needs all three parts for the three-part shape', () => {
    expect(recogniseShape({ concezione: 'a', connessione: 'b' }).kind).toBe('json');
  });

  it('recognises the customer journey grid with 10 of its 15 cells, missing cells empty', () => {
    const shape = recogniseShape(cells(10));
    expect(shape.kind).toBe('customer_journey');
    if (shape.kind !== 'customer_journey') return;
    expect(shape.grid.concezione.consapevolezza).toBe('testo concezione_consapevolezza');
    expect(shape.grid.consegna.valutazione).toBeNull();
  });

  it('does not recognise the grid with 9 cells (the 9 cells also make it not three-part)', () => {
    expect(recogniseShape(cells(9)).kind).toBe('json');
  });

  it('prefers the grid over the three parts when both are present', () => {
    expect(recogniseShape({ ...cells(15), concezione: 'a', connessione: 'b', consegna: 'c' }).kind).toBe(
      'customer_journey',
    );
  });

  it('shows anything else as formatted JSON', () => {
    expect(recogniseShape({ testo: 'ciao' })).toEqual({ kind: 'json', text: '{\n  "testo": "ciao"\n}' });
    expect(recogniseShape('solo testo')).toEqual({ kind: 'json', text: '"solo testo"' });
  });

  it('shows the user modifications when there are some', () => {
    expect(shownContent({ generated_content: { a: 1 }, user_modifications: { a: 2 } })).toEqual({ a: 2 });
    expect(shownContent({ generated_content: { a: 1 }, user_modifications: null })).toEqual({ a: 1 });
  });

  it('accepts only valid JSON as an edit', () => {
    expect(parseEdit('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseEdit('{a: 1}')).toEqual({ ok: false });
  });
});
