/**
 * The team suggestion's pure parts in supabase/functions/ai-suggestion: the request's team form, the
 * offline generator's summary and next steps from the team's counts, and what the provider is asked.
 */
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../functions/ai-suggestion/http.ts';
import { OFFLINE_SOURCE } from '../functions/ai-suggestion/offline-generator.ts';
import { readAnyRequest } from '../functions/ai-suggestion/request.ts';
import { hasShape } from '../functions/ai-suggestion/shapes.ts';
import type { TeamContext } from '../functions/ai-suggestion/team-context.ts';
import {
  buildTeamMessages,
  focusPhase,
  generateTeamOffline,
  MAX_STEPS,
} from '../functions/ai-suggestion/team-generator.ts';

const SESSION = '64000000-0000-4000-8000-000000000001';

function team(overrides: Partial<TeamContext> = {}): TeamContext {
  return {
    userId: 'u',
    sessionId: SESSION,
    teamName: 'Alpha',
    programName: 'Crescita',
    currentPhase: 1,
    totalPhases: 3,
    learners: 3,
    activities: [
      { title: 'Video', phaseNumber: 1, phaseTitle: 'Avvio', required: true, completed: 3, inProgress: 0 },
      { title: 'Quiz', phaseNumber: 1, phaseTitle: 'Avvio', required: true, completed: 1, inProgress: 1 },
      { title: 'Workshop', phaseNumber: 2, phaseTitle: 'Valore', required: true, completed: 0, inProgress: 0 },
    ],
    forms: [{ title: 'Mission', submitted: 2 }],
    ...overrides,
  };
}

const post = (body: unknown) =>
  new Request('http://x/functions/v1/ai-suggestion', { method: 'POST', body: JSON.stringify(body) });

describe('the team request', () => {
  it("reads scope 'team' with its session", async () => {
    expect(await readAnyRequest(post({ scope: 'team', sessionId: SESSION }))).toEqual({
      scope: 'team',
      sessionId: SESSION,
    });
  });

  it('refuses a team request without a session', async () => {
    await expect(readAnyRequest(post({ scope: 'team' }))).rejects.toBeInstanceOf(FunctionError);
  });

  it('reads anything else as an activity request', async () => {
    const request = await readAnyRequest(
      post({ submissionId: 'activity-level', promptTemplateId: SESSION, activityId: SESSION }),
    );
    expect(request.scope).toBe('activity');
  });
});

describe('the offline team generator', () => {
  it('summarises the counts and starts with the unfinished activities of the first open phase', () => {
    const content = generateTeamOffline(team());
    expect(content.sintesi).toBe(
      'Il team Alpha è nella fase 1 di 3 di "Crescita": 4 completamenti su 9 (44%) tra 3 persone, 2 form inviati.',
    );
    const steps = content.prossimi_passi as string[];
    expect(steps[0]).toBe('Concludere "Quiz" (fase 1): completata da 1 di 3, iniziata da 1.');
    expect(steps.join('\n')).not.toContain('"Video"');
    expect(steps.join('\n')).not.toContain('"Workshop"');
    expect(steps).toContain('Inviare il form "Mission": 2 di 3 risposte inviate.');
    expect(steps).toContain('Discutere con il coach le 2 risposte al form "Mission".');
    expect(content).toMatchObject({ source: OFFLINE_SOURCE, source_note: expect.stringMatching(/senza servizio AI/) });
    expect(hasShape('team_next_steps', content)).toBe(true);
  });

  it('moves to the next phase once everyone has completed the current one', () => {
    const done = team({
      activities: [
        { title: 'Video', phaseNumber: 1, phaseTitle: 'Avvio', required: true, completed: 3, inProgress: 0 },
        { title: 'Workshop', phaseNumber: 2, phaseTitle: 'Valore', required: true, completed: 0, inProgress: 0 },
      ],
    });
    expect(focusPhase(done)).toBe(2);
    expect((generateTeamOffline(done).prossimi_passi as string[])[0]).toBe(
      'Iniziare "Workshop" (fase 2): completata da 0 di 3.',
    );
  });

  it('says when all is done, and never lists more than the most steps', () => {
    const finished = team({
      activities: [
        { title: 'Video', phaseNumber: 1, phaseTitle: 'Avvio', required: true, completed: 3, inProgress: 0 },
      ],
      forms: [],
    });
    expect((generateTeamOffline(finished).prossimi_passi as string[])[0]).toMatch(/completata da tutti/);
    const one = generateTeamOffline(team({ learners: 1, activities: [], forms: [{ title: 'Mission', submitted: 1 }] }));
    expect(one.sintesi).toMatch(/0 completamenti su 0 \(0%\) tra 1 persona, 1 form inviato\.$/);
    expect(one.prossimi_passi).toContain('Discutere con il coach la risposta al form "Mission".');
    const many = team({
      activities: Array.from({ length: 12 }, (_, i) => ({
        title: `A${i}`,
        phaseNumber: 1,
        phaseTitle: 'Avvio',
        required: true,
        completed: 0,
        inProgress: 0,
      })),
    });
    expect((generateTeamOffline(many).prossimi_passi as string[]).length).toBe(MAX_STEPS);
  });

  it('is deterministic', () => {
    expect(generateTeamOffline(team())).toEqual(generateTeamOffline(team()));
  });
});

describe('what the provider is asked', () => {
  it('names the shape and gives the counts, never anyone’s answers', () => {
    const [system, user] = buildTeamMessages(team());
    expect(system?.content).toContain('sintesi');
    expect(system?.content).toContain('prossimi_passi');
    expect(user?.content).toContain('- fase 1 "Quiz": completata da 1, iniziata da 1');
    expect(user?.content).toContain('- form "Mission": 2 risposte inviate');
  });
});
