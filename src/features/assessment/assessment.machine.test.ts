import { QUESTIONS, at, deferred, record, settle, startHarness } from './assessment.machine.harness';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanSubmit,
  selectLoadingStage,
  selectProgress,
  selectView,
} from './assessment.selectors';
import type { AssessmentQuestion } from './assessment.types';
import { scoringErrors } from './scoring/scoring-error';
import { InvalidTemplateIdError } from './question-loader';

const answer = (questionCode: string, value: string) => ({ type: 'ANSWER.SET', questionCode, value }) as const;

describe('loading and start', () => {
  it('goes back to the list when the id is missing, the assessment is not found, or already completed', async () => {
    const missing = await startHarness({ assessmentId: null });
    expect(selectView(missing.actor.getSnapshot())).toBe('idle');
    const notFound = await startHarness({ assessment: null });
    expect(selectView(notFound.actor.getSnapshot())).toBe('not-found');
    const done = await startHarness({ assessment: record({ completed_at: at(-1000) }) });
    expect(selectView(done.actor.getSnapshot())).toBe('already-completed');
    expect(done.calls.loadQuestions).toHaveLength(0);
  });

  it('auto-starts at question 0 with the saved answers once the assessment and questions are loaded', async () => {
    const { actor, calls } = await startHarness({ assessment: record({ answers: { Q1: '4', Q2: 3 } }) });
    const s = actor.getSnapshot();
    expect(s.matches({ session: 'answering' })).toBe(true);
    expect(s.context).toMatchObject({
      questionIndex: 0,
      started: true,
      unsavedChanges: false,
      answers: { Q1: '4', Q2: '3' },
    });
    expect(calls.loadQuestions).toEqual([{ templateId: record().template_id, evaluationType: 'self', language: 'it' }]);
  });

  it('begins empty when nothing was saved', async () => {
    const { actor } = await startHarness({ assessment: record({ answers: null }) });
    expect(actor.getSnapshot().context.answers).toEqual({});
    expect(selectProgress(actor.getSnapshot())).toEqual({ position: 1, total: 3, percent: 0 });
  });

  it('waits for the questions before starting, and does not start without questions', async () => {
    const pending = deferred<AssessmentQuestion[]>();
    const h = await startHarness({ questions: () => pending.promise });
    expect(selectView(h.actor.getSnapshot())).toBe('loading');
    expect(selectLoadingStage(h.actor.getSnapshot())).toBe('questions');
    expect(h.actor.getSnapshot().context.started).toBe(false);
    pending.resolve(QUESTIONS);
    await settle();
    expect(h.actor.getSnapshot().matches({ session: 'answering' })).toBe(true);

    const empty = await startHarness({ questions: [] });
    expect(selectView(empty.actor.getSnapshot())).toBe('no-questions');
    expect(empty.actor.getSnapshot().context.started).toBe(false);
  });

  it('applies the defaults: legacy without assignment -> self; assigned without evaluation type -> invalid', async () => {
    const legacy = await startHarness({
      assessment: record({ evaluation_type: null, assignment_id: null, assessment_type: null }),
    });
    expect(legacy.calls.loadQuestions[0]?.evaluationType).toBe('self');
    expect(legacy.actor.getSnapshot().context.assessment?.assessment_type).toBe('leadership');
    const assigned = await startHarness({ assessment: record({ evaluation_type: null, assignment_id: 'as-9' }) });
    expect(selectView(assigned.actor.getSnapshot())).toBe('invalid');
    const noTemplate = await startHarness({ assessment: record({ template_id: null }) });
    expect(selectView(noTemplate.actor.getSnapshot())).toBe('invalid');
    expect(noTemplate.calls.loadQuestions).toHaveLength(0);
  });

  it('shows a malformed template id with no retry, since a retry cannot help', async () => {
    const h = await startHarness({ questions: async () => Promise.reject(new InvalidTemplateIdError('x')) });
    expect(selectView(h.actor.getSnapshot())).toBe('invalid-template');
    expect(h.actor.getSnapshot().context.invalidTemplateId).toBe('x');
    expect(h.actor.getSnapshot().can({ type: 'ASSESSMENT.RETRY' })).toBe(false);
  });

  it('shows a load error and retries on ASSESSMENT.RETRY', async () => {
    let attempts = 0;
    const h = await startHarness({
      questions: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch');
        return QUESTIONS;
      },
    });
    expect(selectView(h.actor.getSnapshot())).toBe('load-error');
    expect(h.actor.getSnapshot().context.error).toBe('Failed to fetch');
    expect(h.actor.getSnapshot().context.loadFailedAt).toBe('questions');
    h.actor.send({ type: 'ASSESSMENT.RETRY' });
    await settle();
    expect(selectView(h.actor.getSnapshot())).toBe('taking');
  });

  it('tells a failed read of the assessment itself from a failed read of its questions', async () => {
    const h = await startHarness({ assessment: () => Promise.reject(new Error('Failed to fetch')) });
    expect(selectView(h.actor.getSnapshot())).toBe('load-error');
    expect(h.actor.getSnapshot().context.loadFailedAt).toBe('assessment');
  });
});

