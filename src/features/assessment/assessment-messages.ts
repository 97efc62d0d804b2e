import { msg } from '@lingui/core/macro';

/** The assessment machine's toasts, as descriptors the UI renders with i18n._(). */
export const assessmentMessages = {
  noAssessment: msg`Nessun assessment selezionato`,
  answerAll: msg`Rispondi a tutte le domande prima di inviare`,
  progressSaved: msg`Progresso salvato con successo!`,
  progressSaveFailed: msg`Errore nel salvataggio del progresso`,
  completed: msg`Assessment completato con successo!`,
  timeUp: msg`Tempo scaduto! L'assessment viene inviato automaticamente.`,
};
