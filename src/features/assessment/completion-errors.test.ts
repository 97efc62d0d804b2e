import { completionErrorMessage } from './completion-errors';
import { assessmentMessages } from './assessment-messages';

describe('completion error messages', () => {
  it('maps by what the error mentions', () => {
    expect(completionErrorMessage(new Error('No scoring rule found for assessment type x')).message).toBe(
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
    );
    expect(completionErrorMessage(new TypeError('Failed to fetch')).message).toBe("Errore nel caricamento dei dati dell'assessment.");
    expect(completionErrorMessage({ message: 'assessment_completed: final' }).message).toBe("Errore nel completamento dell'assessment");
    expect(completionErrorMessage(undefined).message).toBe("Errore nel completamento dell'assessment");
  });

  it('treats any failure of the scoring step as a scoring error', () => {
    expect(completionErrorMessage(new Error('Validation failed: x'), 'scoring').message).toBe(
      'Errore nel calcolo del punteggio. Riprova tra qualche minuto.',
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