describe('answering and navigation', () => {
  it('has unsaved changes only until each answer is written through persistAnswer, in order', async () => {
    const h = await startHarness();
    h.actor.send(answer('Q1', '4'));
    h.actor.send(answer('Q2', '2'));
    h.actor.send(answer('Q1', '5'));
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(true);
    await settle();
    expect(h.calls.persistAnswer.map((w) => `${w.questionCode}=${w.value}`)).toEqual(['Q1=4', 'Q2=2', 'Q1=5']);
    expect(h.calls.persistAnswer[0]).toEqual({
      assessmentId: 'a-1',
      questionCode: 'Q1',
      value: '4',
      answeredAt: at(0),
      startedAt: at(0),
    });
    expect(h.actor.getSnapshot().context.pendingWrites).toEqual([]);
    // Every answer is kept on the device: leaving loses nothing.
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(false);
  });

  it('keeps unsaved changes after a failed answer write, until a save writes the answers', async () => {
    let failWrites = true;
    const h = await startHarness({
      persistAnswer: () => (failWrites ? Promise.reject(new Error('QuotaExceededError')) : Promise.resolve()),
    });
    h.actor.send(answer('Q1', '1'));
    await settle();
    failWrites = false;
    h.actor.send(answer('Q2', '2'));
    await settle();
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(true);
    h.actor.send({ type: 'ASSESSMENT.SAVE' });
    await settle();
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(false);
  });

  it('ignores answers to unknown questions and reports a failed answer write', async () => {
    const h = await startHarness({ persistAnswer: () => Promise.reject(new Error('QuotaExceededError')) });
    h.actor.send(answer('NOPE', '1'));
    expect(h.actor.getSnapshot().context.answers).toEqual({});
    h.actor.send(answer('Q1', '1'));
    await settle();
    expect(h.toasts()).toEqual(['error: Errore nel salvataggio del progresso']);
  });

  it('moves next only when the current answer is non-empty after trimming, and never out of bounds', async () => {
    const h = await startHarness();
    const s = () => h.actor.getSnapshot();
    expect(selectCanGoPrevious(s())).toBe(false);
    expect(selectCanGoNext(s())).toBe(false);
    h.actor.send({ type: 'NAV.NEXT' });
    expect(s().context.questionIndex).toBe(0);
    h.actor.send(answer('Q1', '   '));
    expect(selectCanGoNext(s())).toBe(false);
    h.actor.send(answer('Q1', ' 3 '));
    expect(selectCanGoNext(s())).toBe(true);
    h.actor.send({ type: 'NAV.NEXT' });
    expect(s().context.questionIndex).toBe(1);
    expect(selectCanGoPrevious(s())).toBe(true);
    h.actor.send({ type: 'NAV.PREVIOUS' });
    h.actor.send({ type: 'NAV.PREVIOUS' });
    expect(s().context.questionIndex).toBe(0);
    for (const code of ['Q1', 'Q2', 'Q3']) {
      h.actor.send(answer(code, '1'));
      h.actor.send({ type: 'NAV.NEXT' });
    }
    expect(s().context.questionIndex).toBe(2);
    expect(selectCanGoNext(s())).toBe(false);
    expect(selectProgress(s())).toEqual({ position: 3, total: 3, percent: 100 });
  });
});

