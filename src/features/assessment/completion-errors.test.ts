import { completionErrorMessage } from './completion-errors';
import { assessmentMessages } from './assessment-messages';
import { scoringErrors } from './scoring/scoring-error';

describe('completion error messages', () => {
  it('maps by what the error mentions', () => {
    expect(completionErrorMessage(new Error('No scoring rule found for assessment type x')).message).toBe(
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
    );
    expect(completionErrorMessage(new TypeError('Failed to fetch')).message).toBe(
      "Errore nel caricamento dei dati dell'assessment.",
    );
    expect(completionErrorMessage({ message: 'assessment_completed: final' }).message).toBe(
      "Errore nel completamento dell'assessment",
    );
    expect(completionErrorMessage(undefined).message).toBe("Errore nel completamento dell'assessment");
  });

  it("reports the scorer's own failures at the scoring step as scoring errors", () => {
    expect(completionErrorMessage(scoringErrors.validationFailed('x'), 'scoring').message).toBe(
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
    );
    expect(completionErrorMessage(scoringErrors.typeUnknown(), 'scoring').message).toBe(
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
    );
  });

  it('reports a failed read at the scoring step (the rules could not be fetched) as a data-loading error', () => {
    expect(completionErrorMessage(new TypeError('Failed to fetch'), 'scoring').message).toBe(
      "Errore nel caricamento dei dati dell'assessment.",
    );
    expect(completionErrorMessage(new Error('JWT expired'), 'scoring').message).toBe(
      "Errore nel caricamento dei dati dell'assessment.",
    );
  });

  it('keeps the spec texts verbatim for the machine toasts', () => {
    expect(Object.values(assessmentMessages).map((d) => d.message)).toEqual([
      'Nessun assessment selezionato',
      'Rispondi a tutte le domande prima di inviare',
      'Progresso salvato con successo!',
      'Errore nel salvataggio del progresso',
      'Assessment completato con successo!',
      "Tempo scaduto! L'assessment viene inviato automaticamente.",
    ]);
  });
});
