// The rows a member's device holds after a year of use, for bench:scale-device: YEAR_ROWS per scale,
// spread as a year leaves them (the team chat most, then the team's progress, questions of the
// templates met, assessments a leader's device caches, submissions, suggestions, dashboard snapshots).
// The generator is JavaScript source so that the same rows are made in Node (fake-indexeddb) and inside
// Chromium's page (where 400,000 rows are made in place, not sent over the debugging protocol).

export const YEAR_ROWS = 20_000;

/** Per 20,000 rows. */
const YEAR_SHARES = {
  chatMessages: 10_000,
  teamProgress: 4_000,
  questions: 4_000,
  assessments: 1_000,
  submissions: 500,
  suggestions: 400,
  snapshots: 100,
} as const;

type YearTables = Record<keyof typeof YEAR_SHARES, Array<Record<string, unknown>>>;

/** `(ownerId, scale, teamId, sessionId) => YearTables`, as source. */
export const YEAR_ROWS_SOURCE = `(ownerId, scale, teamId, sessionId) => {
  const shares = ${JSON.stringify(YEAR_SHARES)};
  const hex = (n, width) => n.toString(16).padStart(width, '0');
  const uuid = (kind, n) => 'b' + hex(kind, 7) + '-0000-4000-8000-' + hex(n, 12);
  const start = Date.UTC(2025, 10, 1);
  const at = (i, of) => new Date(start + Math.floor((i / of) * 365 * 86400000)).toISOString();
  const count = (table) => shares[table] * scale;
  const rows = (table, make) => Array.from({ length: count(table) }, (_, i) => make(i, count(table)));
  const text = 'Aggiornamento sul lavoro del team, con qualche dettaglio in più per la prossima riunione.';
  return {
    chatMessages: rows('chatMessages', (i, of) => ({
      id: uuid(1, i), client_id: uuid(1, i), team_id: teamId, teamId, session_id: sessionId,
      sender_id: uuid(9, i % 25), sender_role: 'member', message: text + ' #' + i,
      created_at: at(i, of), updated_at: at(i, of), pending: false, ownerId,
    })),
    teamProgress: rows('teamProgress', (i, of) => ({
      id: uuid(2, i), user_id: uuid(9, i % 25), activity_id: uuid(3, i), session_id: sessionId,
      status: i % 3 === 0 ? 'completed' : 'in_progress', progress_percentage: (i * 7) % 100,
      started_at: at(i, of), completed_at: null, notes: null, created_at: at(i, of), updated_at: at(i, of), ownerId,
    })),
    questions: rows('questions', (i) => ({
      id: uuid(4, i), template_id: uuid(5, Math.floor(i / 40)), evaluation_type: 'self', language: i % 2 ? 'en' : 'it',
      item_code: 'Q' + (i % 40), question_text: 'Quanto spesso il team ' + text, question_order: i % 40,
      response_type: 'likert_5', options: null, ownerId,
    })),
    assessments: rows('assessments', (i, of) => ({
      id: uuid(6, i), user_id: uuid(9, i % 25), template_id: uuid(5, i % 100), team_id: teamId,
      assessment_type: 'tpm', evaluation_type: 'self', status: 'completed', score: (i * 13) % 100,
      answers: Object.fromEntries(Array.from({ length: 40 }, (_, q) => ['Q' + q, String(1 + ((i + q) % 5))])),
      created_at: at(i, of), updated_at: at(i, of), completed_at: at(i, of), ownerId,
    })),
    submissions: rows('submissions', (i, of) => ({
      id: uuid(7, i), form_id: uuid(8, i), user_id: ownerId, status: 'submitted',
      answers: { risposta: text, voto: String(i % 5) }, submitted_at: at(i, of), ownerId,
    })),
    suggestions: rows('suggestions', (i, of) => ({
      id: uuid(10, i), activity_id: uuid(3, i), user_id: ownerId, status: 'accepted',
      content: text + ' ' + text, created_at: at(i, of), ownerId,
    })),
    snapshots: rows('snapshots', (i, of) => ({
      ownerId, key: 'bench-year-' + i, fetchedAt: at(i, of),
      value: Array.from({ length: 20 }, (_, j) => ({ id: uuid(11, i * 20 + j), name: 'Riga ' + j, score: j })),
    })),
  };
}`;

/** The rows, made in Node. */
export function yearRows(ownerId: string, scale: number, teamId: string, sessionId: string): YearTables {
  const make = new Function(`return ${YEAR_ROWS_SOURCE}`)() as (
    ownerId: string,
    scale: number,
    teamId: string,
    sessionId: string,
  ) => YearTables;
  return make(ownerId, scale, teamId, sessionId);
}