describe('saved answers sync from the stored assessment', () => {
  it('adopts stored answers per question when they are later than ours, and leaves when completed elsewhere', async () => {
    const h = await startHarness({ assessment: record({ answers: { Q1: '1' }, answer_times: { Q1: at(-5000) } }) });
    h.clock.increment(1000);
    h.actor.send(answer('Q2', 'mine'));
    h.actor.send({
      type: 'ASSESSMENT.STORED',
      assessment: record({
        answers: { Q1: '5', Q2: 'older', Q3: 'new' },
        answer_times: { Q1: at(-1000), Q2: at(500), Q3: at(700) },
        started_at: at(-9000),
      }),
    });
    const s = h.actor.getSnapshot();
    expect(s.context.answers).toEqual({ Q1: '5', Q2: 'mine', Q3: 'new' });
    expect(s.context.assessment?.started_at).toBe(at(-9000)); // the earlier start wins
    h.actor.send({ type: 'ASSESSMENT.STORED', assessment: record({ id: 'other', completed_at: at(0) }) });
    expect(selectView(h.actor.getSnapshot())).toBe('taking');
    h.actor.send({ type: 'ASSESSMENT.STORED', assessment: record({ completed_at: at(2000) }) });
    expect(selectView(h.actor.getSnapshot())).toBe('already-completed');
  });
});

describe('partial save', () => {
  it('is refused without at least one answer', async () => {
    const h = await startHarness();
    h.actor.send({ type: 'ASSESSMENT.SAVE' });
    h.actor.send(answer('Q1', '  '));
    h.actor.send({ type: 'ASSESSMENT.SAVE' });
    await settle();
    expect(h.calls.savePartial).toHaveLength(0);
    expect(h.toasts()).toEqual([]);
  });

  it('is refused without a selected assessment', async () => {
    const h = await startHarness({ assessmentId: null });
    h.actor.send({ type: 'ASSESSMENT.SAVE' });
    await settle();
    expect(h.calls.savePartial).toHaveLength(0);
  });

  it('writes answers only, clears unsaved changes, toasts and makes the cached lists stale', async () => {
    const h = await startHarness();
    h.clock.increment(5000);
    h.actor.send(answer('Q1', '4'));
    h.actor.send({ type: 'ASSESSMENT.SAVE' });
    await settle();
    expect(h.calls.savePartial).toEqual([
      {
        assessmentId: 'a-1',
        answers: { Q1: '4' },
        answerTimes: { Q1: at(5000) },
        startedAt: at(5000),
        savedAt: at(5000),
      },
    ]);
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(false);
    expect(h.toasts()).toEqual(['success: Progresso salvato con successo!']);
    expect(h.calls.complete).toHaveLength(0);
  });

  it('keeps unsaved changes while an answer given during the save is not yet written, and reports a failed save', async () => {
    const gate = deferred<void>();
    const q2Write = deferred<void>();
    const h = await startHarness({
      savePartial: () => gate.promise,
      persistAnswer: (input) => (input.questionCode === 'Q2' ? q2Write.promise : Promise.resolve()),
    });
    h.actor.send(answer('Q1', '4'));
    h.actor.send({ type: 'ASSESSMENT.SAVE' });
    h.actor.send(answer('Q2', '1'));
    gate.resolve();
    await settle();
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(true);
    q2Write.resolve();
    await settle();
    expect(h.actor.getSnapshot().context.unsavedChanges).toBe(false);

    const failing = await startHarness({ savePartial: () => Promise.reject(new Error('IndexedDB closed')) });
    failing.actor.send(answer('Q1', '4'));
    failing.actor.send({ type: 'ASSESSMENT.SAVE' });
    await settle();
    expect(failing.toasts()).toEqual(['error: Errore nel salvataggio del progresso']);
    // The answer itself was written when it was given: the failed save loses nothing.
    expect(failing.actor.getSnapshot().context.unsavedChanges).toBe(false);
  });
});

describe('submit and completion', () => {
  const answerAll = (h: Awaited<ReturnType<typeof startHarness>>) =>
    QUESTIONS.forEach((q, i) => h.actor.send(answer(q.item_code, String(i + 1))));

  it("refuses with 'Nessun assessment selezionato' when none is selected", async () => {
    const h = await startHarness({ assessmentId: null });
    h.actor.send({ type: 'ASSESSMENT.SUBMIT' });
    expect(h.toasts()).toEqual(['error: Nessun assessment selezionato']);
  });

  it("refuses with 'Rispondi a tutte le domande prima di inviare' unless every question is answered", async () => {
    const h = await startHarness();
    h.actor.send(answer('Q1', '1'));
    h.actor.send(answer('Q2', '2'));
    h.actor.send(answer('Q3', ' '));
    expect(selectCanSubmit(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'ASSESSMENT.SUBMIT' });
    await settle();
    expect(h.toasts()).toEqual(['error: Rispondi a tutte le domande prima di inviare']);
    expect(h.calls.computeScore).toHaveLength(0);
  });

  it('computes the score, then writes answers, score and completed_at (the submit moment), once', async () => {
    const scoring = deferred<{ score: number }>();
    const h = await startHarness({ computeScore: () => scoring.promise });
    answerAll(h);
    h.clock.increment(7000);
    expect(selectCanSubmit(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'ASSESSMENT.SUBMIT' });
    h.actor.send({ type: 'ASSESSMENT.SUBMIT' });
    expect(selectCanSubmit(h.actor.getSnapshot())).toBe(false);
    expect(h.calls.computeScore).toEqual([
      {
        assessment: expect.objectContaining({ id: 'a-1', assessment_type: 'tpm' }),
        questions: QUESTIONS,
        answers: { Q1: '1', Q2: '2', Q3: '3' },
      },
    ]);
    scoring.resolve({ score: 72 });
    await settle();
    expect(h.calls.complete).toEqual([
      expect.objectContaining({
        assessmentId: 'a-1',
        answers: { Q1: '1', Q2: '2', Q3: '3' },
        score: 72,
        completedAt: at(7000),
      }),
    ]);
    const s = h.actor.getSnapshot();
    expect(selectView(s)).toBe('completed');
    expect(s.context.assessment?.completed_at).toBe(at(7000));
    expect(h.toasts()).toEqual(['success: Assessment completato con successo!']);
    expect(s.context.completion).toEqual({ completedAt: at(7000), auto: false });
  });

  /** Fails the first call only, as a flaky network or a scorer that recovers would. */
  const failOnce = <T>(error: Error, then: T) => {
    let calls = 0;
    return () => (++calls === 1 ? Promise.reject(error) : Promise.resolve(then));
  };

  it.each([
    [
      'the scorer fails',
      { computeScore: failOnce(scoringErrors.typeUnknown(), { score: 64 }) },
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
    ],
    [
      'the scoring step cannot read its data',
      { computeScore: failOnce(new TypeError('Failed to fetch'), { score: 64 }) },
      "Errore nel caricamento dei dati dell'assessment.",
    ],
    [
      'write mentions scoring',
      { complete: failOnce(new Error('scoring service down'), undefined) },
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
    ],
    [
      'write mentions fetch',
      { complete: failOnce(new TypeError('Failed to fetch'), undefined) },
      "Errore nel caricamento dei dati dell'assessment.",
    ],
    ['anything else', { complete: failOnce(new Error('boom'), undefined) }, "Errore nel completamento dell'assessment"],
  ] as const)('on failure (%s) toasts the spec message, and a second submit completes', async (_, failure, message) => {
    const h = await startHarness(failure);
    answerAll(h);
    h.clock.increment(3000);
    h.actor.send({ type: 'ASSESSMENT.SUBMIT' });
    await settle();
    expect(h.toasts()).toEqual([`error: ${message}`]);
    expect(h.actor.getSnapshot().matches({ session: 'answering' })).toBe(true);
    expect(h.actor.getSnapshot().context.assessment?.completed_at).toBeNull();
    const firstAttempts = { scoring: h.calls.computeScore.length, writes: h.calls.complete.length };

    h.clock.increment(4000);
    expect(selectCanSubmit(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'ASSESSMENT.SUBMIT' });
    await settle();
    expect(h.calls.computeScore).toHaveLength(firstAttempts.scoring + 1);
    expect(h.calls.complete).toHaveLength(firstAttempts.writes + 1);
    expect(h.calls.complete.at(-1)).toMatchObject({ answers: { Q1: '1', Q2: '2', Q3: '3' }, completedAt: at(7000) });
    expect(selectView(h.actor.getSnapshot())).toBe('completed');
    expect(h.actor.getSnapshot().context.assessment?.completed_at).toBe(at(7000));
    expect(h.toasts()).toEqual([`error: ${message}`, 'success: Assessment completato con successo!']);
  });
});
